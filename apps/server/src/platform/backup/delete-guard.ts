import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { FileStorage, ListedFile, StoredFile } from '../../providers/storage/storage';

/**
 * While a backup copies files, nothing it may need is deleted: the database snapshot can point at any file that
 * existed when it was taken. Deletes asked for meanwhile wait and run once the backup is done (a process that dies
 * before then leaves the files behind, never a row without its file).
 */
export interface DeleteGuard {
  /** True while a backup is running. */
  held(): Promise<boolean>;
}

/** The guard of one process: the embedded backup runs inside the app. */
export class LocalDeleteGuard implements DeleteGuard {
  private holds = 0;

  async held(): Promise<boolean> {
    return this.holds > 0;
  }

  /** Holds deletes until the returned function is called. */
  hold(): () => void {
    this.holds++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.holds--;
    };
  }
}

type PendingDelete = { kind: 'key' | 'prefix'; target: string };

const RETRY_MS = 2000;

/** The storage every module is handed: the same files, with deletes deferred while a backup runs. */
export class GuardedStorage implements FileStorage {
  private pending: PendingDelete[] = [];
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly inner: FileStorage,
    private readonly guard: DeleteGuard,
    private readonly log: FastifyBaseLogger,
  ) {}

  get kind() {
    return this.inner.kind;
  }

  put(key: string, body: Buffer | Readable, options?: { contentType?: string }): Promise<StoredFile> {
    // A new file at a key whose delete is waiting must not be removed by it.
    this.pending = this.pending.filter((p) => !(p.kind === 'key' && p.target === key));
    return this.inner.put(key, body, options);
  }

  read(key: string) {
    return this.inner.read(key);
  }

  stream(key: string, range?: { start: number; end: number }) {
    return this.inner.stream(key, range);
  }

  stat(key: string) {
    return this.inner.stat(key);
  }

  list(prefix: string): AsyncIterable<ListedFile> {
    return this.inner.list(prefix);
  }

  signedUrl(key: string, options?: { expiresInSeconds?: number; downloadName?: string }) {
    return this.inner.signedUrl(key, options);
  }

  localPath(key: string) {
    return this.inner.localPath(key);
  }

  async delete(key: string): Promise<void> {
    if (await this.deferred({ kind: 'key', target: key })) return;
    await this.inner.delete(key);
  }

  async deletePrefix(prefix: string): Promise<void> {
    if (await this.deferred({ kind: 'prefix', target: prefix })) return;
    await this.inner.deletePrefix(prefix);
  }

  /** Queues the delete when a backup runs (answers true), so the caller goes on as if it were done. */
  private async deferred(job: PendingDelete): Promise<boolean> {
    if (!(await this.guard.held())) return false;
    this.pending.push(job);
    this.schedule();
    return true;
  }

  private schedule(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.flush();
    }, RETRY_MS);
    this.timer.unref();
  }

  /** Runs the waiting deletes once no backup holds them (tests and the backup's end call it too). */
  async flush(): Promise<void> {
    if (this.pending.length === 0) return;
    if (await this.guard.held().catch(() => true)) return this.schedule();
    const jobs = this.pending;
    this.pending = [];
    for (const job of jobs) {
      try {
        if (job.kind === 'key') await this.inner.delete(job.target);
        else await this.inner.deletePrefix(job.target);
      } catch (error) {
        this.log.warn({ err: error, target: job.target }, 'a delete held during a backup failed');
      }
    }
  }

  /** Stops retrying (the app is closing); deletes still waiting are run now if no backup holds them. */
  async close(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.flush();
    clearTimeout(this.timer);
  }
}
