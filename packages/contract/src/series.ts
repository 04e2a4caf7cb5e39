import { z } from 'zod';
import { SCRIPT_FORMATS } from './generation';
import { safeString } from './safe-text';

/** Recurring series: a show, sources to watch, a schedule in the creator's zone, and how each episode is made. */
export const SERIES_CADENCES = ['daily', 'weekly'] as const;
export type SeriesCadence = (typeof SERIES_CADENCES)[number];

/** A run's outcome: QUEUED until its job gathers the sources, then one of the spec's states. */
export const SERIES_RUN_STATUSES = [
  'QUEUED',
  'SKIPPED',
  'SCRIPTING',
  'RENDERING',
  'AWAITING_APPROVAL',
  'PUBLISHED',
  'FAILED',
] as const;
export type SeriesRunStatus = (typeof SERIES_RUN_STATUSES)[number];

/** ISO weekdays: 1 is Monday, 7 is Sunday. */
export const SERIES_WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

export const SERIES_LIMITS = { perUser: 20, sources: 10, urlMax: 2000, nameMax: 120 } as const;
/** The lengths a series episode may have (minutes): the duration options. */
export const SERIES_DURATIONS = [2, 3, 5, 10, 15, 30, 45, 60] as const;

export const SERIES_MESSAGES = {
  name: `Please give the series a name of 1 to ${SERIES_LIMITS.nameMax} characters.`,
  show: 'Please choose the show the series publishes to.',
  sources: `Please give 1 to ${SERIES_LIMITS.sources} web addresses to watch.`,
  url: 'Each source must be an http or https web address.',
  cadence: 'A schedule is daily or weekly.',
  weekday: 'Please choose the weekday of a weekly series.',
  time: 'Please give the time as HH:MM (24-hour clock).',
  timeZone: 'Please choose a time zone from the list (for example Europe/London).',
  duration: `Please choose a length of ${SERIES_DURATIONS.join(', ')} minutes.`,
  format: `A format is one of ${SCRIPT_FORMATS.join(', ')}.`,
  host: 'Please give the host a name (50 characters at most).',
  hostVoice: 'Please choose a voice for the host.',
  guestVoice: 'Please choose a voice for the guest.',
  tooMany: `You can keep ${SERIES_LIMITS.perUser} series at most.`,
  notFound: 'We could not find that series.',
  runNotFound: 'We could not find that run.',
  nothingNew: 'Nothing new since the last run.',
  notAwaiting: 'Only a run waiting for approval can be published.',
  busy: 'This series is already running. Please wait for the run to finish.',
  overlap: 'Skipped: the previous run was still under way.',
  tone: 'Please choose a tone from the list.',
  language: 'Please choose a language from the list.',
} as const;

/** Whether the runtime knows the zone (IANA names, as Intl does). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone.length > 0;
  } catch {
    return false;
  }
}

const sourceUrl = safeString({ error: SERIES_MESSAGES.url })
  .trim()
  .max(SERIES_LIMITS.urlMax, SERIES_MESSAGES.url)
  .refine((raw) => {
    try {
      const url = new URL(raw);
      return url.protocol === 'http:' || url.protocol === 'https:';
    } catch {
      return false;
    }
  }, SERIES_MESSAGES.url);

const optionalName = safeString()
  .trim()
  .max(50, SERIES_MESSAGES.host)
  .nullish()
  .transform((value) => value || null);

export const seriesInput = z
  .object({
    name: safeString({ error: SERIES_MESSAGES.name })
      .trim()
      .min(1, SERIES_MESSAGES.name)
      .max(120, SERIES_MESSAGES.name),
    showId: safeString({ error: SERIES_MESSAGES.show })
      .trim()
      .min(1, SERIES_MESSAGES.show)
      .max(100, SERIES_MESSAGES.show),
    sources: z
      .array(sourceUrl, { error: SERIES_MESSAGES.sources })
      .min(1, SERIES_MESSAGES.sources)
      .max(SERIES_LIMITS.sources, SERIES_MESSAGES.sources)
      .transform((urls) => [...new Set(urls)]),
    cadence: z.enum(SERIES_CADENCES, { error: SERIES_MESSAGES.cadence }),
    weekday: z
      .number({ error: SERIES_MESSAGES.weekday })
      .int(SERIES_MESSAGES.weekday)
      .min(1, SERIES_MESSAGES.weekday)
      .max(7, SERIES_MESSAGES.weekday)
      .nullish(),
    time: safeString({ error: SERIES_MESSAGES.time }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, SERIES_MESSAGES.time),
    timeZone: safeString({ error: SERIES_MESSAGES.timeZone }).trim().refine(isTimeZone, SERIES_MESSAGES.timeZone),
    format: z.enum(SCRIPT_FORMATS, { error: SERIES_MESSAGES.format }).default('brief'),
    duration: z
      .number({ error: SERIES_MESSAGES.duration })
      .refine((minutes) => (SERIES_DURATIONS as readonly number[]).includes(minutes), SERIES_MESSAGES.duration)
      .default(2),
    tone: safeString({ error: SERIES_MESSAGES.tone })
      .trim()
      .max(50, SERIES_MESSAGES.tone)
      .nullish()
      .transform((value) => value || 'Formal'),
    language: safeString({ error: SERIES_MESSAGES.language })
      .trim()
      .max(20, SERIES_MESSAGES.language)
      .nullish()
      .transform((value) => value || 'en-IN'),
    host: safeString({ error: SERIES_MESSAGES.host }).trim().min(1, SERIES_MESSAGES.host).max(50, SERIES_MESSAGES.host),
    guest: optionalName,
    hostVoice: safeString({ error: SERIES_MESSAGES.hostVoice })
      .trim()
      .min(1, SERIES_MESSAGES.hostVoice)
      .max(200, SERIES_MESSAGES.hostVoice),
    guestVoice: safeString({ error: SERIES_MESSAGES.guestVoice })
      .trim()
      .max(200, SERIES_MESSAGES.guestVoice)
      .nullish()
      .transform((value) => value || null),
    autoPublish: z.boolean().default(false),
  })
  .superRefine((value, ctx) => {
    if (value.cadence === 'weekly' && !value.weekday) {
      ctx.addIssue({ code: 'custom', path: ['weekday'], message: SERIES_MESSAGES.weekday });
    }
    if (value.guest && !value.guestVoice) {
      ctx.addIssue({ code: 'custom', path: ['guestVoice'], message: SERIES_MESSAGES.guestVoice });
    }
  })
  .transform((value) => ({ ...value, weekday: value.cadence === 'weekly' ? (value.weekday ?? null) : null }));
export type SeriesInput = z.infer<typeof seriesInput>;

/** How a series' episodes are made: stored with the series (a JSON column). */
export const seriesSettings = z.object({
  format: z.enum(SCRIPT_FORMATS),
  duration: z.number().int(),
  tone: safeString(),
  language: safeString(),
  host: safeString(),
  guest: safeString().nullable(),
  hostVoice: safeString(),
  guestVoice: safeString().nullable(),
});
export type SeriesSettings = z.infer<typeof seriesSettings>;

/** An item a run used: its title and where it came from. */
export const seriesRunItem = z.object({ title: safeString(), link: safeString().nullable() });
export type SeriesRunItem = z.infer<typeof seriesRunItem>;
