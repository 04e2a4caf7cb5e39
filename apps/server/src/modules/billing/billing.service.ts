import { type InstallOffer, type PlanLimits, planLines, type VoiceTier } from '@podloom/contract';
import type { DbOrTx } from '../../platform/db/client';
import { badRequest, notFound } from '../../platform/http/errors';
import type { AppServices } from '../../platform/services';
import {
  countRender,
  findActivePlansWithPricing,
  findCurrentSubscription,
  findPlanByName,
  findPlanWithPricing,
  setAutoRenew,
  usageSeconds,
} from './billing.repository';
import { featureLimits } from './billing.schema';
import { FREE_PLAN_NAME, limitsOf, orUpgrade, priceText, usagePeriodStart } from './plan-rules';

export type CurrentSubscription = NonNullable<Awaited<ReturnType<typeof findCurrentSubscription>>>;

export const BILLING_TEXT = {
  noSubscription: 'No active subscription found',
  voiceAbovePlan: (tier: string, plan: string, allowed: readonly string[]) =>
    `${tier} voices are not part of the ${plan} plan, which includes ${allowed.join(' and ')} voices. ` +
    `Choose another voice${orUpgrade((l) => (l.voiceTiers as readonly string[]).includes(tier), `${tier} voices`)}`,
  minutesLimit: (limit: number, usedMinutes: number, plan: string, pendingMinutes = 0) =>
    `This render would pass your ${plan} plan's limit of ${limit} audio minutes this month ` +
    `(${usedMinutes} used${pendingMinutes > 0 ? `, ${pendingMinutes} more in renders not finished yet` : ''}). ` +
    `Shorten the script${orUpgrade((l) => l.minutes > limit, 'more minutes')}`,
  cloneLimit: (limit: number, owned: number, plan: string) =>
    `Your ${plan} plan keeps up to ${limit} cloned ${limit === 1 ? 'voice' : 'voices'}, and you have ${owned}. ` +
    `Delete one in My Voices${orUpgrade((l) => l.clones > limit, 'more cloned voices')}`,
  episodeLimit: (minutes: number, limit: number, plan: string) =>
    `Your ${plan} plan writes episodes up to ${limit} minutes, and this one asks for ${minutes}. ` +
    `Choose a shorter length${orUpgrade((l) => l.longestEpisodeMinutes >= minutes, `${minutes}-minute episodes`)}`,
} as const;

/** What billing asks the voices module: what this install offers, and how many clones a user keeps. */
export interface InstallFacts {
  offer(): Promise<InstallOffer>;
  ownedClones(userId: number): Promise<number>;
}

/** What the Manage Subscription page shows (and the Voices modal's locked tabs read). */
export interface MySubscription {
  planId: number | null;
  planName: string;
  priceText: string;
  status: 'active' | 'cancelled' | 'grace' | 'free';
  autoRenew: boolean;
  currentPeriodStart: string | null;
  currentPeriodEnd: string | null;
  nextRenewalDate: string | null;
  graceUntil: string | null;
  usagePeriodStart: string;
  minutesUsed: number;
  minutesLimit: number;
  voiceTiers: VoiceTier[];
  /** The plan's other limits, and the clones used against them (storage has its own endpoint). */
  longestEpisodeMinutes: number;
  clonesLimit: number;
  clonesUsed: number;
}

/** Plans and the caller's subscription: what it allows (minutes, voice tiers) and its usage. */
export class BillingService {
  constructor(
    private readonly services: Pick<AppServices, 'db' | 'now'>,
    private readonly install: InstallFacts | null = null,
  ) {}

  private now(): Date {
    return new Date(this.services.now());
  }

  /** The caller's subscription giving access now (in its period or its grace days), or null (tokens carry it). */
  currentSubscription(userId: number): Promise<CurrentSubscription | null> {
    return findCurrentSubscription(this.services.db, userId, this.now());
  }

