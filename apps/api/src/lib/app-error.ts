import { MSG } from '@nivaas/shared/messages';

/** Error codes thrown by services; the error handler maps each to its HTTP status. */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  VALIDATION: 422,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
} as const;
export type TErrorCode = keyof typeof ERROR_STATUS;

const DEFAULT_MESSAGE: Record<TErrorCode, string> = {
  BAD_REQUEST: 'Bad request',
  UNAUTHORIZED: MSG.notAuthorized,
  FORBIDDEN: MSG.forbidden,
  NOT_FOUND: MSG.notFound,
  CONFLICT: 'Conflict',
  PAYLOAD_TOO_LARGE: 'Request is too large',
  UNSUPPORTED_MEDIA_TYPE: 'Unsupported file type',
  VALIDATION: MSG.validationFailed,
  TOO_MANY_REQUESTS: MSG.tooManyRequests,
  INTERNAL: MSG.serverError,
};

export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: TErrorCode,
    message?: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message ?? DEFAULT_MESSAGE[code]);
    this.status = ERROR_STATUS[code];
  }

  static validation(errors: Record<string, string>): AppError {
    return new AppError('VALIDATION', MSG.validationFailed, errors);
  }
  static notFound(message: string = MSG.notFound): AppError {
    return new AppError('NOT_FOUND', message);
  }
  static forbidden(message: string = MSG.forbidden): AppError {
    return new AppError('FORBIDDEN', message);
  }
  static badRequest(message: string): AppError {
    return new AppError('BAD_REQUEST', message);
  }
}
