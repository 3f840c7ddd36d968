import type { ErrorCode } from '../contracts/errors';

/** A PostgreSQL unique violation (23505), as node-postgres or PGlite reports it (directly or as the cause). */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/** A field a request got wrong, and what is wrong with it. */
export interface FieldProblem {
  field: string;
  message: string;
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

  /**
   * A 400 naming the fields at fault, worded as the schema's own errors are: "Invalid body field
   * 'x': …" (plugins/errors.ts), with `details` the web maps onto its form fields.
   */
  static fields(problems: FieldProblem[], where = 'body'): AppError {
    return AppError.validation(problems.map((p) => `Invalid ${where} field '${p.field}': ${p.message}`).join('; '), problems);
  }

  /** One field at fault; `said` words the message when it differs from the detail (a lower-cased sentence). */
  static field(field: string, message: string, options: { where?: string; said?: string } = {}): AppError {
    const { where = 'body', said = message } = options;
    return AppError.validation(`Invalid ${where} field '${field}': ${said}`, [{ field, message }]);
  }
}
