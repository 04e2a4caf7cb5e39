import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../../config';
import { serializeError } from './log-serializers';

/** Query values that grant access (signed URLs, OAuth codes) never reach the log. */
const SECRET_QUERY =
  /([?&](?:sig|signature|code|code_verifier|token|access_token|refresh_token|X-Amz-[A-Za-z-]+)=)[^&]*/gi;

export function scrubUrl(url: string): string {
  return url.replace(SECRET_QUERY, '$1[redacted]');
}

export function loggerOptions(config: Config): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level: config.logLevel,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.password',
        '*.newPassword',
        '*.code',
        '*.token',
        '*.refreshToken',
      ],
      censor: '[redacted]',
    },
    serializers: {
      err: (error: unknown) => serializeError(error),
      req: (req: { method: string; url: string; id: string; ip?: string }) => ({
        id: req.id,
        method: req.method,
        url: scrubUrl(req.url),
      }),
    },
  };
}
