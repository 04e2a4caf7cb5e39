import { randomUUID } from 'node:crypto';
import { LISTENER_MESSAGES, LISTENERS_PER_SHOW, listenerInput } from '@podloom/contract';
import { holdLock } from '../../../platform/db/locks';
import { conflict, forbidden, notFound } from '../../../platform/http/errors';
import { parseInput } from '../../../platform/http/validation';
import type { AppServices } from '../../../platform/services';
import { type RenderedFeed, renderedFeed } from '../feed-cache';
import { feedUrlOf } from '../feed-document';
import { findFeedEpisodes } from '../publishing.repository';
import { SHOW_MESSAGES } from '../show-input';
import { findUserShow } from '../shows.repository';
import { listenerMail } from './listener-mail';
import type { ListenerMailLimit } from './listener-mail-limit';
import {
  listenerToken,
  newTokenSalt,
  personalFeedUrl,
  signatureMatches,
  TOKEN_PATTERN,
  tokenHash,
} from './listener-tokens';
import {
  countListeners,
  findListener,
  findListenerByToken,
  findShowListeners,
  findUserListener,
  insertListener,
  isRetiredToken,
  type ListenerRow,
  noteFetch,
  noteListenerDownload,
  retireToken,
  updateListener,
} from './listeners.repository';
import { personalFeedXml } from './personal-feed';

/** Namespace of the lock that serialises a show's new listeners (pg_advisory_xact_lock(int, int)). */
const LISTENER_LOCK_NAMESPACE = 7_140_054;

export const PRIVATE_FEED_MESSAGES = {
  gone: 'This feed address is no longer valid. Ask the show for a new one.',
  notFound: 'We could not find that feed.',
  signatureRequired: "This episode is for the show's listeners only: open it from your personal feed.",
} as const;

/** What the Listeners table shows of a listener. */
export interface ListenerView {
  id: string;
  name: string;
  email: string;
  createdAt: string;
  lastFetchAt: string | null;
  downloads: number;
  revoked: boolean;
  /** Null once revoked. */
  feedUrl: string | null;
}

/** A personal feed URL as added or rotated, and whether it went out by mail (with the reason when it did not). */
export interface ListenerFeedView {
  listenerId: string;
  feedUrl: string;
  mailed: boolean;
  /** Null when mailed. */
  mailNote: string | null;
}

export type PersonalFeedAnswer =
  | { status: 200; feed: RenderedFeed }
  | { status: 301; location: string }
  | { status: 404 | 410; message: string };

/**
 * Private shows' listeners: each gets a personal feed URL (mailed to them) whose episode files are signed for them;
 * a revoked listener's feed answers 410 at once (nothing of a personal feed is cached), a rotated one's old URL too.
 */
export class PrivateFeedsService {
  constructor(
    private readonly services: Pick<AppServices, 'db' | 'config' | 'secrets' | 'mailer' | 'log' | 'now'>,
    private readonly mailLimit: ListenerMailLimit,
  ) {}

  private get secret(): Buffer {
    return this.services.secrets.fileSigningSecret;
  }

  private feedUrlOf(listener: ListenerRow): string {
    return personalFeedUrl(this.services.config.publicUrl, this.secret, listener);
  }

  private view(listener: ListenerRow, downloads: number): ListenerView {
    return {
      id: listener.id,
      name: listener.name,
      email: listener.email,
      createdAt: listener.createdAt.toISOString(),
      lastFetchAt: listener.lastFetchAt?.toISOString() ?? null,
      downloads,
      revoked: listener.revokedAt !== null,
      feedUrl: listener.revokedAt ? null : this.feedUrlOf(listener),
    };
  }

  async listeners(callerId: number, showId: string): Promise<ListenerView[]> {
    const show = await findUserShow(this.services.db, callerId, showId);
    if (!show) throw notFound(SHOW_MESSAGES.notFound);
    const rows = await findShowListeners(this.services.db, show.id);
    return rows.map((row) => this.view(row.listener, row.downloads));
  }

  /** Adds a listener to one of the caller's shows and mails them their feed URL (within the mail limits). */
  async addListener(
    callerId: number,
    showId: string,
    input: { name: unknown; email: unknown },
  ): Promise<ListenerFeedView> {
    const { name, email } = parseInput(listenerInput, input);
    const { db } = this.services;
    const show = await findUserShow(db, callerId, showId);
    if (!show) throw notFound(SHOW_MESSAGES.notFound);
    const id = randomUUID();
    const tokenSalt = newTokenSalt();
    // Checked and inserted under the show's lock: the same address added twice at once is one listener, and
    // listeners added at once cannot pass the show's limit together.
    const listener = await db.transaction(async (tx) => {
      await holdLock(tx, LISTENER_LOCK_NAMESPACE, show.id);
      const existing = await findShowListeners(tx, show.id);
      if (existing.some((row) => row.listener.email === email && !row.listener.revokedAt)) {
        throw conflict(LISTENER_MESSAGES.duplicate);
      }
      if ((await countListeners(tx, show.id)) >= LISTENERS_PER_SHOW) throw conflict(LISTENER_MESSAGES.tooMany);
      return insertListener(tx, {
        id,
        showId: show.id,
        name,
        email,
        tokenSalt,
        tokenHash: tokenHash(this.tokenOf({ id, tokenSalt })),
        createdAt: new Date(this.services.now()),
      });
    });
    const feedUrl = this.feedUrlOf(listener);
    const mail = await this.mail(
      show.id,
      listenerMail({ to: email, name, showTitle: show.title, feedUrl, rotated: false }),
    );
    return { listenerId: listener.id, feedUrl, ...mail };
  }

