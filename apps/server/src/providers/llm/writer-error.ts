/**
 * Why a script could not be written, as a sentence a person can read. The generation job reports it as
 * `creation failed: <message>` (DESIGN §4); `code` is for logs and tests.
 */
export type WriterErrorCode =
  | 'WRITER_UNUSABLE_OUTPUT'
  | 'WRITER_TIMEOUT'
  | 'WRITER_BUSY'
  | 'WRITER_UNAVAILABLE'
  | 'WRITER_REFUSED_CREDENTIALS'
  | 'WRITER_CANCELLED'
  | 'WRITER_NOT_CONFIGURED';

const STATUS: Record<WriterErrorCode, number> = {
  WRITER_UNUSABLE_OUTPUT: 502,
  WRITER_TIMEOUT: 504,
  WRITER_BUSY: 503,
  WRITER_UNAVAILABLE: 503,
  WRITER_REFUSED_CREDENTIALS: 502,
  WRITER_CANCELLED: 499,
  WRITER_NOT_CONFIGURED: 500,
};

export const WRITER_MESSAGES: Record<WriterErrorCode, string> = {
  WRITER_UNUSABLE_OUTPUT: 'the writer returned a script we could not use',
  WRITER_TIMEOUT: 'the writer took too long to answer',
  WRITER_BUSY: 'the writer is busy right now, please try again in a minute',
  WRITER_UNAVAILABLE: 'the writer could not be reached',
  WRITER_REFUSED_CREDENTIALS: 'the writer refused our credentials',
  WRITER_CANCELLED: 'the script was cancelled',
  WRITER_NOT_CONFIGURED: 'the writer is not configured',
};

/**
 * The writer's own error: no HTTP here. The edge (platform/http/provider-errors.ts) answers it with `statusCode`
 * and its sentence; the generation job reports the sentence.
 */
export class WriterError extends Error {
  override name = 'WriterError';
  readonly code: WriterErrorCode;
  readonly statusCode: number;
  constructor(
    readonly writerCode: WriterErrorCode,
    message: string = WRITER_MESSAGES[writerCode],
    options?: { cause?: unknown },
  ) {
    super(message);
    this.code = writerCode;
    this.statusCode = STATUS[writerCode];
    if (options?.cause !== undefined) this.cause = options.cause;
  }
}

/** A script request the writer cannot take, with the sentence that says why (a 400 at the edge). */
export class WriterInputError extends Error {
  override name = 'WriterInputError';
  readonly statusCode = 400;
}
