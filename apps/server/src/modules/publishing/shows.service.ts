import {
  DIRECTORY_LINK_FIELDS,
  FEED_ADDRESS_UNREACHABLE,
  feedAddressUnreachable,
  LISTING_LINK_FIELDS,
  PUBLISHING_MESSAGES,
  parseListingLink,
  platformKeyOf,
  rssFormInput,
  showTagsInput,
} from '@podloom/contract';
import { badRequest, conflict, notFound } from '../../platform/http/errors';
import { parseInput } from '../../platform/http/validation';
import type { AppServices } from '../../platform/services';
import type { PodcastsService } from '../podcasts';
import {
  type AppleCategory,
  appleCategoryFromPodcast,
  findAppleCategory,
  formatAppleCategory,
} from './apple-categories';
import { COVER_CONTENT_TYPE, coverArtName, generateCoverArt } from './cover-art';
import { feedKeys } from './feed-locations';
import type { FeedPings } from './feed-pings';
import { type FeedRow, findUserFeeds, insertFeed, type NewFeed, updateFeed } from './publishing.repository';
import type { PublishingRuntime } from './publishing-runtime';
import { SHOW_MESSAGES, type ShowInput, slugInput, slugOf } from './show-input';
import { changedTagFields, tagFieldsOf } from './show-tags';
import { type ShowView, ShowViews } from './show-views';
import {
  findUserShow,
  movedEpisodeFolders,
  publishedCounts,
  retireShow,
  saveDestinationListing,
  slugsLike,
} from './shows.repository';

type FeedContent = Pick<
  NewFeed,
  | 'title'
  | 'description'
  | 'website'
  | 'copyrightHolder'
  | 'language'
  | 'author'
  | 'summary'
  | 'ownerName'
  | 'ownerEmail'
  | 'explicit'
  | 'imageUrl'
  | 'appleCategory'
>;

/**
 * A creator's shows: each one feed with the fields of spec 000 §3 "RSS input" (same messages and limits), a slug,
 * and the directories it was published to. A change moves the feed's build date and pings WebSub.
 */
export class ShowsService {
  readonly views: ShowViews;

  constructor(
    private readonly services: AppServices,
    private readonly podcasts: PodcastsService,
    private readonly runtime: Pick<PublishingRuntime, 'feedChanged'>,
    private readonly pings: FeedPings,
  ) {
    this.views = new ShowViews(services);
  }

  /** What the Publish modal says before Publish when directories cannot fetch feeds from PUBLIC_URL. */
  feedAddress() {
    const { publicUrl } = this.services.config;
    const reachable = !feedAddressUnreachable(publicUrl);
    return { publicUrl, reachable, problem: reachable ? null : FEED_ADDRESS_UNREACHABLE };
  }

  async shows(callerId: number): Promise<ShowView[]> {
    return this.views.of(await findUserFeeds(this.services.db, callerId));
  }

  /** Null for an unknown id or another user's show: whether it exists is not the caller's to learn. */
  async show(callerId: number, showId: string): Promise<ShowView | null> {
    const row = await findUserShow(this.services.db, callerId, showId);
    return row ? ((await this.views.of([row]))[0] ?? null) : null;
  }

  async ownedShow(callerId: number, showId: string): Promise<FeedRow> {
    const row = await findUserShow(this.services.db, callerId, showId);
    if (!row) throw notFound(SHOW_MESSAGES.notFound);
    return row;
  }

  async createShow(callerId: number, input: ShowInput): Promise<ShowView> {
    const row = await this.save(callerId, null, input);
    return (await this.views.of([row]))[0] as ShowView;
  }

  /**
   * Saves where the show is listed in a directory (empty clears it): the destination then reads Listed. Apple
   * Podcasts, Spotify and Amazon Music keep it on the show, as the form's fields do; others on the destination.
   */
  async setListingLink(callerId: number, showId: string, platform: string, link: string | null | undefined) {
    const show = await this.ownedShow(callerId, showId);
    const key = platformKeyOf(platform);
    if (!key) throw badRequest(PUBLISHING_MESSAGES.invalidPlatform);
    let url: string | null = null;
    if (link?.trim()) {
      const parsed = parseListingLink(key, link);
      if ('message' in parsed) throw badRequest(parsed.message);
      url = parsed.url;
    }
    const { db } = this.services;
    const field = LISTING_LINK_FIELDS[key];
    await saveDestinationListing(db, show.id, key, field ? null : url);
    const row = field ? await updateFeed(db, show.id, { [field]: url }) : show;
    return (await this.views.of([row]))[0] as ShowView;
  }

  async updateShow(callerId: number, showId: string, input: ShowInput): Promise<ShowView> {
    const existing = await this.ownedShow(callerId, showId);
    const row = await this.save(callerId, existing, input);
    return (await this.views.of([row]))[0] as ShowView;
  }

  /**
   * Deletes a show: refused while it has published episodes unless confirmed. Its feed and show page answer
   * 410 Gone afterwards, so podcast apps and directories drop it rather than retrying a 404.
   */
  async deleteShow(callerId: number, showId: string, confirm: boolean | null | undefined): Promise<boolean> {
    const { db } = this.services;
    const show = await this.ownedShow(callerId, showId);
    const published = (await publishedCounts(db, [show.id])).get(show.id) ?? 0;
    if (published > 0 && confirm !== true) throw conflict(SHOW_MESSAGES.deleteHasEpisodes(published));
    const folders = [feedKeys.prefix(show.id), ...(await movedEpisodeFolders(db, show.id))];
    await db.transaction(async (tx) => retireShow(tx, show));
    await this.runtime.feedChanged(show.id);
    // The rows are gone: the files go after, and one left behind is only unreachable storage.
    for (const folder of folders) {
      await this.services.storage.deletePrefix(folder).catch((error) => {
        this.services.log.warn({ err: error, folder }, 'files of a deleted show were not removed');
      });
    }
    return true;
  }

