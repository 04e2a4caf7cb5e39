import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalVoiceProvider } from './local-voices';
import { kokoroModel, kokoroVoice, piperConfig, piperModel, writePiperVoice } from './testing/onnx-models';
import { addVoice, removeVoice } from './voice-store';

const md5 = (bytes: Uint8Array | string) => createHash('md5').update(bytes).digest('hex');
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Stands in for the publishers' release files: Piper's voices.json and files, Kokoro's tree listing and files. */
function publisher() {
  const model = piperModel();
  const config = JSON.stringify(piperConfig());
  const kokoro = kokoroModel();
  const heart = kokoroVoice(1);
  const files: Record<string, Uint8Array | string> = {
    '/rhasspy/piper-voices/resolve/v1.0.0/en/en_US/amy/medium/en_US-amy-medium.onnx': model,
    '/rhasspy/piper-voices/resolve/v1.0.0/en/en_US/amy/medium/en_US-amy-medium.onnx.json': config,
    '/rhasspy/piper-voices/resolve/v1.0.0/en/en_US/joe/medium/en_US-joe-medium.onnx': Buffer.from('tampered'),
    '/onnx-community/Kokoro-82M-v1.0-ONNX/resolve/main/onnx/model_quantized.onnx': kokoro,
    '/onnx-community/Kokoro-82M-v1.0-ONNX/resolve/main/voices/af_heart.bin': heart,
  };
  const entry = (path: string, bytes: Uint8Array | string) => ({
    [path]: { size_bytes: Buffer.byteLength(bytes), md5_digest: md5(bytes) },
  });
  const json: Record<string, unknown> = {
    '/rhasspy/piper-voices/resolve/v1.0.0/voices.json': {
      'en_US-amy-medium': {
        files: {
          ...entry('en/en_US/amy/medium/en_US-amy-medium.onnx', model),
          ...entry('en/en_US/amy/medium/en_US-amy-medium.onnx.json', config),
          ...entry('en/en_US/amy/medium/MODEL_CARD', 'card'),
        },
      },
      // Its published checksum is of the real file; the server hands out another.
      'en_US-joe-medium': { files: entry('en/en_US/joe/medium/en_US-joe-medium.onnx', model) },
    },
    '/api/models/onnx-community/Kokoro-82M-v1.0-ONNX/tree/main/onnx': [
      { type: 'file', path: 'onnx/model.onnx', size: 1, oid: 'x', lfs: { oid: 'y', size: 1 } },
      {
        type: 'file',
        path: 'onnx/model_quantized.onnx',
        size: 135,
        oid: 'z',
        lfs: { oid: sha256(kokoro), size: kokoro.length },
      },
    ],
    '/api/models/onnx-community/Kokoro-82M-v1.0-ONNX/tree/main/voices': [
      {
        type: 'file',
        path: 'voices/af_heart.bin',
        size: 135,
        oid: 'z',
        lfs: { oid: sha256(heart), size: heart.length },
      },
    ],
  };
  return createServer((request, response) => {
    const path = request.url?.split('?')[0] ?? '';
    if (json[path])
      return response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(json[path]));
    const file = files[path];
    if (file) return response.writeHead(200).end(file);
    response.writeHead(404).end('not found');
  });
}

let server: Server;
let base: string;
let dir: string;

beforeAll(async () => {
  server = publisher();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  dir = await mkdtemp(join(tmpdir(), 'podloom-store-'));
});

afterAll(async () => {
  await new Promise((done) => server.close(done));
  await rm(dir, { recursive: true, force: true });
});

