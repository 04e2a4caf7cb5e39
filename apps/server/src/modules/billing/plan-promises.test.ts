import { PLAN_CATALOGUE, storageAmountText, VOICE_TIERS } from '@podloom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { createSession, createUser } from '../auth/testing/factories';
import { buyPlan, postJson } from './testing/billing-test-kit';

/*
 * Every line of every plan card is a limit the server keeps. The cards are read as a browser reads them
 * (getAllSubscriptions), then each line is tried against the server as the plan's subscriber: a line no check
 * recognises fails the test, so a card cannot promise what nothing enforces.
 *
 * The install has OpenAI's key (Premium voices in every language) and Gemini's (Neural), but no ElevenLabs key: it
 * has no Ultra voices, and no card may claim any. A `server` process queues jobs without running them, so nothing
 * here reaches a provider.
 */

let database: TestDatabase;
let t: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  t = await startTestApp(
    database,
    { OPENAI_API_KEY: 'sk-test-not-used', GOOGLE_GENERATIVE_AI_API_KEY: 'g-test-not-used' },
    { role: 'server' },
  );
});
afterAll(async () => {
  await t?.close();
  await database?.destroy();
});

type Subscriber = { id: number; token: string; plan: string };

async function subscriber(plan: string): Promise<Subscriber> {
  const user = await createUser(database.db);
  const party = { id: user.id, token: (await createSession(t.services, user)).accessToken };
  const catalogue = PLAN_CATALOGUE.find((p) => p.name === plan);
  const cycle = catalogue?.prices.some((p) => p.billingCycle === 'monthly') ? 'monthly' : 'yearly';
  if (catalogue?.prices.some((p) => p.amount > 0)) await buyPlan(t, party, plan, cycle);
  return { ...party, plan };
}

async function cards(token?: string): Promise<Map<string, string[]>> {
  const answer = await postJson(
    t,
    '/api/podloom/v1/graphql',
    { query: '{ getAllSubscriptions { subscriptions { name planDescription } } }' },
    token,
  );
  const { subscriptions } = (answer.body.data as { getAllSubscriptions: { subscriptions: CardRow[] } })
    .getAllSubscriptions;
  return new Map(subscriptions.map((s) => [s.name, s.planDescription.split('\n')]));
}
type CardRow = { name: string; planDescription: string };

const billing = () => t.app.modules.billing.service.billing;

async function sql<T>(query: string): Promise<T[]> {
  return (await t.services.db.execute<Record<string, unknown>>(query)).rows as T[];
}

/** A line "N minutes of audio a month": a render of N minutes fits, one second more is refused by name. */
async function minutesKept(user: Subscriber, minutes: number) {
  await billing().assertRenderAllowed(user.id, { estimatedSeconds: minutes * 60, voiceTiers: [] });
  const over = billing().assertRenderAllowed(user.id, { estimatedSeconds: minutes * 60 + 1, voiceTiers: [] });
  await expect(over).rejects.toThrow(`your ${user.plan} plan's limit of ${minutes} audio minutes this month`);
}

/**
 * A line "N <Tier> voices in …" (or "M to N"): the tier renders, and this install's languages have M to N voices of it.
 */
async function tierKept(user: Subscriber, fewest: number, count: number, tier: string, where: string) {
  await billing().assertRenderAllowed(user.id, { estimatedSeconds: 60, voiceTiers: [tier] });
  const rows = await sql<{ language_code: string; n: number }>(
    `select language_code, count(*)::int as n from voices where user_id is null and voice_type = '${tier}'
     group by language_code`,
  );
  expect(Math.max(...rows.map((r) => Number(r.n))), `${tier} voices per language`).toBe(count);
  expect(Math.min(...rows.map((r) => Number(r.n))), `${tier} voices per language`).toBe(fewest);
  if (where === 'English') expect(rows.every((r) => r.language_code.startsWith('en'))).toBe(true);
  else expect(where).toBe(`each of ${rows.length} languages`);
}

