import type { ErrorCode } from '../contracts/errors';

/** A PostgreSQL unique violation (23505), as node-postgres or PGlite reports it (directly or as the cause). */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/** The one error class of the server; the error plugin maps it to `{ message, errorCode, details? }`. */
export class AppError extends Error {
  constructor(
    readonly errorCode: ErrorCode,
    readonly statusCode: number,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
  }

  static notFound(message: string): AppError {
    return new AppError('NOT_FOUND', 404, message);
  }

  static validation(message: string, details?: unknown): AppError {
    return new AppError('VALIDATION_ERROR', 400, message, details);
  }
}