  /** Spec 001 §3 "Subscription plan", with isCurrentPlan, autoRenew and nextRenewalDate for the signed-in caller. */
  async allSubscriptions(userId: number | null) {
    const [plans, current, offer] = await Promise.all([
      findActivePlansWithPricing(this.services.db),
      userId === null ? null : this.currentSubscription(userId),
      this.install?.offer() ?? null,
    ]);
    const freeIsCurrent = userId !== null && !current;
    return plans.map(({ plan, pricing }) => {
      const isCurrentPlan = current ? current.planId === plan.id : freeIsCurrent && plan.name === FREE_PLAN_NAME;
      const limits = limitsOf(plan);
      return {
        id: plan.id,
        name: plan.name,
        // The card's lines are written from what is enforced and what this install has, not from stored text.
        planDescription: planLines(limits, offer).join('\n'),
        limits,
        popularity: plan.popularity,
        displayOrder: plan.displayOrder,
        minutesLimit: plan.minutesLimit,
        isCurrentPlan,
        autoRenew: isCurrentPlan && current ? current.autoRenew : null,
        nextRenewalDate: isCurrentPlan && current?.autoRenew ? current.endDate.toISOString() : null,
        featureLimits: featureLimits.parse(plan.featureLimits),
        pricing: pricing.map((p) => ({
          id: p.id,
          amount: p.amount,
          billingCycle: p.billingCycle,
          currencyCode: p.currencyCode,
          priceDisplayTextOverride: p.priceDisplayTextOverride,
          status: p.status,
        })),
      };
    });
  }

  /** The caller's plan (Free without a subscription), its period, renewal, usage this month and voice tiers. */
  async mySubscription(userId: number): Promise<MySubscription> {
    const { db } = this.services;
    const now = this.now();
    const current = await this.currentSubscription(userId);
    const found = current ? await findPlanWithPricing(db, current.planId, current.pricingId) : null;
    const plan = found?.plan ?? (await findPlanByName(db, FREE_PLAN_NAME));
    const periodStart = usagePeriodStart(now, current?.startDate ?? null);
    const seconds = await usageSeconds(db, userId, periodStart);
    const planName = plan?.name ?? FREE_PLAN_NAME;
    const limits: PlanLimits = limitsOf(plan ?? null);
    const inGrace = Boolean(current && current.endDate <= now);
    return {
      planId: plan?.id ?? null,
      planName,
      priceText: priceText(found?.pricing ?? null),
      status: !current ? 'free' : inGrace ? 'grace' : current.autoRenew ? 'active' : 'cancelled',
      autoRenew: current?.autoRenew ?? false,
      currentPeriodStart: current?.startDate.toISOString() ?? null,
      currentPeriodEnd: current?.endDate.toISOString() ?? null,
      nextRenewalDate: current?.autoRenew && !inGrace ? current.endDate.toISOString() : null,
      graceUntil: current?.graceUntil?.toISOString() ?? null,
      usagePeriodStart: periodStart.toISOString(),
      minutesUsed: Math.round((seconds / 60) * 10) / 10,
      minutesLimit: limits.minutes,
      voiceTiers: [...limits.voiceTiers],
      longestEpisodeMinutes: limits.longestEpisodeMinutes,
      clonesLimit: limits.clones,
      clonesUsed: (await this.install?.ownedClones(userId)) ?? 0,
    };
  }

  /** Cancel Subscription: auto-renew off; the plan lasts to the end of the period already paid. */
  async cancelSubscription(userId: number): Promise<MySubscription> {
    const current = await this.currentSubscription(userId);
    if (!current) throw notFound(BILLING_TEXT.noSubscription);
    await setAutoRenew(this.services.db, current.id, false);
    return this.mySubscription(userId);
  }

  /**
   * Asked by the audio module before a render is queued: every voice must be of a tier the plan includes, and the
   * render's estimated length must fit in the minutes left this month. Refusals are sentences naming the limit.
   */
  async assertRenderAllowed(userId: number, render: { estimatedSeconds: number; voiceTiers: string[] }) {
    const mine = await this.mySubscription(userId);
    const tiers: readonly string[] = mine.voiceTiers;
    const above = render.voiceTiers.find((tier) => !tiers.includes(tier));
    if (above) throw badRequest(BILLING_TEXT.voiceAbovePlan(above, mine.planName, tiers), 'VOICE_ABOVE_PLAN');
    const usedSeconds = await usageSeconds(this.services.db, userId, new Date(mine.usagePeriodStart));
    if (usedSeconds + render.estimatedSeconds > mine.minutesLimit * 60) {
      throw badRequest(
        BILLING_TEXT.minutesLimit(mine.minutesLimit, Math.floor(usedSeconds / 60), mine.planName),
        'MINUTES_LIMIT',
      );
    }
  }

