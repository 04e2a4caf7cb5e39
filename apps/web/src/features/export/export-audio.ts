import { MESSAGES } from '@podloom/contract';
import { ApiError } from '../../api/api-error';
import type { Notifier } from '../../api/generation-run';
import type { ConvertAudioInput, ConvertAudioResult } from './export-api';

/** The calls an export makes: the real ones in the app, fakes in tests. */
export interface ExportPorts {
  convert: (input: ConvertAudioInput) => Promise<ConvertAudioResult>;
  /** Starts the browser's download of a link. */
  download: (url: string) => void;
  notify: Notifier;
}

/** Only MP3 takes a quality (its bitrate, from the quality_of_audio options); the server ignores it otherwise. */
export const formatTakesQuality = (format: string | null | undefined) => format === 'mp3';

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
  const quality = formatTakesQuality(request.format) && request.quality ? Number(request.quality) : undefined;
  ports.notify.info(MESSAGES.converting);
  let result: ConvertAudioResult;
  try {
    result = await ports.convert({
      podcastId: request.podcastId,
      format: request.format,
      ...(quality ? { quality } : {}),
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
