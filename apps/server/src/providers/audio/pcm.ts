/** Mono PCM in floats (−1…1) at a known rate: what every voice answers and what the mixer works on. */
export interface Pcm {
  samples: Float32Array;
  sampleRate: number;
}

export function durationOf(pcm: Pcm): number {
  return pcm.samples.length / pcm.sampleRate;
}

export function int16ToFloat32(input: Int16Array): Float32Array {
  const out = new Float32Array(input.length);
  for (let i = 0; i < input.length; i++) out[i] = (input[i] as number) / 32768;
  return out;
}

/** One float sample as 16-bit: rounded and clipped (as ffmpeg converts floats). */
export function int16Sample(x: number): number {
  return Math.min(32767, Math.max(-32768, Math.round(x * 32768)));
}

export function float32ToInt16(input: Float32Array): Int16Array {
  const out = new Int16Array(input.length);
  for (let i = 0; i < input.length; i++) out[i] = int16Sample(input[i] as number);
  return out;
}

/** Raw little-endian 16-bit PCM (as OpenAI `pcm`, ElevenLabs `pcm_*` and Gemini answer) to floats. */
export function int16LeBytesToFloat32(bytes: Uint8Array): Float32Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const out = new Float32Array(Math.floor(bytes.byteLength / 2));
  for (let i = 0; i < out.length; i++) out[i] = view.getInt16(i * 2, true) / 32768;
  return out;
}

/** Copies bytes into an aligned Float32Array (a pooled Buffer's offset is not always a multiple of 4). */
export function float32FromBytes(bytes: Uint8Array): Float32Array {
  const count = Math.floor(bytes.byteLength / 4);
  const copy = new Uint8Array(count * 4);
  copy.set(bytes.subarray(0, count * 4));
  return new Float32Array(copy.buffer);
}

export function float32ToBytes(samples: Float32Array): Buffer {
  return Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength);
}

/** A 16-bit mono WAV: the line cache's format, small enough and readable by every tool. */
export function encodeWav(pcm: Pcm): Buffer {
  const data = float32ToInt16(pcm.samples);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.byteLength, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(pcm.sampleRate, 24);
  header.writeUInt32LE(pcm.sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.byteLength, 40);
  return Buffer.concat([header, Buffer.from(data.buffer, data.byteOffset, data.byteLength)]);
}

export function isWav(bytes: Uint8Array): boolean {
  return bytes.byteLength >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WAVE';
}

/** Reads PCM 16-bit or float 32-bit WAV (any channel count, down-mixed to mono); other codecs throw. */
export function decodeWav(bytes: Uint8Array): Pcm {
  if (!isWav(bytes)) throw new Error('Not a WAV file.');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 12;
  let format = 0;
  let channels = 1;
  let sampleRate = 0;
  let bits = 16;
  while (offset + 8 <= bytes.byteLength) {
    const id = ascii(bytes, offset, 4);
    let size = view.getUint32(offset + 4, true);
    const body = offset + 8;
    if (id === 'fmt ') {
      format = view.getUint16(body, true);
      channels = view.getUint16(body + 2, true);
      sampleRate = view.getUint32(body + 4, true);
      bits = view.getUint16(body + 14, true);
      if (format === 0xfffe) format = view.getUint16(body + 24, true);
    } else if (id === 'data') {
      // Streamed WAVs (ffmpeg to a pipe, some APIs) leave the size unknown.
      if (size === 0 || size === 0xffffffff || body + size > bytes.byteLength) size = bytes.byteLength - body;
      return { samples: readFrames(view, body, size, format, bits, channels), sampleRate };
    }
    offset = body + size + (size % 2);
  }
  throw new Error('The WAV file has no data.');
}

function readFrames(view: DataView, start: number, size: number, format: number, bits: number, channels: number) {
  const bytesPerSample = bits / 8;
  const frames = Math.floor(size / (bytesPerSample * channels));
  // What voices and the line cache send: mono 16-bit, read as it lies (every platform Node runs on is little-endian).
  if (format === 1 && bits === 16 && channels === 1) return int16Frames(view, start, frames);
  const out = new Float32Array(frames);
  for (let f = 0; f < frames; f++) {
    let sum = 0;
    for (let c = 0; c < channels; c++) {
      const at = start + (f * channels + c) * bytesPerSample;
      if (format === 1 && bits === 16) sum += view.getInt16(at, true) / 32768;
      else if (format === 3 && bits === 32) sum += view.getFloat32(at, true);
      else if (format === 1 && bits === 32) sum += view.getInt32(at, true) / 2147483648;
      else if (format === 1 && bits === 8) sum += (view.getUint8(at) - 128) / 128;
      else throw new Error(`Unsupported WAV encoding (format ${format}, ${bits} bits).`);
    }
    out[f] = sum / channels;
  }
  return out;
}

function int16Frames(view: DataView, start: number, frames: number): Float32Array {
  const out = new Float32Array(frames);
  const at = view.byteOffset + start;
  // An Int16Array needs an even offset; a copy is cheaper than reading sample by sample otherwise.
  const pcm =
    at % 2 === 0
      ? new Int16Array(view.buffer, at, frames)
      : new Int16Array(view.buffer.slice(at, at + frames * 2) as ArrayBuffer);
  for (let f = 0; f < frames; f++) out[f] = (pcm[f] as number) / 32768;
  return out;
}

function ascii(bytes: Uint8Array, start: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(start, start + length));
}

/**
 * Band-limited resampling by a Lanczos (a = 4) kernel: voices arrive at 22.05, 24 or 44.1 kHz and one
 * programme needs one rate. Lowering the rate widens the kernel so it also filters out aliasing.
 */
export function resample(pcm: Pcm, targetRate: number): Pcm {
  if (pcm.sampleRate === targetRate) return pcm;
  const ratio = targetRate / pcm.sampleRate;
  const input = pcm.samples;
  const length = Math.max(0, Math.round(input.length * ratio));
  const out = new Float32Array(length);
  const a = 4;
  const scale = Math.min(1, ratio);
  const radius = a / scale;
  for (let i = 0; i < length; i++) {
    const center = i / ratio;
    const from = Math.max(0, Math.ceil(center - radius));
    const to = Math.min(input.length - 1, Math.floor(center + radius));
    let sum = 0;
    let weights = 0;
    for (let j = from; j <= to; j++) {
      const w = lanczos((center - j) * scale, a);
      sum += (input[j] as number) * w;
      weights += w;
    }
    out[i] = weights > 0 ? sum / weights : 0;
  }
  return { samples: out, sampleRate: targetRate };
}

function lanczos(x: number, a: number): number {
  if (x === 0) return 1;
  if (x <= -a || x >= a) return 0;
  const px = Math.PI * x;
  return (a * Math.sin(px) * Math.sin(px / a)) / (px * px);
}