  /**
   * The minutes check made under the user's lock (runs.startJob's transaction), counting the estimates of the
   * user's renders still queued or running, so two renders started at once cannot both pass it. Answers the
   * seconds this render may last: the allowance left once the others are counted, at which a render is stopped.
   * The plan is read first (outside the transaction); the usage is read inside it.
   */
  async minutesGate(userId: number) {
    const mine = await this.mySubscription(userId);
    const periodStart = new Date(mine.usagePeriodStart);
    const limitSeconds = mine.minutesLimit * 60;
    return async (tx: DbOrTx, render: { estimatedSeconds: number; pendingSeconds: number }): Promise<number> => {
      const usedSeconds = await usageSeconds(tx, userId, periodStart);
      const left = limitSeconds - usedSeconds - render.pendingSeconds;
      if (render.estimatedSeconds > left) {
        const pending = Math.ceil(render.pendingSeconds / 60);
        const used = Math.floor(usedSeconds / 60);
        throw badRequest(BILLING_TEXT.minutesLimit(mine.minutesLimit, used, mine.planName, pending), 'MINUTES_LIMIT');
      }
      return left;
    };
  }

  /** Asked by the voices module before a clone: a judge of the clone count, null to go ahead or the sentence. */
  async cloneAllowance(userId: number): Promise<(ownedClones: number) => string | null> {
    const current = await this.currentSubscription(userId);
    const found = current ? await findPlanWithPricing(this.services.db, current.planId, current.pricingId) : null;
    const planName = found?.plan.name ?? FREE_PLAN_NAME;
    const limit = limitsOf(found?.plan ?? null).clones;
    return (ownedClones) => (ownedClones >= limit ? BILLING_TEXT.cloneLimit(limit, ownedClones, planName) : null);
  }

  /** Asked by generation before a script is written: null to go ahead, or the sentence refusing a longer episode. */
  async episodeAllowance(userId: number): Promise<(minutes: number) => string | null> {
    const current = await this.currentSubscription(userId);
    const found = current ? await findPlanWithPricing(this.services.db, current.planId, current.pricingId) : null;
    const planName = found?.plan.name ?? FREE_PLAN_NAME;
    const limit = limitsOf(found?.plan ?? null).longestEpisodeMinutes;
    return (minutes) => (minutes > limit ? BILLING_TEXT.episodeLimit(minutes, limit, planName) : null);
  }

  /** The storage the caller's plan keeps, with the plan's name for the sentence that refuses a full one. */
  async storageAllowance(userId: number): Promise<{ planName: string; limitBytes: number }> {
    const current = await this.currentSubscription(userId);
    const found = current ? await findPlanWithPricing(this.services.db, current.planId, current.pricingId) : null;
    const planName = found?.plan.name ?? FREE_PLAN_NAME;
    return { planName, limitBytes: limitsOf(found?.plan ?? null).storageBytes };
  }

  /** Counts a finished render into this month's usage once: a replayed event finds its ref id and adds nothing. */
  async recordRender(input: { refId: string; userId: number; renderedSeconds: number }): Promise<boolean> {
    const { db } = this.services;
    const mine = await this.mySubscription(input.userId);
    const periodStart = new Date(mine.usagePeriodStart);
    return db.transaction(async (tx) => {
      // Never more than the plan allows: a render is stopped at the allowance, and what lands past it (an
      // estimate that fell short by a second) is not billed beyond the limit.
      const left = Math.max(0, mine.minutesLimit * 60 - (await usageSeconds(tx, input.userId, periodStart)));
      const seconds = Math.min(Math.round(input.renderedSeconds), left);
      return countRender(tx, { refId: input.refId, userId: input.userId, seconds, periodStart });
    });
  }
}
