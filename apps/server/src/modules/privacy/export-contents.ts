import type { Db } from '../../platform/db/client';
import type { FileStorage } from '../../providers/storage/storage';
import { EXPORT_README } from './export-readme';
import type { ZipStream } from './export-zip';
import {
  findClips,
  findClonedVoices,
  findEditorProjects,
  findEpisodeAnalytics,
  findEpisodes,
  findMusic,
  findPayments,
  findPodcasts,
  findProfile,
  findSeries,
  findShowListeners,
  findShows,
  findSources,
} from './privacy.repository';

/** What the export reads besides the tables: files, the feeds as served, invoices as PDFs, and where files live. */
export interface ExportSources {
  db: Db;
  storage: FileStorage;
  /** The feed's XML exactly as podcast apps get it; null for a feed that is not served. */
  feedXml: (feedId: string) => Promise<Buffer | null>;
  /** Makes the paid transaction's invoice PDF if needed and answers its storage key; null when there is none. */
  invoiceKey: (userId: number, transactionId: number) => Promise<string | null>;
  podcastFolder: (podcastId: number) => string;
  feedFolder: (feedId: string) => string;
  musicFolder: (userId: number) => string;
  cloneSamplesFolder: (userId: number) => string;
}

/** Writes one user's data into the zip, section by section, files streamed from storage one at a time. */
export async function writeUserData(zip: ZipStream, src: ExportSources, userId: number): Promise<void> {
  const profile = await findProfile(src.db, userId);
  if (!profile) throw new Error('The account no longer exists.');
  await zip.addText('README.txt', EXPORT_README);
  await zip.addJson('profile.json', profile);
  await writePodcasts(zip, src, userId);
  await writeShows(zip, src, userId);
  await writeMusic(zip, src, userId);
  await writeVoices(zip, src, userId);
  await writeBilling(zip, src, userId);
}

/** A name safe in any file system: lower-case letters, digits and hyphens, at most 40 characters. */
export function safeName(text: string): string {
  const name = text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return name || 'untitled';
}

/** Every file below `prefix` in storage, into the zip below `target`, keeping the relative paths. */
async function copyFolder(zip: ZipStream, storage: FileStorage, prefix: string, target: string): Promise<void> {
  const keys: string[] = [];
  for await (const file of storage.list(prefix)) keys.push(file.key);
  keys.sort();
  for (const key of keys) {
    const relative = key.slice(prefix.length).replace(/^\/+/, '');
    if (!relative) continue;
    await zip.addStream(`${target}/${relative}`, await storage.stream(key));
  }
}

async function writePodcasts(zip: ZipStream, src: ExportSources, userId: number): Promise<void> {
  for (const podcast of await findPodcasts(src.db, userId)) {
    const folder = `podcasts/${podcast.id}-${safeName(podcast.title)}`;
    await zip.addJson(`${folder}/podcast.json`, podcast);
    await zip.addText(`${folder}/transcript.txt`, podcast.transcript);
    await copyFolder(zip, src.storage, src.podcastFolder(podcast.id), `${folder}/files`);
  }
  await zip.addJson('podcasts/editor-projects.json', await findEditorProjects(src.db, userId));
  await zip.addJson('podcasts/clips.json', await findClips(src.db, userId));
  await zip.addJson('sources/sources.json', await findSources(src.db, userId));
  await zip.addJson('series/series.json', await findSeries(src.db, userId));
}

async function writeShows(zip: ZipStream, src: ExportSources, userId: number): Promise<void> {
  const shows = await findShows(src.db, userId);
  const episodes = await findEpisodes(
    src.db,
    shows.map((s) => s.id),
  );
  const analytics = await findEpisodeAnalytics(
    src.db,
    episodes.map((e) => e.id),
  );
  for (const show of shows) {
    const folder = `shows/${safeName(show.slug)}`;
    const own = episodes.filter((e) => e.feedId === show.id);
    await zip.addJson(`${folder}/show.json`, show);
    await zip.addJson(`${folder}/episodes.json`, own);
    if (show.visibility === 'private')
      await zip.addJson(`${folder}/listeners.json`, await findShowListeners(src.db, show.id));
    const xml = await src.feedXml(show.id);
    if (xml) await zip.addBuffer(`${folder}/feed.xml`, xml, true);
    await copyFolder(zip, src.storage, src.feedFolder(show.id), `${folder}/files`);
    for (const episode of own) {
      await zip.addJson(`analytics/${safeName(show.slug)}/episode-${episode.id}.json`, {
        episodeId: episode.id,
        title: episode.title,
        downloadsByAppAndCountry: analytics.downloads.filter((d) => d.episodeId === episode.id),
        downloads: analytics.downloads.filter((d) => d.episodeId === episode.id).reduce((n, d) => n + d.downloads, 0),
        plays: analytics.plays.find((p) => p.episodeId === episode.id) ?? {
          plays: 0,
          completed: 0,
          listenedSeconds: 0,
        },
      });
    }
  }
}

async function writeMusic(zip: ZipStream, src: ExportSources, userId: number): Promise<void> {
  await zip.addJson('music/music.json', await findMusic(src.db, userId));
  await copyFolder(zip, src.storage, src.musicFolder(userId), 'music/files');
}

async function writeVoices(zip: ZipStream, src: ExportSources, userId: number): Promise<void> {
  const { cloned, consents } = await findClonedVoices(src.db, userId);
  await zip.addJson('voices/cloned-voices.json', cloned);
  await zip.addJson('voices/consents.json', consents);
  await copyFolder(zip, src.storage, src.cloneSamplesFolder(userId), 'voices/samples');
}

async function writeBilling(zip: ZipStream, src: ExportSources, userId: number): Promise<void> {
  const payments = await findPayments(src.db, userId);
  await zip.addJson('billing/payments.json', payments);
  for (const invoice of payments.invoices) {
    const key = await src.invoiceKey(userId, invoice.transactionId);
    if (key)
      await zip.addStream(
        `billing/invoices/${invoice.number.replace(/[^A-Za-z0-9-]/g, '-')}.pdf`,
        await src.storage.stream(key),
      );
  }
}
