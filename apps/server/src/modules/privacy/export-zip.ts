import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/**
 * A zip written as a stream: each entry goes out as it is added, so an export of gigabytes of audio never sits in
 * memory. `output` is handed to storage before the first entry; adding waits while storage is behind.
 */
export class ZipStream {
  readonly output = new PassThrough();
  private readonly zip: Zip;
  private readonly names = new Set<string>();
  private failure: Error | null = null;

  constructor() {
    this.zip = new Zip((error, chunk, final) => {
      if (error) {
        this.failure = error;
        this.output.destroy(error);
        return;
      }
      this.output.write(chunk);
      if (final) this.output.end();
    });
  }

  /** The entry names written so far (for the README and the tests). */
  get entries(): string[] {
    return [...this.names];
  }

  async addText(name: string, text: string): Promise<void> {
    await this.addBuffer(name, Buffer.from(text, 'utf8'), true);
  }

  async addJson(name: string, value: unknown): Promise<void> {
    await this.addText(name, `${JSON.stringify(value, null, 2)}\n`);
  }

  async addBuffer(name: string, data: Buffer, compress = false): Promise<void> {
    const entry = compress ? new ZipDeflate(this.claim(name), { level: 6 }) : new ZipPassThrough(this.claim(name));
    this.zip.add(entry);
    entry.push(new Uint8Array(data.buffer, data.byteOffset, data.byteLength), true);
    await this.drained();
  }

  /** Stored as it is (audio and PDFs are compressed already), read chunk by chunk. */
  async addStream(name: string, stream: Readable): Promise<void> {
    const entry = new ZipPassThrough(this.claim(name));
    this.zip.add(entry);
    for await (const chunk of stream) {
      entry.push(chunk as Uint8Array, false);
      await this.drained();
    }
    entry.push(new Uint8Array(0), true);
    await this.drained();
  }

  /** Writes the central directory; the output ends after it. */
  end(): void {
    this.zip.end();
  }

  /** Stops the zip: whoever reads `output` sees the error. */
  abort(error: Error): void {
    this.zip.terminate();
    this.output.destroy(error);
  }

  private claim(name: string): string {
    if (this.names.has(name)) throw new Error(`The export has two files named ${name}.`);
    this.names.add(name);
    return name;
  }

  /**
   * Waits while storage is behind. A reader that has gone (storage failed, or the export was stopped) ends the wait
   * with an error: 'drain' would never come.
   */
  private async drained(): Promise<void> {
    this.assertWritable();
    if (!this.output.writableNeedDrain) return;
    const stop = new AbortController();
    // 'close' follows a destroy (with or without an error); `once` rejects on 'error' by itself.
    await Promise.race([once(this.output, 'drain', stop), once(this.output, 'close', stop)]).finally(() =>
      stop.abort(),
    );
    this.assertWritable();
  }

  private assertWritable(): void {
    if (this.failure) throw this.failure;
    if (this.output.destroyed) throw this.output.errored ?? new Error('The export was stopped.');
  }
}
