import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { onnx } from 'onnx-proto';

/**
 * Tiny but real ONNX models with the input/output signature of each family, for tests: the real engine loads them
 * with onnxruntime and runs them. Each speaks a 220 Hz tone whose length follows the model's own rule (Piper:
 * phoneme ids × 256 samples × `length_scale`; Kokoro: tokens × 300 samples ÷ `speed`), so tests can check the
 * sample rate, the length and the speed setting against real inference.
 */
const { DataType } = onnx.TensorProto;

function tensor(name: string, dataType: number, dims: number[], values: number[]): onnx.ITensorProto {
  return dataType === DataType.INT64
    ? { name, dataType, dims, int64Data: values }
    : { name, dataType, dims, floatData: values };
}

function valueInfo(name: string, elemType: number, dims: Array<number | string>): onnx.IValueInfoProto {
  return {
    name,
    type: {
      tensorType: {
        elemType,
        shape: { dim: dims.map((d) => (typeof d === 'number' ? { dimValue: d } : { dimParam: d })) },
      },
    },
  };
}

const node = (opType: string, input: string[], output: string[], attribute: onnx.IAttributeProto[] = []) => ({
  opType,
  input,
  output,
  attribute,
});

/** `seconds per id` nodes: samples = count(ids) × factor × scale (or ÷ divisor), as a tone. */
function toneNodes(ids: string, scale: { mul?: string; div?: string }, perId: number, sampleRate: number) {
  const nodes = [
    node('Shape', [ids], ['shape']),
    node('Gather', ['shape', 'one'], ['count']),
    node(
      'Cast',
      ['count'],
      ['count_f'],
      [{ name: 'to', type: onnx.AttributeProto.AttributeType.INT, i: DataType.FLOAT }],
    ),
    node('Mul', ['count_f', 'per_id'], ['base']),
    scale.mul ? node('Mul', ['base', scale.mul], ['length']) : node('Div', ['base', scale.div as string], ['length']),
    node('Range', ['zero', 'length', 'step'], ['t']),
    node('Mul', ['t', 'omega'], ['phase']),
    node('Sin', ['phase'], ['wave']),
    node('Mul', ['wave', 'gain'], ['quiet']),
  ];
  const initializer = [
    tensor('one', DataType.INT64, [], [1]),
    tensor('per_id', DataType.FLOAT, [], [perId]),
    tensor('zero', DataType.FLOAT, [], [0]),
    tensor('step', DataType.FLOAT, [], [1]),
    tensor('omega', DataType.FLOAT, [], [(2 * Math.PI * 220) / sampleRate]),
    tensor('gain', DataType.FLOAT, [], [0.3]),
  ];
  return { nodes, initializer };
}

function encode(graph: onnx.IGraphProto, metadata: Record<string, string>): Uint8Array {
  return onnx.ModelProto.encode({
    irVersion: 8,
    producerName: 'podloom-tests',
    opsetImport: [{ domain: '', version: 13 }],
    metadataProps: Object.entries(metadata).map(([key, value]) => ({ key, value })),
    graph,
  }).finish();
}

/** A Piper (VITS) model: `input`, `input_lengths`, `scales` (and `sid` when multi-speaker) → `output` [1, 1, n]. */
export function piperModel(options: { sampleRate?: number; speakers?: number } = {}): Uint8Array {
  const sampleRate = options.sampleRate ?? 22_050;
  const tone = toneNodes('input', { mul: 'length_scale' }, 256, sampleRate);
  const inputs = [
    valueInfo('input', DataType.INT64, [1, 'phonemes']),
    valueInfo('input_lengths', DataType.INT64, [1]),
    valueInfo('scales', DataType.FLOAT, [3]),
    ...((options.speakers ?? 1) > 1 ? [valueInfo('sid', DataType.INT64, [1])] : []),
  ];
  return encode(
    {
      name: 'piper-test',
      node: [
        node('Gather', ['scales', 'one'], ['length_scale']),
        ...tone.nodes,
        node('Reshape', ['quiet', 'out_shape'], ['output']),
      ],
      initializer: [...tone.initializer, tensor('out_shape', DataType.INT64, [3], [1, 1, -1])],
      input: inputs,
      output: [valueInfo('output', DataType.FLOAT, [1, 1, 'time'])],
    },
    { model_type: 'vits' },
  );
}

