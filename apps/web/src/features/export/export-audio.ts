import { MESSAGES } from '@podloom/contract';
import { ApiError } from '../../api/api-error';
import type { Notifier } from '../../api/generation-run';
import type { ConvertAudioInput, ConvertAudioResult } from './export-api';
import { describeLoudness } from './loudness';

/** The calls an export makes: the real ones in the app, fakes in tests. */
export interface ExportPorts {
  convert: (input: ConvertAudioInput) => Promise<ConvertAudioResult>;
  /** Starts the browser's download of a link. */
  download: (url: string) => void;
  notify: Notifier;
}

/**
 * Each format's meaningful choice, as the server offers it: a bitrate (kbps) for the lossy formats — MP3's from the
 * seeded quality_of_audio options, Opus's and AAC's from these lists — and a sample rate and bit depth for WAV and FLAC.
 */
export const LOSSY_BITRATES: Record<string, readonly number[]> = { ogg: [32, 64, 96, 128], m4a: [96, 128, 192, 256] };
export const DEFAULT_BITRATE: Record<string, string> = { mp3: '128', ogg: '64', m4a: '128' };
export const SAMPLE_RATES = [22050, 44100, 48000] as const;
export const BIT_DEPTHS = [16, 24] as const;

/** MP3, Ogg (Opus) and M4A (AAC) take a bitrate. */
export const formatTakesQuality = (format: string | null | undefined) =>
  format === 'mp3' || (!!format && format in LOSSY_BITRATES);
/** WAV and FLAC take a sample rate and a bit depth. */
export const formatIsLossless = (format: string | null | undefined) => format === 'wav' || format === 'flac';

/** Spec 000 §8: a returned link that is not http or https is not followed. */
export function isDownloadableUrl(url: string | null | undefined): url is string {
  if (!url) return false;
  try {
    const { protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/** The server's own sentence (a GraphQL error or a 4xx); a broken connection or a 5xx has none worth showing. */
function serverMessage(error: unknown): string | null {
  if (!(error instanceof ApiError) || !error.message) return null;
  return error.status !== undefined && error.status >= 500 ? null : error.message;
}

export interface ExportRequest {
  podcastId: number | null | undefined;
  format: string | null | undefined;
  /** kbps as the option key ('128'); ignored unless the format takes one. */
  quality?: string | null;
  /** Hz and bits, for WAV and FLAC only. */
  sampleRate?: number | null;
  bitDepth?: number | null;
}

/** The choices that go with the format, and no others. */
function choicesFor(request: ExportRequest): Pick<ConvertAudioInput, 'quality' | 'sampleRate' | 'bitDepth'> {
  if (formatTakesQuality(request.format)) return request.quality ? { quality: Number(request.quality) } : {};
  if (!formatIsLossless(request.format)) return {};
  return {
    ...(request.sampleRate ? { sampleRate: request.sampleRate } : {}),
    ...(request.bitDepth ? { bitDepth: request.bitDepth } : {}),
  };
}

/**
 * Spec 000 §4/§5/§8 Export: the podcast id and format are required; 'Converting audio.' while the server
 * converts; the server's message or 'Conversion failed. Please try again.' when it refuses; a link that is not
 * http(s) is refused; otherwise the download starts. Answers whether a file was downloaded.
 */
export async function exportPodcastAudio(ports: ExportPorts, request: ExportRequest): Promise<boolean> {
  if (!request.podcastId) {
    ports.notify.error(MESSAGES.exportPodcastRequired);
    return false;
  }
  if (!request.format) {
    ports.notify.error(MESSAGES.exportFormatRequired);
    return false;
  }
  ports.notify.info(MESSAGES.converting);
  let result: ConvertAudioResult;
  try {
    result = await ports.convert({
      podcastId: request.podcastId,
      format: request.format,
      ...choicesFor(request),
    });
  } catch (error) {
    console.error('The audio could not be converted.', error);
    ports.notify.error(serverMessage(error) ?? MESSAGES.conversionFailed);
    return false;
  }
  if (result?.status !== 'SUCCESS') {
    ports.notify.error(result?.message || MESSAGES.conversionFailed);
    return false;
  }
  if (!isDownloadableUrl(result.newFileUrl)) {
    ports.notify.error(MESSAGES.cannotDownload);
    return false;
  }
  ports.download(result.newFileUrl);
  ports.notify.success(MESSAGES.converted);
  if (result.loudness)
    ports.notify.info(`Your ${request.format.toUpperCase()} file: ${describeLoudness(result.loudness)}.`);
  return true;
}

/** Follows a download link; the server names the file (Content-Disposition). */
export function downloadLink(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.rel = 'noopener';
  link.download = '';
  document.body.appendChild(link);
  link.click();
  link.remove();
}
