import { decodeToPcm, type FfmpegBinaries } from '../audio/ffmpeg';
import { decodeWav, isWav, type Pcm } from '../audio/pcm';

/** A provider's audio bytes to PCM: WAV is read here, anything else (MP3, Opus…) goes through ffmpeg. */
export async function decodeSpeech(bytes: Buffer, binaries: () => FfmpegBinaries, signal?: AbortSignal): Promise<Pcm> {
  if (isWav(bytes)) return decodeWav(bytes);
  return decodeToPcm(binaries(), { bytes }, { sampleRate: 24_000, signal });
}
