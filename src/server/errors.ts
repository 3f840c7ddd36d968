import type { ErrorCode } from '../contracts/errors';

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