/** Piper's `.onnx.json`: the sample rate, eSpeak voice, phoneme ids and speakers the engine reads. */
export function piperConfig(
  options: { sampleRate?: number; language?: string; espeak?: string; speakers?: string[] } = {},
) {
  const symbols = [...'_^$ ,.!?abdefhijklmnoprstuvwzæðŋɐɑɔəɛɜɡɪɹɾʃʊʌʒθˈˌː'];
  const language = options.language ?? 'en_US';
  return {
    audio: { sample_rate: options.sampleRate ?? 22_050, quality: 'medium' },
    espeak: { voice: options.espeak ?? 'en-us' },
    language: { code: language, family: language.split('_')[0] },
    inference: { noise_scale: 0.667, length_scale: 1, noise_w: 0.8 },
    phoneme_type: 'espeak',
    phoneme_id_map: Object.fromEntries(symbols.map((s, i) => [s, [i]])),
    num_symbols: symbols.length,
    num_speakers: options.speakers?.length ?? 1,
    speaker_id_map: Object.fromEntries((options.speakers ?? []).map((s, i) => [s, i])),
    dataset: 'test',
  };
}

/** A Kokoro model: `tokens` (or `input_ids`), `style` [1, 256], `speed` [1] → `audio` [n]. */
export function kokoroModel(
  options: { tokenInput?: 'tokens' | 'input_ids'; speedType?: 'float' | 'int32' } = {},
): Uint8Array {
  const intSpeed = options.speedType === 'int32';
  const tokens = options.tokenInput ?? 'tokens';
  const tone = toneNodes(tokens, { div: 'speed_scalar' }, 300, 24_000);
  return encode(
    {
      name: 'kokoro-test',
      node: [
        ...(intSpeed
          ? [
              node(
                'Cast',
                ['speed'],
                ['speed_f'],
                [{ name: 'to', type: onnx.AttributeProto.AttributeType.INT, i: DataType.FLOAT }],
              ),
              node('Squeeze', ['speed_f'], ['speed_scalar']),
            ]
          : [node('Squeeze', ['speed'], ['speed_scalar'])]),
        ...tone.nodes,
        node(
          'ReduceMean',
          ['style'],
          ['style_mean'],
          [{ name: 'keepdims', type: onnx.AttributeProto.AttributeType.INT, i: 0 }],
        ),
        node('Mul', ['style_mean', 'zero'], ['style_bias']),
        node('Add', ['quiet', 'style_bias'], ['audio']),
      ],
      initializer: tone.initializer,
      input: [
        valueInfo(tokens, DataType.INT64, [1, 'tokens']),
        valueInfo('style', DataType.FLOAT, [1, 256]),
        valueInfo('speed', intSpeed ? DataType.INT32 : DataType.FLOAT, [1]),
      ],
      output: [valueInfo('audio', DataType.FLOAT, ['samples'])],
    },
    { model_type: 'kokoro' },
  );
}

/** A Kokoro voice file: 510 style rows of 256 floats, as onnx-community's `voices/*.bin`. */
export function kokoroVoice(seed = 1): Buffer {
  const rows = new Float32Array(510 * 256);
  for (let i = 0; i < rows.length; i++) rows[i] = Math.sin(i * seed) * 0.1;
  return Buffer.from(rows.buffer);
}

/** Writes a Piper voice (`<name>.onnx` + `.onnx.json`) into `dir`. */
export async function writePiperVoice(dir: string, name: string, options: Parameters<typeof piperConfig>[0] = {}) {
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, `${name}.onnx`), piperModel({ ...options, speakers: options.speakers?.length }));
  await writeFile(join(dir, `${name}.onnx.json`), JSON.stringify(piperConfig(options)));
}

/** Writes a Kokoro model (`<name>.onnx` + `<name>.voices/<voice>.bin`) into `dir`. */
export async function writeKokoroModel(
  dir: string,
  name: string,
  voices: string[],
  tokenInput?: 'tokens' | 'input_ids',
  speedType?: 'float' | 'int32',
) {
  await mkdir(join(dir, `${name}.voices`), { recursive: true });
  await writeFile(join(dir, `${name}.onnx`), kokoroModel({ tokenInput, speedType }));
  for (const [i, voice] of voices.entries()) {
    await writeFile(join(dir, `${name}.voices`, `${voice}.bin`), kokoroVoice(i + 1));
  }
}
