import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authUserSchema } from '../../../contracts/auth';
import { apiErrorSchema } from '../../../contracts/errors';
import { profileUpdateSchema } from '../../../contracts/users';
import { AppError } from '../../errors';
import { toAuthUser } from '../auth/service';
import { AVATAR_MAX_BYTES, invalidType, tooLarge } from './avatar';
import { SIGN_IN_TO_EDIT, type ProfileService } from './profile-service';

/** The multipart field that carries the image (the web form appends 'avatar'). */
export const AVATAR_FIELD = 'avatar';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  409: apiErrorSchema,
  413: apiErrorSchema,
  415: apiErrorSchema,
  429: apiErrorSchema,
};

/** Members are limited per account, visitors (who only ever get a 401) per address. */
const perMember = (request: FastifyRequest) => (request.viewer ? `member:${request.viewer.id}` : `ip:${request.ip}`);

/** Runs before the body is validated or read, so a visitor learns only that they must sign in. */
async function memberOnly(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  // The member's own data: never stored by a shared cache, whatever the answer.
  void reply.header('cache-control', 'private, no-store');
  if (!request.sessionUser) throw new AppError('UNAUTHORIZED', 401, SIGN_IN_TO_EDIT);
}

const noAvatar = () => AppError.validation(`Please choose an image file to upload (form field '${AVATAR_FIELD}')`);

/** Multipart parser failures as the API's errors; anything else (a broken body) is a 400. */
function uploadError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  if (code === 'FST_FILES_LIMIT') return AppError.validation('Please upload one image at a time');
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return AppError.validation(`Too many form fields: send only the '${AVATAR_FIELD}' file`);
  }
  return AppError.validation('The upload could not be read: send the image as multipart/form-data');
}

/**
 * Reads the one file of the form into memory (at most AVATAR_MAX_BYTES; a longer one is cut off
 * by the parser and refused). Small text fields a browser may add are ignored.
 */
async function readAvatarUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 415, `Send the image as multipart/form-data in the field '${AVATAR_FIELD}'`);
  }
  let upload: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== AVATAR_FIELD) {
        part.file.resume();
        throw noAvatar();
      }
      upload = await part.toBuffer();
      if (part.file.truncated) throw tooLarge();
    }
  } catch (error) {
    throw uploadError(error);
  }
  if (!upload) throw noAvatar();
  if (upload.length === 0) throw invalidType();
  return upload;
}

/** PUT /api/users/profile and POST /api/users/avatar (SPEC sections 5 and 7): the signed-in member's own profile. */
export const profileRoutes: FastifyPluginAsyncZod<{ service: ProfileService }> = async (app, { service }) => {
  // Only this plugin accepts multipart bodies, with limits of its own: the JSON bodyLimit does
  // not apply to them (the parser streams), so every dimension of the form is bounded here.
  await app.register(multipart, {
    limits: {
      fileSize: AVATAR_MAX_BYTES,
      files: 1,
      fields: 4,
      fieldSize: 1024,
      fieldNameSize: 100,
      parts: 5,
      headerPairs: 20,
    },
    throwFileSizeLimit: true,
  });

  app.put(
    '/api/users/profile',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute', keyGenerator: perMember } },
      preValidation: memberOnly,
      schema: {
        tags: ['users'],
        summary: "Updates the signed-in member's profile: fields left out keep their value, '' or null clears one",
        body: profileUpdateSchema,
        response: { 200: authUserSchema, ...errors },
      },
    },
    async (request) => toAuthUser(await service.updateProfile(request.sessionUser, request.body)),
  );

  app.post(
    '/api/users/avatar',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute', keyGenerator: perMember } },
      preValidation: memberOnly,
      schema: {
        tags: ['users'],
        summary:
          "Replaces the signed-in member's avatar: multipart/form-data with one image file in the field 'avatar' " +
          '(JPEG, PNG, WebP, GIF or AVIF, at most 5 MB and 10000 pixels a side), stored as a 512 px WebP',
        consumes: ['multipart/form-data'],
        response: { 200: z.object({ user: authUserSchema }), ...errors },
      },
    },
    async (request) => {
      const upload = await readAvatarUpload(request);
      const user = await service.replaceAvatar(request.sessionUser!.id, upload);
      return { user: toAuthUser(user) };
    },
  );
};
