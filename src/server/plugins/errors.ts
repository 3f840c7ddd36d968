import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ApiError, ErrorCode } from '../../contracts/errors';
import { AppError } from '../errors';

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'VALIDATION_ERROR',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

interface FieldProblem {
  field: string;
  message: string;
}

function fieldProblems(
  err: { validation: { instancePath: string; message?: string; params?: Record<string, unknown> }[] },
  context?: string,
): FieldProblem[] {
  return err.validation.map((v) => {
    // An unknown field is reported on its parent object; name the field itself instead.
    const unknownKeys = Array.isArray(v.params?.keys) ? (v.params.keys as string[]).join(', ') : '';
    const path = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const field = [path, unknownKeys].filter(Boolean).join('.');
    return { field: field || (context ?? 'request'), message: v.message ?? 'is invalid' };
  });
}

/** Maps every failure to `{ message, errorCode, details? }`; internals never leave the server. */
/** Must run before any route plugin is registered: plugins keep the handler they were registered under. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let status = 500;
    let body: ApiError;
    if (error instanceof AppError) {
      status = error.statusCode;
      body = { message: error.message, errorCode: error.errorCode, ...(error.details ? { details: error.details } : {}) };
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      status = 400;
      const refused = AppError.fields(fieldProblems(error, error.validationContext), error.validationContext ?? 'request');
      body = { message: refused.message, errorCode: refused.errorCode, details: refused.details };
    } else if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      body = { message: 'Internal server error', errorCode: 'INTERNAL_ERROR' };
    } else if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      status = error.statusCode;
      body = { message: error.message, errorCode: CODE_BY_STATUS[status] ?? 'VALIDATION_ERROR' };
    } else {
      request.log.error({ err: error }, 'unhandled error');
      body = { message: 'Internal server error', errorCode: 'INTERNAL_ERROR' };
    }
    if (status >= 500 && !(error instanceof AppError)) status = 500;
    return reply.status(status).send(body);
  });

}

/** Unknown API paths answer 404 JSON; page paths fall back to the web app when it is built. */
export function registerNotFound(
  app: FastifyInstance,
  pageFallback: (request: FastifyRequest, reply: FastifyReply) => boolean = () => false,
): void {
  app.setNotFoundHandler((request, reply) => {
    if (pageFallback(request, reply)) return reply;
    const body: ApiError = { message: `No such endpoint: ${request.method} ${request.url.split('?')[0]}`, errorCode: 'NOT_FOUND' };
    return reply.status(404).send(body);
  });
}
