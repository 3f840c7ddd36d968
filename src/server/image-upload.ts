import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors';
import { IMAGE_MAX_BYTES, invalidType, tooLarge } from './images';

/**
 * Accepts multipart bodies in the calling plugin only, with limits of its own: the JSON
 * bodyLimit does not apply to them (the parser streams), so every dimension of the form is bounded.
 */
export async function acceptImageUploads(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: {
      fileSize: IMAGE_MAX_BYTES,
      files: 1,
      fields: 4,
      fieldSize: 1024,
      fieldNameSize: 100,
      parts: 5,
      headerPairs: 20,
    },
    throwFileSizeLimit: true,
  });
}

const noImage = (field: string) => AppError.validation(`Please choose an image file to upload (form field '${field}')`);

/** Multipart parser failures as the API's errors; anything else (a broken body) is a 400. */
function uploadError(error: unknown, field: string): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  if (code === 'FST_FILES_LIMIT') return AppError.validation('Please upload one image at a time');
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return AppError.validation(`Too many form fields: send only the '${field}' file`);
  }
  return AppError.validation('The upload could not be read: send the image as multipart/form-data');
}

/**
 * Reads the one file of the form, sent in `field`, into memory (at most IMAGE_MAX_BYTES; a
 * longer one is cut off by the parser and refused). Small text fields a browser may add are ignored.
 */
export async function readImageUpload(request: FastifyRequest, field: string): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 415, `Send the image as multipart/form-data in the field '${field}'`);
  }
  let upload: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== field) {
        part.file.resume();
        throw noImage(field);
      }
      upload = await part.toBuffer();
      if (part.file.truncated) throw tooLarge();
    }
  } catch (error) {
    throw uploadError(error, field);
  }
  if (!upload) throw noImage(field);
  if (upload.length === 0) throw invalidType();
  return upload;
}