/** A line "Episodes up to N minutes": a script of N minutes is written, a longer listed length is refused by name. */
async function episodesKept(user: Subscriber, minutes: number) {
  const script = (duration: number) =>
    postJson(
      t,
      '/generate/script',
      { topic: 'Tides', host: 'Asha', guest: 'Ravi', no_of_speaker: 2, duration },
      user.token,
    );
  expect((await script(minutes)).status).toBe(200);
  const longer = [30, 45, 60].find((m) => m > minutes);
  if (!longer) return;
  const refused = await script(longer);
  expect(refused.status).toBe(400);
  expect(refused.body.message).toMatch(
    new RegExp(
      `^Your ${user.plan} plan writes episodes up to ${minutes} minutes, and this one asks for ${longer}\\. .*upgrade to the .+ Plan on the pricing page`,
    ),
  );
}

/** A line "N cloned voices": the Nth clone is allowed, the one after is refused by name. */
async function clonesKept(user: Subscriber, clones: number) {
  const judge = await billing().cloneAllowance(user.id);
  expect(judge(clones - 1)).toBeNull();
  expect(judge(clones)).toMatch(new RegExp(`^Your ${user.plan} plan keeps up to ${clones} cloned voices?`));
}

/** A line "<amount> of storage": the plan's storage allowance is that amount. */
async function storageKept(user: Subscriber, amount: string) {
  const allowance = await billing().storageAllowance(user.id);
  expect(storageAmountText(allowance.limitBytes)).toBe(amount);
}

/** A line "Scripts in N languages": the language list a script is checked against has N entries. */
async function languagesKept(count: number) {
  const rows = await sql<{ n: number }>(
    `select count(*)::int as n from feature_options where feature_key = 'language'`,
  );
  expect(Number(rows[0]?.n)).toBe(count);
}

/** Each kind of card line and the check that keeps it. */
const CHECKS: ReadonlyArray<readonly [RegExp, (user: Subscriber, m: string[]) => Promise<void>]> = [
  [/^(\d+) minutes of audio a month$/, (user, m) => minutesKept(user, Number(m[1]))],
  [
    /^(?:(\d+) to )?(\d+) (Basic|Premium|Neural|Ultra) voices? in (English|each of \d+ languages)$/,
    (user, m) => tierKept(user, Number(m[1] ?? m[2]), Number(m[2]), m[3] as string, m[4] as string),
  ],
  [/^Episodes up to (\d+) minutes$/, (user, m) => episodesKept(user, Number(m[1]))],
  [/^(\d+) cloned voices?$/, (user, m) => clonesKept(user, Number(m[1]))],
  [/^(.+) of storage$/, (user, m) => storageKept(user, m[1] as string)],
  [/^Scripts in (\d+) languages$/, (_user, m) => languagesKept(Number(m[1]))],
];

async function expectLineKept(user: Subscriber, line: string) {
  for (const [pattern, check] of CHECKS) {
    const m = line.match(pattern);
    if (m) return check(user, [...m]);
  }
  throw new Error(`The ${user.plan} card says "${line}", and no check of the server keeps it.`);
}

describe('every plan card line is a limit the server keeps', () => {
  for (const plan of ['Free', 'Lifetime Plan', 'Lite Plan', 'Pro Plan']) {
    it(plan, async () => {
      const user = await subscriber(plan);
      const lines = (await cards(user.token)).get(plan) ?? [];
      expect(lines.length).toBeGreaterThan(4);
      for (const line of lines) await expectLineKept(user, line);
      // A tier the card does not name is refused, naming the plan and the one that lifts it (or not on this install).
      const named = lines.flatMap((line) => VOICE_TIERS.filter((tier) => line.includes(` ${tier} voice`)));
      for (const tier of VOICE_TIERS.filter((tier) => !named.includes(tier))) {
        const has = await sql(`select 1 from voices where user_id is null and voice_type = '${tier}' limit 1`);
        if (has.length === 0) continue;
        await expect(
          billing().assertRenderAllowed(user.id, { estimatedSeconds: 60, voiceTiers: [tier] }),
        ).rejects.toThrow(new RegExp(`^${tier} voices are not part of the ${plan} plan.*upgrade to the .+ Plan`));
      }
    });
  }

  it('claims no Ultra voices on an install that has none, and says what it has', async () => {
    const all = [...(await cards()).values()].flat();
    expect(all.filter((line) => /ultra/i.test(line))).toEqual([]);
    expect(all).toContain('4 Basic voices in each of 25 languages');
    expect(all.some((line) => /^\d+ to \d+ Premium voices in each of 25 languages$/.test(line))).toBe(true);
  });
});
