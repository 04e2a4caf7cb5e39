import { type FfmpegBinaries, runBinary } from './ffmpeg';
import { float32FromBytes, float32ToBytes, type Pcm } from './pcm';

/** How a speaker's voice is delivered: its pace (0.7–1.3×) and a pitch shift in semitones (−4 to +4). */
export interface VoiceStyle {
  speed: number;
  pitch: number;
}

export const SPEED_RANGE = { min: 0.7, max: 1.3 } as const;
export const PITCH_RANGE = { min: -4, max: 4 } as const;
export const PLAIN_STYLE: VoiceStyle = { speed: 1, pitch: 0 };

export const isPlainStyle = (style: VoiceStyle | undefined): boolean =>
  !style || (Math.abs(style.speed - 1) < 1e-6 && Math.abs(style.pitch) < 1e-6);

/**
 * ffmpeg's filter for a style. The pitch is moved by playing the samples at a rate 2^(semitones/12) higher and
 * resampling back (which also speeds them up by that ratio); the tempo stretch then takes the pace to `speed`.
 * `atempo` keeps the pitch while it changes the pace (WSOLA), so speed and pitch stay independent.
 */
export function styleFilter(style: VoiceStyle, sampleRate: number): string {
  const ratio = 2 ** (style.pitch / 12);
  const parts: string[] = [];
  if (Math.abs(style.pitch) > 1e-6) {
    parts.push(`asetrate=${Math.round(sampleRate * ratio)}`, `aresample=${sampleRate}`);
  }
  const tempo = style.speed / ratio;
  if (Math.abs(tempo - 1) > 1e-6) parts.push(`atempo=${tempo.toFixed(5)}`);
  return parts.join(',') || 'anull';
}

/** A line's audio delivered in a style: the same words, faster or slower, higher or lower. */
export async function applyVoiceStyle(
  binaries: FfmpegBinaries,
  pcm: Pcm,
  style: VoiceStyle,
  signal?: AbortSignal,
): Promise<Pcm> {
  if (isPlainStyle(style)) return pcm;
  const rate = String(pcm.sampleRate);
  const out = await runBinary(
    binaries.ffmpeg,
    [
      ...['-hide_banner', '-loglevel', 'error', '-f', 'f32le', '-ar', rate, '-ac', '1', '-i', 'pipe:0'],
      ...[
        '-af',
        styleFilter(style, pcm.sampleRate),
        '-f',
        'f32le',
        '-ar',
        rate,
        '-ac',
        '1',
        '-flush_packets',
        '0',
        'pipe:1',
      ],
    ],
    { input: float32ToBytes(pcm.samples), signal },
  );
  return { samples: float32FromBytes(out), sampleRate: pcm.sampleRate };
}