  /** Ends a listener's access at once: their feed answers 410, their signed links are refused. */
  async revokeListener(callerId: number, listenerId: string): Promise<ListenerView> {
    const found = await this.owned(callerId, listenerId);
    const row = found.listener.revokedAt
      ? found.listener
      : await updateListener(this.services.db, listenerId, { revokedAt: new Date(this.services.now()) });
    const downloads = (await findShowListeners(this.services.db, found.show.id)).find((r) => r.listener.id === row.id);
    return this.view(row, downloads?.downloads ?? 0);
  }

  /**
   * A new feed URL (mailed to the listener within the mail limits); the old one answers 410 and its signed links are
   * refused. Past a mail limit the rotation still happens: a URL that may have leaked must stop working at once.
   */
  async rotateListener(callerId: number, listenerId: string): Promise<ListenerFeedView> {
    const found = await this.owned(callerId, listenerId);
    if (found.listener.revokedAt) throw conflict(LISTENER_MESSAGES.revoked);
    const tokenSalt = newTokenSalt();
    const listener = await this.services.db.transaction(async (tx) => {
      await retireToken(tx, listenerId, found.listener.tokenHash);
      return updateListener(tx, listenerId, {
        tokenSalt,
        tokenHash: tokenHash(this.tokenOf({ id: listenerId, tokenSalt })),
      });
    });
    const feedUrl = this.feedUrlOf(listener);
    const mail = await this.mail(
      found.show.id,
      listenerMail({ to: listener.email, name: listener.name, showTitle: found.show.title, feedUrl, rotated: true }),
    );
    return { listenerId, feedUrl, ...mail };
  }

  /**
   * The personal feed for a token: 200 with the feed, 410 for a revoked listener or a rotated token, 301 to the
   * public feed once the show is public again, else 404. Read from the database every time, so a revocation holds
   * at once in every process.
   */
  async personalFeed(rawToken: string): Promise<PersonalFeedAnswer> {
    const { db, config } = this.services;
    if (!TOKEN_PATTERN.test(rawToken)) return { status: 404, message: PRIVATE_FEED_MESSAGES.notFound };
    const hash = tokenHash(rawToken);
    const found = await findListenerByToken(db, hash);
    if (!found) {
      const gone = await isRetiredToken(db, hash);
      return gone
        ? { status: 410, message: PRIVATE_FEED_MESSAGES.gone }
        : { status: 404, message: PRIVATE_FEED_MESSAGES.notFound };
    }
    const { listener, show } = found;
    if (listener.revokedAt) return { status: 410, message: PRIVATE_FEED_MESSAGES.gone };
    if (show.visibility !== 'private') return { status: 301, location: feedUrlOf(config.publicUrl, show.id) };
    const rows = await findFeedEpisodes(db, show.id);
    const xml = personalFeedXml(config.publicUrl, this.secret, show, rows, listener);
    await noteFetch(db, listener.id, new Date(this.services.now())).catch((error) =>
      this.services.log.warn({ err: error }, "a listener's feed fetch was not noted"),
    );
    return { status: 200, feed: renderedFeed(xml, show.lastBuildDate) };
  }

  /**
   * Checks an episode file request of a private show: the listener named must be the show's, not revoked, and the
   * signature theirs for this very file. Answers the listener's id; refuses otherwise.
   */
  async checkFileAccess(showId: string, path: string, query: { listener?: unknown; sig?: unknown }): Promise<string> {
    const refuse = forbidden(PRIVATE_FEED_MESSAGES.signatureRequired);
    const { listener: listenerId, sig } = query;
    if (typeof listenerId !== 'string' || typeof sig !== 'string' || !/^[0-9a-f-]{36}$/.test(listenerId)) throw refuse;
    const listener = await findListener(this.services.db, listenerId);
    if (!listener || listener.showId !== showId || listener.revokedAt) throw refuse;
    if (!signatureMatches(this.secret, listener, path, sig)) throw refuse;
    return listener.id;
  }

  /** A listener's delivered download, counted once per episode and day (off the request path). */
  noteDownload(listenerId: string, episodeId: number): void {
    noteListenerDownload(this.services.db, listenerId, episodeId, new Date(this.services.now())).catch((error) =>
      this.services.log.warn({ err: error, listenerId }, "a listener's download was not counted"),
    );
  }

  private tokenOf(listener: { id: string; tokenSalt: string }) {
    return listenerToken(this.secret, listener);
  }

  private async owned(callerId: number, listenerId: string) {
    const found = /^[0-9a-f-]{36}$/.test(listenerId)
      ? await findUserListener(this.services.db, callerId, listenerId)
      : null;
    if (!found) throw notFound(LISTENER_MESSAGES.notFound);
    return found;
  }

  /**
   * Mails a listener their feed URL unless the address or the show has used up its mails of the hour. A mail left
   * out or failed keeps the listener (the creator can copy the URL); the answer says which, in a sentence.
   */
  private async mail(
    showId: string,
    message: Parameters<AppServices['mailer']['send']>[0],
  ): Promise<Pick<ListenerFeedView, 'mailed' | 'mailNote'>> {
    const allowance = await this.mailLimit.take(message.to, showId);
    if (!allowance.allowed) {
      this.services.log.warn({ showId }, 'a listener mail was left out: mail limit reached');
      return { mailed: false, mailNote: allowance.message };
    }
    try {
      await this.services.mailer.send(message);
      return { mailed: true, mailNote: null };
    } catch (error) {
      this.services.log.error({ err: error }, 'a listener was not mailed their feed URL');
      return { mailed: false, mailNote: LISTENER_MESSAGES.mailFailed };
    }
  }
}
