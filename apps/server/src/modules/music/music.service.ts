import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { MUSIC_LIMITS, MUSIC_MESSAGES, type MusicItemView } from '@podloom/contract';
import { badRequest, notFound } from '../../platform/http/errors';
import type { AppServices } from '../../platform/services';
import { readAudioUpload } from './audio-content';
import { BEDS } from './bed-synth';
import { bedKey, ensureBeds } from './beds';
import { addBedsOnce, findOwnedMusic, findUserMusic, insertMusic, type MusicRow } from './music.repository';
import { musicFolderOf, type StorageQuota } from './storage-quota';
import { takeUploadSlot } from './upload-slots';

/** Signed music links live one hour, like the podcasts' audio. */
const MUSIC_URL_SECONDS = 60 * 60;
const BED_PREFIX = 'music/beds/';

/** One uploaded file, already written to disk by the route (never held in memory whole). */
export interface MusicUpload {
  fileName: string;
  file: string;
}

/** A name from the file's name: extension and path dropped, at most 120 characters. */
export function musicNameOf(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const name = base
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .replace(/[\p{Cc}]/gu, '')
    .trim()
    .slice(0, 120);
  return name || 'Untitled music';
}

/** The music library (spec 001 §2 'Choose Audio', §7 allMusic, musicPresignedUrl). */
export class MusicService {
  constructor(
    private readonly services: AppServices,
    readonly quota: StorageQuota,
  ) {}

  /** The user's one upload slot, shared by every process: its release, or null while another upload holds it. */
  takeUploadSlot(userId: number) {
    return takeUploadSlot(this.services.db, userId);
  }

  /** Synthesises any missing bed into storage (started once per process that runs jobs, and on demand). */
  prepareBeds(signal?: AbortSignal): Promise<void> {
    return ensureBeds(this.services.storage, signal);
  }

  /** The user's music by name; a user's first visit adds the beds we make ourselves. */
  async allMusic(userId: number) {
    await this.prepareBeds();
    await addBedsOnce(
      this.services.db,
      userId,
      BED_PREFIX,
      BEDS.map((bed) => ({ musicName: bed.name, musicPath: bedKey(bed) })),
    );
    const rows = await findUserMusic(this.services.db, userId);
    return { items: await Promise.all(rows.map((row) => this.view(row))) };
  }

  async presignedUrl(userId: number, musicId: number) {
    const row = await this.owned(userId, musicId);
    return { musicPath: row.musicPath, presignedUrl: await this.signed(row.musicPath) };
  }

  /** The caller's music item, or not found (someone else's is indistinguishable from a missing one). */
  async owned(userId: number, musicId: number): Promise<MusicRow> {
    const row = Number.isSafeInteger(musicId) ? await findOwnedMusic(this.services.db, userId, musicId) : null;
    if (!row) throw notFound(MUSIC_MESSAGES.notFound);
    return row;
  }

  /**
   * Every file is judged by content first and converted beside itself; one refused file refuses the upload, and so
   * does a plan whose storage the converted files would pass. Nothing is stored until all of them pass.
   */
  async upload(userId: number, files: MusicUpload[]) {
    if (files.length === 0) throw badRequest(MUSIC_MESSAGES.noFiles);
    if (files.length > MUSIC_LIMITS.maxFiles) throw badRequest(MUSIC_MESSAGES.tooMany);
    const decoded: Array<{ name: string; mp3File: string }> = [];
    let incomingBytes = 0;
    for (const file of files) {
      const mp3File = `${file.file}.mp3`;
      incomingBytes += (await readAudioUpload({ file: file.file, output: mp3File })).bytes;
      decoded.push({ name: musicNameOf(file.fileName), mp3File });
    }
    await this.quota.check(userId, incomingBytes, 'upload', 'upload');
    const stored: Array<{ musicName: string; musicPath: string }> = [];
    try {
      for (const file of decoded) {
        const musicPath = `${musicFolderOf(userId)}${randomUUID()}.mp3`;
        await this.services.storage.put(musicPath, createReadStream(file.mp3File), { contentType: 'audio/mpeg' });
        stored.push({ musicName: file.name, musicPath });
      }
      const rows = await insertMusic(
        this.services.db,
        stored.map((s) => ({ userId, ...s })),
      );
      return { items: await Promise.all(rows.map((row) => this.view(row))) };
    } catch (error) {
      await Promise.all(stored.map((s) => this.services.storage.delete(s.musicPath).catch(() => undefined)));
      throw error;
    }
  }

  private signed(key: string) {
    return this.services.storage.signedUrl(key, { expiresInSeconds: MUSIC_URL_SECONDS });
  }

  private async view(row: MusicRow): Promise<MusicItemView> {
    const presignedUrl = await this.signed(row.musicPath);
    return {
      id: row.id,
      userId: row.userId,
      musicName: row.musicName,
      musicUrl: presignedUrl,
      musicPath: row.musicPath,
      createdAt: row.createdAt.toISOString(),
      presignedUrl,
    };
  }
}
