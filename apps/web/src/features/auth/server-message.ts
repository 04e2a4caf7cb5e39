import { ApiError, messageFromBody } from '../../api/api-error';

/** The sentence the server wrote for people, if it wrote one (not a bare status or a dropped connection). */
export function serverMessage(error: unknown): string | undefined {
  return error instanceof ApiError ? messageFromBody(error.body) : undefined;
}
