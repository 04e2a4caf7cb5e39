import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { prettyLogStream, servingBanner } from './pretty-log';

function capture() {
  const out = new PassThrough();
  const chunks: string[] = [];
  out.on('data', (c) => chunks.push(String(c)));
  return { out, text: () => chunks.join('') };
}

const record = (fields: Record<string, unknown>) =>
  `${JSON.stringify({ level: 30, time: Date.UTC(2026, 0, 1, 9, 30), pid: 1, hostname: 'h', ...fields })}\n`;

describe('the terminal log', () => {
  it('prints one line per request: method, path, status and time', () => {
    const { out, text } = capture();
    const log = prettyLogStream(false, out);
    log.write(record({ reqId: 'a', req: { method: 'GET', url: '/healthz' }, msg: 'incoming request' }));
    log.write(record({ reqId: 'a', res: { statusCode: 200 }, responseTime: 3.4, msg: 'request completed' }));
    const lines = text().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/INFO.*GET \/healthz 200 3 ms$/);
    expect(lines[0]).not.toMatch(/reqId|hostname|\{/);
  });

  it('keeps other records on one line each, their fields included, and passes other text through', () => {
    const { out, text } = capture();
    const log = prettyLogStream(false, out);
    log.write(record({ level: 40, msg: 'job retried', job: 'render' }));
    log.write('not json\n');
    const lines = text().trim().split('\n');
    expect(lines[0]).toMatch(/WARN.*job retried.*render/);
    expect(lines[1]).toBe('not json');
  });

  it('sets the serving line apart', () => {
    expect(servingBanner('http://localhost:8080', 'Podloom', false)).toBe(
      '\n  ▶ Podloom is serving http://localhost:8080\n\n',
    );
    expect(servingBanner('http://localhost:8080', 'Podloom', true)).toContain('\u001b[1;32m');
  });
});
