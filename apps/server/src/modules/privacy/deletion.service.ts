import { randomUUID } from 'node:crypto';
import { AppError, badRequest, forbidden } from '../../platform/http/errors';
import { JobHandedBackError } from '../../platform/jobs/jobs';
import type { AppServices } from '../../platform/services';
import { verifyPassword } from '../auth';
import {
  anonymiseUser,
  clonedVoiceKeysOf,
  deletePersonalRows,
  failLiveExports,
  findDeletion,
  findUnfinishedDeletions,
  findUser,
  insertDeletion,
  invoicePathsOf,
  podcastIdsOf,
  setDeletionStep,
  showIdsOf,
} from './deletion.repository';
import { accountDeletionJob } from './privacy.jobs';
import { type AccountDeletionRow, DELETION_STEPS, type DeletionStep } from './privacy.schema';

export const DELETION_TEXT = {
  wrongPassword: 'That password is not right. Your account was not deleted.',
  passwordNeeded: 'Please type your password to delete your account.',
  codeNeeded: 'Your account signs in with Google: ask for a code by e-mail, then type it to delete your account.',
  codeSent: 'We sent a code to your e-mail address. Type it to delete your account.',
  started: 'Your account is being deleted. You have been signed out.',
} as const;

/** What the deletion asks of the other modules: each step goes through the module that owns the thing. */
export interface DeletionSteps {
  deletePodcast: (userId: number, podcastId: number) => Promise<unknown>;
  cancelRenewal: (userId: number) => Promise<void>;
  deleteClonedVoice: (userId: number, optionKey: string) => Promise<void>;
  retireShow: (userId: number, showId: string) => Promise<unknown>;
  endSessions: (userId: number) => Promise<unknown>;
  /** Accounts without a password (Google sign-in only) confirm with a mailed code instead. */
  sendCode: (userId: number) => Promise<void>;
  useCode: (userId: number, code: string) => Promise<void>;
  userFolders: (userId: number) => string[];
  feedFolder: (feedId: string) => string;
}

/** What confirms a deletion: the password, or the mailed code for an account that has none. */
export interface DeletionProof {
  password?: string | null;
  code?: string | null;
}

type Platform = Pick<AppServices, 'db' | 'storage' | 'queue' | 'log' | 'now'>;

/**
 * Delete my account: the person leaves at once (anonymised row, sessions ended, login refused), then a job runs the
 * steps in order, each recorded when done, so a process that dies midway leaves a deletion that resumes.
 */
export class AccountDeletionService {
  constructor(
    private readonly platform: Platform,
    private readonly steps: DeletionSteps,
  ) {}

  async request(userId: number, proof: DeletionProof): Promise<{ success: true; message: string }> {
    const row = await this.begin(userId, proof);
    await this.enqueue(row);
    return { success: true, message: DELETION_TEXT.started };
  }

  /** For an account without a password: mails the code that confirms the deletion. */
  async sendCode(userId: number): Promise<{ success: true; message: string }> {
    await this.steps.sendCode(userId);
    return { success: true, message: DELETION_TEXT.codeSent };
  }

  /**
   * Checks the password (or, for an account without one, the mailed code), then anonymises the account and records
   * the deletion in one transaction.
   */
  async begin(userId: number, proof: DeletionProof): Promise<AccountDeletionRow> {
    const { db } = this.platform;
    const user = await findUser(db, userId);
    if (!user) throw forbidden();
    if (user.passwordHash) {
      if (!proof.password) throw badRequest(DELETION_TEXT.passwordNeeded, 'PASSWORD_REQUIRED');
      if (!(await verifyPassword(user.passwordHash, proof.password))) throw forbidden(DELETION_TEXT.wrongPassword);
    } else {
      if (!proof.code) throw badRequest(DELETION_TEXT.codeNeeded, 'CODE_REQUIRED');
      await this.steps.useCode(userId, proof.code);
    }
    const row = await db.transaction(async (tx) => {
      const deletion = await insertDeletion(tx, randomUUID(), userId);
      await anonymiseUser(tx, userId);
      return deletion;
    });
    await this.steps.endSessions(userId);
    return row;
  }

  /**
   * Runs the steps from where the deletion stands; `signal` stops it between steps (the next run resumes).
   * `onStepDone` hears of each step once it is recorded.
   */
  async run(deletionId: string, signal?: AbortSignal, onStepDone?: (step: DeletionStep) => void): Promise<void> {
    const { db, log } = this.platform;
    const row = await findDeletion(db, deletionId);
    if (!row || row.finishedAt) return;
    for (let i = DELETION_STEPS.indexOf(row.step); i < DELETION_STEPS.length - 1; i++) {
      if (signal?.aborted) throw signal.reason ?? new JobHandedBackError();
      const step = DELETION_STEPS[i] as DeletionStep;
      await this.runStep(step, row.userId);
      const next = DELETION_STEPS[i + 1] as DeletionStep;
      await setDeletionStep(db, deletionId, next, next === 'done' ? new Date(this.platform.now()) : undefined);
      log.info({ deletionId, step }, 'account deletion step done');
      onStepDone?.(step);
    }
  }

  /**
   * Queues every unfinished deletion again (started by processes that run jobs): one cut short, or one whose job
   * ran out of tries (a provider down), resumes. Under a new job id, as the old one may be spent; the steps are
   * safe to run twice should the old job still run too.
   */
  async resumeAll(): Promise<number> {
    const rows = await findUnfinishedDeletions(this.platform.db);
    for (const row of rows) await this.enqueue(row, `-resumed-${this.platform.now()}`);
    return rows.length;
  }

  private enqueue(row: AccountDeletionRow, suffix = '') {
    return this.platform.queue.enqueue(
      accountDeletionJob,
      { deletionId: row.id },
      { jobId: `account-deletion-${row.id}${suffix}`, group: `user-${row.userId}` },
    );
  }

  private async runStep(step: DeletionStep, userId: number): Promise<void> {
    const { db, storage } = this.platform;
    switch (step) {
      case 'stop-jobs':
        // Deleting a podcast stops its running and queued jobs in whichever process runs them.
        for (const id of await podcastIdsOf(db, userId)) await gone(this.steps.deletePodcast(userId, id));
        await failLiveExports(db, userId);
        return;
      case 'cancel-subscription':
        return this.steps.cancelRenewal(userId);
      case 'delete-voices':
        for (const key of await clonedVoiceKeysOf(db, userId)) await gone(this.steps.deleteClonedVoice(userId, key));
        return;
      case 'delete-files': {
        const feeds = (await showIdsOf(db, userId)).map(this.steps.feedFolder);
        for (const folder of [...this.steps.userFolders(userId), ...feeds]) await storage.deletePrefix(folder);
        // The invoices stay, but their PDFs carry the name and e-mail: they are made again, without them, if asked.
        for (const path of await invoicePathsOf(db, userId)) await storage.delete(path);
        return;
      }
      case 'retire-feeds':
        for (const id of await showIdsOf(db, userId)) await gone(this.steps.retireShow(userId, id));
        return;
      case 'delete-rows':
        await db.transaction((tx) => deletePersonalRows(tx, userId));
        return;
      default:
        return;
    }
  }
}

/** A thing already deleted (by a run of the same deletion before this one) counts as deleted. */
async function gone(deleting: Promise<unknown>): Promise<void> {
  try {
    await deleting;
  } catch (error) {
    if (!(error instanceof AppError && error.statusCode === 404)) throw error;
  }
}
