/**
 * Why storage refused: a file that is not there, or a name that is not valid. Storage knows no HTTP; the edge
 * (platform/http/provider-errors.ts) answers it with a status and this sentence. `statusCode` is the status a
 * caller is expected to answer with, kept on the error for callers outside HTTP (logs, tests).
 */
export class StorageError extends Error {
  override name = 'StorageError';
  constructor(
    readonly kind: 'not-found' | 'invalid-key',
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }

  get statusCode(): number {
    return this.kind === 'not-found' ? 404 : 400;
  }
}
