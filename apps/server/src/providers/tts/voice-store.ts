import { createHash } from 'node:crypto';
import { createWriteStream, existsSync } from 'node:fs';
import { cp, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Adding and removing local voice models (`npm run voices`). Downloads come from the publishers' own release files
 * (Piper's voices on rhasspy/piper-voices, Kokoro's ONNX export on onnx-community/Kokoro-82M-v1.0-ONNX, both on
 * Hugging Face) and are checked against the checksums the publisher lists before they are kept.
 */
export const PUBLISHER_URL = 'https://huggingface.co';
const PIPER_REPO = 'rhasspy/piper-voices';
const PIPER_REVISION = 'v1.0.0';
const KOKORO_REPO = 'onnx-community/Kokoro-82M-v1.0-ONNX';
/** The 8-bit quantised export: about 90 MB, and faster than real time on a small CPU. */
const KOKORO_MODEL = 'onnx/model_quantized.onnx';
export const KOKORO_NAME = 'kokoro-v1.0';

export class VoiceStoreError extends Error {
  override name = 'VoiceStoreError';
}

interface Expected {
  bytes?: number;
  /** `md5:…`, `sha256:…` or `git-sha1:…` (a git blob's id, for files kept outside LFS). */
  digest: string;
}

/** A file fetched to `<target>.part`, hashed on the way, moved into place only when it matches. */
async function download(url: string, target: string, expected: Expected): Promise<void> {
  const [algorithm, want] = expected.digest.split(':') as [string, string];
  const response = await fetch(url, { redirect: 'follow' }).catch((error: Error) => {
    throw new VoiceStoreError(`Could not reach ${new URL(url).host} (${error.message}).`);
  });
  if (!response.ok || !response.body) throw new VoiceStoreError(`${url} answered ${response.status}.`);
  const hash = createHash(algorithm === 'git-sha1' ? 'sha1' : algorithm);
  if (algorithm === 'git-sha1') hash.update(`blob ${expected.bytes ?? 0}\0`);
  let bytes = 0;
  const part = `${target}.part`;
  await mkdir(dirname(target), { recursive: true });
  const body = Readable.fromWeb(response.body as import('node:stream/web').ReadableStream);
  body.on('data', (chunk: Buffer) => {
    hash.update(chunk);
    bytes += chunk.length;
  });
  await pipeline(body, createWriteStream(part));
  const got = hash.digest('hex');
  if (got !== want || (expected.bytes !== undefined && bytes !== expected.bytes)) {
    await rm(part, { force: true });
    throw new VoiceStoreError(
      `${basename(target)} did not match the checksum its publisher lists (${algorithm} ${want}, got ${got}, ${bytes} bytes): nothing was kept.`,
    );
  }
  await rename(part, target);
}

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url).catch((error: Error) => {
    throw new VoiceStoreError(`Could not reach ${new URL(url).host} (${error.message}).`);
  });
  if (!response.ok) throw new VoiceStoreError(`${url} answered ${response.status}.`);
  return (await response.json()) as T;
}

type PiperIndex = Record<string, { files: Record<string, { size_bytes: number; md5_digest: string }> }>;

async function addPiper(name: string, dir: string, base: string): Promise<string[]> {
  const root = `${base}/${PIPER_REPO}/resolve/${PIPER_REVISION}`;
  const index = await getJson<PiperIndex>(`${root}/voices.json`);
  const entry = index[name];
  if (!entry) {
    throw new VoiceStoreError(
      `Piper publishes no voice called ${name}. Names look like en_US-lessac-medium; the list is https://github.com/rhasspy/piper/blob/master/VOICES.md.`,
    );
  }
  const files = Object.entries(entry.files).filter(([path]) => path.endsWith('.onnx') || path.endsWith('.onnx.json'));
  // The settings last: a model without them is reported as incomplete, never used half-written.
  files.sort(([a], [b]) => Number(a.endsWith('.json')) - Number(b.endsWith('.json')));
  const written: string[] = [];
  for (const [path, file] of files) {
    const target = join(dir, basename(path));
    await download(`${root}/${path}`, target, { bytes: file.size_bytes, digest: `md5:${file.md5_digest}` });
    written.push(target);
  }
  return written;
}

type TreeEntry = { type: string; path: string; size: number; oid: string; lfs?: { oid: string; size: number } };

