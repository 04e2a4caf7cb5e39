import { and, count, desc, eq, ilike, isNotNull, isNull, not, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db/client';
import { readPodcastSettings, readPodcastTags } from './podcast-settings';
import { podcasts } from './podcasts.schema';

export type PodcastRow = typeof podcasts.$inferSelect;
export type NewPodcast = typeof podcasts.$inferInsert;

/** Every row leaves here with its JSON columns parsed (checked where they are read). */
const parsed = (row: PodcastRow): PodcastRow => ({
  ...row,
  settings: readPodcastSettings(row.settings, row.id),
  tags: readPodcastTags(row.tags, row.id),
});

export async function insertPodcast(db: DbOrTx, values: NewPodcast): Promise<PodcastRow> {
  const [row] = await db.insert(podcasts).values(values).returning();
  if (!row) throw new Error('podcast insert returned no row');
  return parsed(row);
}

export async function findPodcast(db: Db, id: number): Promise<PodcastRow | null> {
  const [row] = await db.select().from(podcasts).where(eq(podcasts.id, id)).limit(1);
  return row ? parsed(row) : null;
}

/** Every podcast id of the user (their storage folders are counted against the plan's storage). */
export async function findUserPodcastIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db.select({ id: podcasts.id }).from(podcasts).where(eq(podcasts.userId, userId));
  return rows.map((row) => row.id);
}

/** Your Recent Podcasts' filter (spec 000 §2): words in the title, a language key, and a state. */
export interface PodcastFilter {
  search?: string;
  language?: string;
  status?: 'SCRIPT' | 'AUDIO' | 'PUBLISHED';
}

// An episode of the podcast that is on its feed: the publishing module's table, read by name to keep the modules apart.
const published = sql`exists (select 1 from episodes e where e.podcast_id = ${podcasts.id} and e.unpublished_at is null)`;

/** The three states are exclusive: a script without audio, audio not on a feed, on a feed. */
function filterWhere(userId: number, filter: PodcastFilter): SQL | undefined {
  const search = filter.search?.trim();
  return and(
    eq(podcasts.userId, userId),
    search ? ilike(podcasts.title, `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
    filter.language ? eq(podcasts.language, filter.language) : undefined,
    filter.status === 'SCRIPT' ? isNull(podcasts.storagePath) : undefined,
    filter.status === 'AUDIO' ? and(isNotNull(podcasts.storagePath), not(published)) : undefined,
    filter.status === 'PUBLISHED' ? published : undefined,
  );
}

export async function findUserPodcastsPage(
  db: Db,
  userId: number,
  page: number,
  pageSize: number,
  filter: PodcastFilter = {},
) {
  const where = filterWhere(userId, filter);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(podcasts)
      .where(where)
      .orderBy(desc(podcasts.createdAt), desc(podcasts.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ value: count() }).from(podcasts).where(where),
  ]);
  return { rows: rows.map(parsed), total: total?.value ?? 0 };
}

export async function updatePodcast(db: DbOrTx, id: number, values: Partial<NewPodcast>): Promise<PodcastRow | null> {
  const [row] = await db
    .update(podcasts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(podcasts.id, id))
    .returning();
  return row ? parsed(row) : null;
}

export async function deletePodcastRow(db: DbOrTx, id: number, userId: number): Promise<boolean> {
  const rows = await db
    .delete(podcasts)
    .where(and(eq(podcasts.id, id), eq(podcasts.userId, userId)))
    .returning({ id: podcasts.id });
  return rows.length > 0;
}

/** The generator category of the user's newest podcast that has one. */
export async function latestPodcastCategory(db: Db, userId: number): Promise<unknown> {
  const [row] = await db
    .select({ id: podcasts.id, settings: podcasts.settings })
    .from(podcasts)
    .where(and(eq(podcasts.userId, userId), isNotNull(podcasts.settings)))
    .orderBy(desc(podcasts.createdAt), desc(podcasts.id))
    .limit(1);
  return row ? readPodcastSettings(row.settings, row.id).category : undefined;
}
