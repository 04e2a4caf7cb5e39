import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The mails the embedded server wrote to DATA_DIR/outbox (DESIGN §2). */
export async function readOutbox(dataDir: string): Promise<string[]> {
  const dir = join(dataDir, 'outbox');
  const files = await readdir(dir).catch(() => [] as string[]);
  return Promise.all(files.filter((f) => f.endsWith('.eml')).map((f) => readFile(join(dir, f), 'utf8')));
}

/** Waits until a mail containing `text` is in the outbox. */
export async function waitForMail(dataDir: string, text: string, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = (await readOutbox(dataDir)).find((mail) => mail.includes(text));
    if (found) return found;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`No mail containing "${text}" reached ${join(dataDir, 'outbox')} within ${timeoutMs} ms.`);
}
