import { randomUUID } from 'node:crypto';
import { PRODUCT } from '@podloom/contract';
import { conflict } from '../../platform/http/errors';
import { isHandedBack, type JobContext } from '../../platform/jobs/jobs';
import type { AppServices } from '../../platform/services';
import { type ExportSources, writeUserData } from './export-contents';
import { ZipStream } from './export-zip';
import { dataExportJob } from './privacy.jobs';
import {
  type DataExportRow,
  findExpiredExports,
  findExport,
  findProfile,
  insertExport,
  listExports,
  updateExport,
} from './privacy.repository';

/** An export's link, and the file behind it, last seven days. */
export const EXPORT_LINK_SECONDS = 7 * 24 * 60 * 60;

export const EXPORT_TEXT = {
  busy: 'Your data is already being gathered: we will e-mail you a link as soon as it is ready.',
  failed: 'We could not gather your data this time. Please ask for it again.',
} as const;

type Platform = Pick<AppServices, 'db' | 'storage' | 'mailer' | 'queue' | 'log' | 'now'>;

/** "Download my data": one zip of everything the account keeps, made by a job, mailed as a 7-day link. */
export class DataExportService {
  constructor(
    private readonly platform: Platform,
    private readonly sources: ExportSources,
  ) {}

  /** Starts an export; a user with one queued or running is told so (one export at a time). */
  async request(userId: number): Promise<{ exportId: string }> {
    const { db, queue } = this.platform;
    const id = randomUUID();
    const row = await insertExport(db, id, userId);
    if (!row) throw conflict(EXPORT_TEXT.busy);
    try {
      await queue.enqueue(dataExportJob, { exportId: id }, { jobId: `data-export-${id}`, group: `user-${userId}` });
    } catch (error) {
      await updateExport(db, id, { status: 'failed', error: EXPORT_TEXT.failed, finishedAt: this.date() });
      throw error;
    }
    return { exportId: id };
  }

  /** The caller's exports, newest first; a link only while the export is ready and unexpired. */
  async list(userId: number) {
    const rows = await listExports(this.platform.db, userId);
    return Promise.all(rows.map((row) => this.view(row)));
  }

  /** The job: streams the zip into storage, marks it ready with its size and expiry, and mails the link. */
  async run(exportId: string, ctx: Pick<JobContext, 'signal'>): Promise<void> {
    const { db, storage, log } = this.platform;
    const row = await findExport(db, exportId);
    if (!row || (row.status !== 'queued' && row.status !== 'running')) return;
    await updateExport(db, exportId, { status: 'running' });
    const key = `exports/${row.userId}/${row.id}.zip`;
    try {
      const bytes = await this.writeZip(key, row.userId, ctx.signal);
      const expiresAt = new Date(this.platform.now() + EXPORT_LINK_SECONDS * 1000);
      await updateExport(db, exportId, { status: 'ready', storageKey: key, bytes, expiresAt, finishedAt: this.date() });
      await this.mailLink(row.userId, key, expiresAt);
    } catch (error) {
      if (isHandedBack(ctx.signal)) throw error;
      log.error({ err: error, exportId }, 'data export failed');
      await storage.delete(key).catch(() => undefined);
      await this.fail(exportId);
    }
  }

  /** The queue gave up on the job (its process died on its last try). */
  async fail(exportId: string): Promise<void> {
    await updateExport(this.platform.db, exportId, {
      status: 'failed',
      error: EXPORT_TEXT.failed,
      finishedAt: this.date(),
    });
  }

  /** Deletes the files of exports whose link has run out; answers how many. */
  async sweepExpired(): Promise<number> {
    const { db, storage } = this.platform;
    const expired = await findExpiredExports(db, this.date());
    for (const row of expired) {
      if (row.storageKey) await storage.delete(row.storageKey);
      await updateExport(db, row.id, { status: 'expired', storageKey: null });
    }
    return expired.length;
  }

  private async writeZip(key: string, userId: number, signal: AbortSignal): Promise<number> {
    const zip = new ZipStream();
    const putting = this.platform.storage.put(key, zip.output, { contentType: 'application/zip' });
    const stop = () => zip.abort(new Error('The export was stopped.'));
    signal.addEventListener('abort', stop, { once: true });
    try {
      await writeUserData(zip, this.sources, userId);
      zip.end();
    } catch (error) {
      zip.abort(error instanceof Error ? error : new Error(String(error)));
      await putting.catch(() => undefined);
      throw error;
    } finally {
      signal.removeEventListener('abort', stop);
    }
    return (await putting).size;
  }

  private async mailLink(userId: number, key: string, expiresAt: Date): Promise<void> {
    const profile = await findProfile(this.platform.db, userId);
    if (!profile) return;
    const url = await this.link(key, expiresAt);
    const greeting = profile.givenName ? `Hi ${profile.givenName},` : 'Hi,';
    await this.platform.mailer.send({
      to: profile.email,
      subject: `Your ${PRODUCT.name} data is ready to download`,
      text: [
        greeting,
        '',
        `The copy of your ${PRODUCT.name} data you asked for is ready. Download it here:`,
        '',
        url,
        '',
        `The link works until ${expiresAt.toUTCString()}; after that the file is deleted and you can ask for a new one`,
        'on your profile page. If you did not ask for it, change your password and write to us.',
        '',
      ].join('\n'),
    });
  }

  /** A link that stops working when the export expires. */
  private link(key: string, expiresAt: Date): Promise<string> {
    const seconds = Math.ceil((expiresAt.getTime() - this.platform.now()) / 1000);
    return this.platform.storage.signedUrl(key, {
      expiresInSeconds: Math.max(1, Math.min(seconds, EXPORT_LINK_SECONDS)),
      downloadName: `${PRODUCT.slug}-data.zip`,
    });
  }

  private async view(row: DataExportRow) {
    const { storageKey, expiresAt } = row;
    const live = row.status === 'ready' && storageKey && expiresAt && expiresAt.getTime() > this.platform.now();
    return {
      id: row.id,
      status: row.status === 'ready' && !live ? 'expired' : row.status,
      url: live ? await this.link(storageKey, expiresAt) : null,
      expiresAt: row.expiresAt?.toISOString() ?? null,
      bytes: row.bytes ?? null,
      createdAt: row.createdAt.toISOString(),
      error: row.error,
    };
  }

  private date(): Date {
    return new Date(this.platform.now());
  }
}