async function addKokoro(dir: string, base: string): Promise<string[]> {
  const api = `${base}/api/models/${KOKORO_REPO}/tree/main`;
  const files = `${base}/${KOKORO_REPO}/resolve/main`;
  const [models, voices] = await Promise.all([
    getJson<TreeEntry[]>(`${api}/onnx`),
    getJson<TreeEntry[]>(`${api}/voices`),
  ]);
  const model = models.find((f) => f.path === KOKORO_MODEL);
  if (!model) throw new VoiceStoreError(`${KOKORO_REPO} no longer publishes ${KOKORO_MODEL}.`);
  const expected = (f: TreeEntry): Expected =>
    f.lfs ? { bytes: f.lfs.size, digest: `sha256:${f.lfs.oid}` } : { bytes: f.size, digest: `git-sha1:${f.oid}` };
  const written: string[] = [];
  // The voices first, the model last: the model's file is what makes the folder a model.
  for (const voice of voices.filter((f) => f.type === 'file' && f.path.endsWith('.bin'))) {
    const target = join(dir, `${KOKORO_NAME}.voices`, basename(voice.path));
    await download(`${files}/${voice.path}`, target, expected(voice));
    written.push(target);
  }
  const target = join(dir, `${KOKORO_NAME}.onnx`);
  await download(`${files}/${model.path}`, target, expected(model));
  return [...written, target];
}

/** A model on this machine: a Piper `.onnx` with its `.onnx.json`, or a Kokoro `.onnx` with its `.voices` folder. */
async function addLocal(path: string, dir: string, label?: { name?: string; gender?: 'male' | 'female' }) {
  const source = resolve(path);
  if (!existsSync(source) || !source.endsWith('.onnx')) {
    throw new VoiceStoreError(`${path} is not an .onnx file on this machine.`);
  }
  const stem = basename(source, '.onnx');
  const voicesDir = join(dirname(source), `${stem}.voices`);
  await mkdir(dir, { recursive: true });
  const written: string[] = [];
  if (existsSync(`${source}.json`)) {
    const config = JSON.parse(await readFile(`${source}.json`, 'utf8')) as Record<string, unknown>;
    if (label?.name || label?.gender) config.podloom = { ...label };
    await writeFile(join(dir, `${stem}.onnx.json.part`), JSON.stringify(config, null, 2));
    await cp(source, join(dir, `${stem}.onnx`));
    await rename(join(dir, `${stem}.onnx.json.part`), join(dir, `${stem}.onnx.json`));
    written.push(join(dir, `${stem}.onnx`), join(dir, `${stem}.onnx.json`));
  } else if (existsSync(voicesDir)) {
    await cp(voicesDir, join(dir, `${stem}.voices`), { recursive: true });
    await cp(source, join(dir, `${stem}.onnx`));
    written.push(join(dir, `${stem}.voices`), join(dir, `${stem}.onnx`));
  } else {
    throw new VoiceStoreError(
      `${path} has neither ${stem}.onnx.json (a Piper voice) nor a ${stem}.voices folder (a Kokoro model) beside it.`,
    );
  }
  return written;
}

/**
 * Adds a voice by name (`en_US-lessac-medium`, `kokoro`) from its publisher, or from a path on this machine.
 * Returns the files written. `base` replaces the publisher's address (a mirror, or the tests' local server).
 */
export async function addVoice(
  what: string,
  dir: string,
  options: { base?: string; name?: string; gender?: 'male' | 'female' } = {},
): Promise<string[]> {
  const base = (options.base ?? PUBLISHER_URL).replace(/\/+$/, '');
  if (what.endsWith('.onnx') || what.includes('/')) return addLocal(what, dir, options);
  if (what === 'kokoro' || what === KOKORO_NAME) return addKokoro(dir, base);
  if (!/^[a-z]{2,3}_[A-Z]{2}-[A-Za-z0-9_]+-(x_low|low|medium|high)$/.test(what)) {
    throw new VoiceStoreError(
      `${what} is not a voice name Podloom knows: give a Piper voice (en_US-lessac-medium), kokoro, or a path to an .onnx file.`,
    );
  }
  return addPiper(what, dir, base);
}

/** Removes a model and the files that belong to it. */
export async function removeVoice(name: string, dir: string): Promise<string[]> {
  if (!/^[\w.-]+$/.test(name)) throw new VoiceStoreError(`${name} is not the name of a model.`);
  const files = [`${name}.onnx`, `${name}.onnx.json`, `${name}.voices`, `${name}.config.json`].map((f) => join(dir, f));
  const present = files.filter((f) => existsSync(f));
  if (present.length === 0) throw new VoiceStoreError(`There is no model called ${name} in ${dir}.`);
  for (const file of present) await rm(file, { recursive: true, force: true });
  return present;
}
