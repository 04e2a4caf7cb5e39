/** A refusal with a sentence a person should read (STYLE §14). Anything else is logged and masked. */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, code?: string) => new AppError(400, message, code);
export const unauthorized = (message = 'Please log in to continue.') => new AppError(401, message, 'UNAUTHENTICATED');
export const forbidden = (message = 'You do not have access to this.') => new AppError(403, message, 'FORBIDDEN');
export const notFound = (message = 'We could not find what you asked for.') => new AppError(404, message, 'NOT_FOUND');
export const conflict = (message: string) => new AppError(409, message, 'CONFLICT');
export const tooManyRequests = (message: string) => new AppError(429, message, 'RATE_LIMITED');

export const GENERIC_ERROR_MESSAGE = 'Something went wrong on our side. Please try again in a moment.';
