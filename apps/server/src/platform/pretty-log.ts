import { Writable } from 'node:stream';
import pretty from 'pino-pretty';

interface LogRecord {
  msg?: string;
  reqId?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  [key: string]: unknown;
}

/** Requests seen but not yet answered, by request id; a bound keeps a flood of unanswered ones from growing it. */
const OPEN_REQUESTS_LIMIT = 10_000;

/** "GET /api/graphql 200 12 ms" from fastify's two records of a request. */
export function requestLine(record: LogRecord, req: LogRecord['req']): string {
  const took = typeof record.responseTime === 'number' ? ` ${Math.round(record.responseTime)} ms` : '';
  return `${req?.method ?? '?'} ${req?.url ?? '?'} ${record.res?.statusCode ?? '?'}${took}`;
}

/**
 * The log for a person at a terminal: one coloured line per record, and one per request (fastify writes
 * "incoming request" and "request completed"; the first is held back and its method and path join the second).
 * Anything that is not a JSON record passes through as it is. Machines (stdout not a terminal) get pino's JSON.
 */
export function prettyLogStream(colorize = true, out: NodeJS.WritableStream = process.stdout): Writable {
  const printer = pretty({
    colorize,
    destination: out,
    sync: true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,reqId,req,res,responseTime',
    singleLine: true,
  });
  const open = new Map<string, LogRecord['req']>();
  const forward = (line: string) => {
    let record: LogRecord;
    try {
      record = JSON.parse(line) as LogRecord;
    } catch {
      printer.write(`${line}\n`);
      return;
    }
    if (record.msg === 'incoming request' && record.reqId) {
      if (open.size >= OPEN_REQUESTS_LIMIT) open.clear();
      open.set(record.reqId, record.req);
      return;
    }
    if (record.msg === 'request completed' && record.reqId) {
      record.msg = requestLine(record, open.get(record.reqId));
      open.delete(record.reqId);
    }
    printer.write(`${JSON.stringify(record)}\n`);
  };
  return new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n')) if (line.trim()) forward(line);
      done();
    },
  });
}

/** The start-up line a person looks for, set apart from the log around it. */
export function servingBanner(url: string, product: string, colorize: boolean): string {
  const text = `${product} is serving ${url}`;
  return colorize ? `\n  \u001b[1;32m▶ ${text}\u001b[0m\n\n` : `\n  ▶ ${text}\n\n`;
}
