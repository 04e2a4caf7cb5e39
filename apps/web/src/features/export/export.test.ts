import { MESSAGES } from '@podloom/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import type { ConvertAudioInput, ConvertAudioResult } from './export-api';
import {
  type ExportPorts,
  exportPodcastAudio,
  formatIsLossless,
  formatTakesQuality,
  isDownloadableUrl,
} from './export-audio';
import { meetsTargets } from './loudness';

const notify = { info: vi.fn(), success: vi.fn(), warning: vi.fn(), error: vi.fn() };
let convert: ReturnType<typeof vi.fn<(input: ConvertAudioInput) => Promise<ConvertAudioResult>>>;
let download: ReturnType<typeof vi.fn<(url: string) => void>>;
let ports: ExportPorts;
const URL_OK = 'http://127.0.0.1:8080/files/podcasts/1/audio/exports/r1-320k.mp3?exp=1&sig=x';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  for (const mock of Object.values(notify)) mock.mockReset();
  convert = vi.fn(async () => ({ status: 'SUCCESS', message: 'Audio converted successfully.', newFileUrl: URL_OK }));
  download = vi.fn();
  ports = { convert, download, notify };
});

describe('export (spec 000 §5, §8)', () => {
  it('accepts only http and https links', () => {
    expect(isDownloadableUrl('https://cdn.example.com/a.mp3')).toBe(true);
    expect(isDownloadableUrl(URL_OK)).toBe(true);
    expect(isDownloadableUrl('javascript:alert(1)')).toBe(false);
    expect(isDownloadableUrl('data:audio/mpeg;base64,AAAA')).toBe(false);
    expect(isDownloadableUrl('/files/a.mp3')).toBe(false);
    expect(isDownloadableUrl('')).toBe(false);
    expect(isDownloadableUrl(null)).toBe(false);
  });

  it('needs a podcast id, then a format', async () => {
    expect(await exportPodcastAudio(ports, { podcastId: null, format: 'mp3' })).toBe(false);
    expect(notify.error).toHaveBeenLastCalledWith(MESSAGES.exportPodcastRequired);
    expect(await exportPodcastAudio(ports, { podcastId: 1, format: '' })).toBe(false);
    expect(notify.error).toHaveBeenLastCalledWith(MESSAGES.exportFormatRequired);
    expect(convert).not.toHaveBeenCalled();
  });

  it('converts, downloads and says so; a bitrate never goes with a lossless format', async () => {
    expect(await exportPodcastAudio(ports, { podcastId: 1, format: 'mp3', quality: '320' })).toBe(true);
    expect(convert).toHaveBeenLastCalledWith({ podcastId: 1, format: 'mp3', quality: 320 });
    expect(notify.info).toHaveBeenCalledWith(MESSAGES.converting);
    expect(download).toHaveBeenCalledWith(URL_OK);
    expect(notify.success).toHaveBeenCalledWith(MESSAGES.converted);
    await exportPodcastAudio(ports, { podcastId: 1, format: 'flac', quality: '320' });
    expect(convert).toHaveBeenLastCalledWith({ podcastId: 1, format: 'flac' });
    expect(formatTakesQuality('mp3')).toBe(true);
    expect(formatTakesQuality('wav')).toBe(false);
  });

  it('sends each format its own choice and nothing else', async () => {
    await exportPodcastAudio(ports, { podcastId: 1, format: 'ogg', quality: '96', sampleRate: 48000, bitDepth: 24 });
    expect(convert).toHaveBeenLastCalledWith({ podcastId: 1, format: 'ogg', quality: 96 });
    await exportPodcastAudio(ports, { podcastId: 1, format: 'm4a', quality: '256' });
    expect(convert).toHaveBeenLastCalledWith({ podcastId: 1, format: 'm4a', quality: 256 });
    await exportPodcastAudio(ports, { podcastId: 1, format: 'wav', quality: '320', sampleRate: 48000, bitDepth: 24 });
    expect(convert).toHaveBeenLastCalledWith({ podcastId: 1, format: 'wav', sampleRate: 48000, bitDepth: 24 });
    await exportPodcastAudio(ports, { podcastId: 1, format: 'flac', sampleRate: 22050, bitDepth: 16 });
    expect(convert).toHaveBeenLastCalledWith({ podcastId: 1, format: 'flac', sampleRate: 22050, bitDepth: 16 });
    expect(formatTakesQuality('ogg')).toBe(true);
    expect(formatIsLossless('flac')).toBe(true);
  });

  it('refuses a link that is not http(s)', async () => {
    convert.mockResolvedValueOnce({ status: 'SUCCESS', message: 'ok', newFileUrl: 'javascript:alert(1)' });
    expect(await exportPodcastAudio(ports, { podcastId: 1, format: 'wav' })).toBe(false);
    expect(notify.error).toHaveBeenCalledWith(MESSAGES.cannotDownload);
    expect(download).not.toHaveBeenCalled();
  });

  it("shows the server's message, or the generic one", async () => {
    convert.mockResolvedValueOnce({ status: 'FAILED', message: 'The file is busy.', newFileUrl: '' });
    await exportPodcastAudio(ports, { podcastId: 1, format: 'wav' });
    expect(notify.error).toHaveBeenLastCalledWith('The file is busy.');
    convert.mockResolvedValueOnce({ status: 'FAILED', message: '', newFileUrl: '' });
    await exportPodcastAudio(ports, { podcastId: 1, format: 'wav' });
    expect(notify.error).toHaveBeenLastCalledWith(MESSAGES.conversionFailed);
    convert.mockRejectedValueOnce(new ApiError(MESSAGES.noAudioYet, 200));
    await exportPodcastAudio(ports, { podcastId: 1, format: 'wav' });
    expect(notify.error).toHaveBeenLastCalledWith(MESSAGES.noAudioYet);
    convert.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await exportPodcastAudio(ports, { podcastId: 1, format: 'wav' });
    expect(notify.error).toHaveBeenLastCalledWith(MESSAGES.conversionFailed);
    expect(download).not.toHaveBeenCalled();
  });
});

describe('the loudness report of an export', () => {
  it("tells the exported file's own figures once it downloads", async () => {
    convert.mockResolvedValueOnce({
      status: 'SUCCESS',
      message: 'Audio converted successfully.',
      newFileUrl: URL_OK,
      loudness: { integrated: -16.04, truePeak: -2.31, range: 4.2 },
    });
    expect(await exportPodcastAudio(ports, { podcastId: 1, format: 'ogg' })).toBe(true);
    expect(notify.info).toHaveBeenLastCalledWith('Your OGG file: −16.0 LUFS · true peak −2.3 dBTP · range 4.2 LU.');
  });

  it('says whether a report meets the targets', () => {
    expect(meetsTargets({ integrated: -16.8, truePeak: -1.5, range: 3 })).toBe(true);
    expect(meetsTargets({ integrated: -14.5, truePeak: -3, range: 3 })).toBe(false);
    expect(meetsTargets({ integrated: -16, truePeak: -1.2, range: 3 })).toBe(false);
  });
});