describe('npm run voices: adding and removing local models', () => {
  it("downloads a Piper voice from its publisher's release files, checked against the listed md5", async () => {
    const models = join(dir, 'piper');
    const files = await addVoice('en_US-amy-medium', models, { base });
    expect(files.map((f) => f.slice(models.length + 1))).toEqual([
      'en_US-amy-medium.onnx',
      'en_US-amy-medium.onnx.json',
    ]);
    const engine = new LocalVoiceProvider({ dir: models, poolSize: 1 });
    const { voices } = await engine.discover();
    await engine.close();
    expect(voices.map((v) => `${v.id} ${v.name} ${v.gender}`)).toEqual(['en_US-amy-medium Amy female']);
  }, 60_000);

  it('keeps nothing when a download does not match its checksum', async () => {
    const models = join(dir, 'tampered');
    await expect(addVoice('en_US-joe-medium', models, { base })).rejects.toThrow(
      /^en_US-joe-medium\.onnx did not match the checksum its publisher lists \(md5 [0-9a-f]{32}, got [0-9a-f]{32}, 8 bytes\): nothing was kept\.$/,
    );
    expect(await readdir(models)).toEqual([]);
  });

  it('downloads Kokoro with its voices, checked against the sha256 the publisher lists', async () => {
    const models = join(dir, 'kokoro');
    await addVoice('kokoro', models, { base });
    expect(existsSync(join(models, 'kokoro-v1.0.onnx'))).toBe(true);
    expect(await readdir(join(models, 'kokoro-v1.0.voices'))).toEqual(['af_heart.bin']);
    const engine = new LocalVoiceProvider({ dir: models, poolSize: 1 });
    expect((await engine.discover()).voices.map((v) => v.id)).toEqual(['kokoro-v1.0#af_heart']);
    await engine.close();
  }, 60_000);

  it('says so when a name is unknown or the publisher is unreachable', async () => {
    await expect(addVoice('en_US-nobody-medium', dir, { base })).rejects.toThrow(
      'Piper publishes no voice called en_US-nobody-medium. Names look like en_US-lessac-medium; the list is https://github.com/rhasspy/piper/blob/master/VOICES.md.',
    );
    await expect(addVoice('bark', dir, { base })).rejects.toThrow(
      'bark is not a voice name Podloom knows: give a Piper voice (en_US-lessac-medium), kokoro, or a path to an .onnx file.',
    );
    await expect(addVoice('en_US-amy-medium', dir, { base: 'http://127.0.0.1:9' })).rejects.toThrow(
      /^Could not reach 127\.0\.0\.1:9 \(/,
    );
  });

  it('takes a model from a path on this machine, with the name and gender given, and removes it again', async () => {
    const source = join(dir, 'source');
    await writePiperVoice(source, 'en_GB-custom-medium');
    const models = join(dir, 'local');
    await addVoice(join(source, 'en_GB-custom-medium.onnx'), models, { name: 'Grace', gender: 'female' });
    const config = JSON.parse(await readFile(join(models, 'en_GB-custom-medium.onnx.json'), 'utf8'));
    expect(config.podloom).toEqual({ name: 'Grace', gender: 'female' });
    await mkdir(join(source, 'lonely'), { recursive: true });
    await writeFile(join(source, 'lonely', 'x.onnx'), piperModel());
    await expect(addVoice(join(source, 'lonely', 'x.onnx'), models)).rejects.toThrow(
      /x\.onnx has neither x\.onnx\.json \(a Piper voice\) nor a x\.voices folder \(a Kokoro model\) beside it\.$/,
    );
    expect(await removeVoice('en_GB-custom-medium', models)).toHaveLength(2);
    expect(await readdir(models)).toEqual([]);
    await expect(removeVoice('en_GB-custom-medium', models)).rejects.toThrow(
      `There is no model called en_GB-custom-medium in ${models}.`,
    );
  });
});

describe('npm run voices list', () => {
  it('lists models and their problems from the command line', async () => {
    const models = join(dir, 'cli');
    await writePiperVoice(models, 'en_US-lessac-medium');
    await writeFile(join(models, 'broken.onnx'), 'garbage');
    await writeFile(join(models, 'broken.onnx.json'), JSON.stringify(piperConfig()));
    const run = promisify(execFile);
    const script = join(__dirname, '../../../scripts/voices.ts');
    const { stdout } = await run(process.execPath, ['--import', 'tsx', script, 'list'], {
      env: { ...process.env, VOICE_MODELS_DIR: models, NODE_ENV: 'test' },
    });
    expect(stdout).toContain(`Voice models in ${models}:`);
    expect(stdout).toMatch(/✓ en_US-lessac-medium — Piper, 0 MB: Lessac \(female, en\)/);
    expect(stdout).toContain('✗ broken: the file is empty or cut short.');
  }, 60_000);
});