  /**
   * Creates (`existing` null) or updates a show from the RSS form. Only a real change moves lastBuildDate (and so
   * the feed's ETag) and pings; listing links are not in the feed: omitted keeps them, empty clears them.
   */
  async save(callerId: number, existing: FeedRow | null, input: ShowInput): Promise<FeedRow> {
    const form = parseInput(rssFormInput, input);
    const tags = tagFieldsOf(parseInput(showTagsInput, tagsPart(input)));
    const slug = input.slug === undefined || input.slug === null ? null : parseInput(slugInput, input.slug);
    const { db } = this.services;
    const category = await this.categoryFor(callerId, input, existing);
    const content: FeedContent = {
      title: form.podcastTitle,
      description: form.podcastDescription,
      website: form.podcastWebsite,
      copyrightHolder: form.copyrightHolder,
      language: form.language,
      author: form.podcastAuthor,
      summary: form.podcastSummary,
      ownerName: form.ownerName,
      ownerEmail: form.ownerEmail,
      explicit: form.explicit,
      imageUrl: form.podcastImageUrl,
      appleCategory: formatAppleCategory(category),
    };
    let show = existing ?? (await this.insert(callerId, content, slug));
    const changes: Partial<NewFeed> = {
      ...changedFields(show, content),
      ...changedTagFields(show, tags),
      ...changedVisibility(show, input.visibility),
    };
    const extras: Partial<NewFeed> = {};
    for (const field of DIRECTORY_LINK_FIELDS) {
      const value = form[field];
      if (value !== undefined && value !== show[field]) extras[field] = value;
    }
    if (existing && slug !== null && slug !== show.slug) {
      if ((await slugsLike(db, callerId, slug)).has(slug)) throw conflict(SHOW_MESSAGES.slugTaken);
      extras.slug = slug;
    }
    if (Object.keys(extras).length > 0) show = await updateFeed(db, show.id, extras);
    if (!content.imageUrl) {
      const coverKey = await this.ensureCover(show.id, content.title, content.author, show.imagePath);
      if (coverKey !== show.imagePath) changes.imagePath = coverKey;
    }
    if (Object.keys(changes).length === 0) return show;
    const showId = show.id;
    const { updated, pingIds } = await db.transaction(async (tx) => ({
      updated: await updateFeed(tx, showId, { ...changes, lastBuildDate: new Date(this.services.now()) }),
      pingIds: await this.pings.raise(tx, showId),
    }));
    await this.runtime.feedChanged(showId);
    await this.services.domainEvents.dispatch(pingIds);
    return updated;
  }

  /** A new show under the slug asked for (refused when taken), else the title's, numbered when taken. */
  private async insert(callerId: number, content: FeedContent, slug: string | null): Promise<FeedRow> {
    const { db } = this.services;
    const base = slug ?? slugOf(content.title);
    for (let attempt = 0; attempt < 5; attempt++) {
      const taken = await slugsLike(db, callerId, base);
      if (slug !== null && taken.has(slug)) throw conflict(SHOW_MESSAGES.slugTaken);
      let candidate = base;
      for (let n = 2; taken.has(candidate); n++) candidate = `${base}-${n}`;
      const row = await insertFeed(db, { userId: callerId, slug: candidate, ...content });
      if (row) return row;
    }
    throw conflict(SHOW_MESSAGES.slugTaken);
  }

  private async categoryFor(callerId: number, input: ShowInput, existing: FeedRow | null): Promise<AppleCategory> {
    if (input.category) {
      const chosen = findAppleCategory(input.category);
      if (!chosen) throw badRequest(PUBLISHING_MESSAGES.invalidCategory);
      return chosen;
    }
    if (existing) return findAppleCategory(existing.appleCategory) ?? appleCategoryFromPodcast(undefined);
    if (input.podcastId) {
      const podcast = await this.podcasts.ownedPodcast(callerId, input.podcastId);
      return appleCategoryFromPodcast(podcast.settings.category);
    }
    return appleCategoryFromPodcast(await this.podcasts.latestCategory(callerId));
  }

  /** Apple's artwork rules met by a generated cover; made again only when what it shows changes. */
  private async ensureCover(feedId: string, title: string, author: string, current: string | null) {
    const key = feedKeys.cover(feedId, coverArtName({ title, author }));
    if (key === current && (await this.services.storage.stat(key))) return key;
    await this.services.storage.put(key, await generateCoverArt({ title, author }), {
      contentType: COVER_CONTENT_TYPE,
    });
    return key;
  }
}

/** The tags part of the show form (the rest is the RSS form's). */
function tagsPart(input: ShowInput) {
  const { locked, fundingUrl, fundingText, txt, aiDisclosure } = input;
  return { locked, fundingUrl, fundingText, txt, aiDisclosure };
}

/** PUBLIC or PRIVATE; omitted keeps the show's. */
function changedVisibility(feed: FeedRow, visibility: ShowInput['visibility']): Partial<NewFeed> {
  if (visibility !== 'PUBLIC' && visibility !== 'PRIVATE') return {};
  const value = visibility === 'PRIVATE' ? 'private' : 'public';
  return value === feed.visibility ? {} : { visibility: value };
}

function changedFields(feed: FeedRow, content: FeedContent): Partial<NewFeed> {
  const changes: Partial<NewFeed> = {};
  for (const [field, value] of Object.entries(content) as Array<[keyof FeedContent, unknown]>) {
    if (feed[field] !== value) (changes as Record<string, unknown>)[field] = value;
  }
  return changes;
}
