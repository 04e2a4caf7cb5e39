import { randomBytes } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { ZipStream } from './export-zip';

describe('ZipStream', () => {
  it('writes entries a reader can unzip, waiting while the reader is behind', async () => {
    const zip = new ZipStream();
    const reading = buffer(zip.output);
    const audio = randomBytes(256 * 1024);
    await zip.addText('README.txt', 'hello');
    await zip.addBuffer('files/a.mp3', audio);
    zip.end();
    const files = unzipSync(new Uint8Array(await reading));
    expect(Buffer.from(files['README.txt'] as Uint8Array).toString()).toBe('hello');
    expect(Buffer.from(files['files/a.mp3'] as Uint8Array).equals(audio)).toBe(true);
  });

  it('stops waiting with an error when its reader goes away, instead of waiting for ever', async () => {
    const zip = new ZipStream();
    // Nobody reads: the first large entry fills the buffer and the writer waits for room.
    const adding = zip.addBuffer('files/a.mp3', randomBytes(256 * 1024));
    // Storage gave up (a disk error, say): it destroys the stream it was reading, without an error of its own.
    setTimeout(() => zip.output.destroy(), 20);
    await expect(adding).rejects.toThrow('The export was stopped.');
    await expect(zip.addText('README.txt', 'late')).rejects.toThrow('The export was stopped.');
  });

  it('passes on the error a reader failed with', async () => {
    const zip = new ZipStream();
    zip.output.on('error', () => undefined);
    const adding = zip.addBuffer('files/a.mp3', randomBytes(256 * 1024));
    setTimeout(() => zip.output.destroy(new Error('disk full')), 20);
    await expect(adding).rejects.toThrow('disk full');
  });
});
