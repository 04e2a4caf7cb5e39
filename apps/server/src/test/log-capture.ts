import { Writable } from 'node:stream';

/** A log destination that keeps every line, so a test can search what the app wrote. */
export interface LogCapture {
  stream: Writable;
  text(): string;
  /** The secrets of `candidates` that appear anywhere in the log. */
  leaked(candidates: Iterable<string>): string[];
}

export function captureLog(): LogCapture {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(String(chunk));
      done();
    },
  });
  const text = () => chunks.join('');
  return {
    stream,
    text,
    leaked: (candidates) => {
      const log = text();
      // JSON escapes some characters, so each secret is looked for both as is and JSON-encoded.
      return [...new Set(candidates)].filter(
        (secret) => secret.length > 0 && (log.includes(secret) || log.includes(JSON.stringify(secret).slice(1, -1))),
      );
    },
  };
}
