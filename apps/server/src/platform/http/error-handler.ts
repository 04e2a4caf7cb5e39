import type { FastifyError, FastifyInstance } from 'fastify';
import { type AppError, GENERIC_ERROR_MESSAGE } from './errors';
import { refusalOf } from './provider-errors';

/** One error handler: a sentence for people in `{ message }`, the details only in the log. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    const refusal = refusalOf(error);
    if (refusal) {
      if (refusal.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      return reply.status(refusal.statusCode).send({ message: refusal.message });
    }
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ message: GENERIC_ERROR_MESSAGE });
    }
    request.log.info({ err: error }, 'request refused');
    return reply.status(status).send({ message: clientMessage(error as FastifyError, status) });
  });
}

function clientMessage(error: FastifyError, status: number): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request is too large.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'This kind of request body is not accepted here.';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'The request body is not valid JSON.';
    default:
      if (status === 429) return 'Too many requests. Please wait a moment and try again.';
      if (status === 404) return 'We could not find what you asked for.';
      if (status === 415) return 'This kind of request body is not accepted here.';
      return 'The request is not valid.';
  }
}
