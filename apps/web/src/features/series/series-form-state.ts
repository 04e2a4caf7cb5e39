import { type SeriesInput, seriesInput } from '@podloom/contract';
import type { SeriesItem } from './series-api';

/** What the form edits: the input, with the sources as one address a line. */
export interface SeriesFormValues {
  name: string;
  showId: string;
  sources: string;
  cadence: 'daily' | 'weekly';
  weekday: number;
  time: string;
  timeZone: string;
  format: SeriesInput['format'];
  duration: number;
  tone: string;
  language: string;
  host: string;
  guest: string;
  hostVoice: string;
  guestVoice: string;
  autoPublish: boolean;
}

/** The browser's own time zone: a new series runs on the creator's clock. */
const ownZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

export function emptySeriesForm(showId = ''): SeriesFormValues {
  return {
    name: '',
    showId,
    sources: '',
    cadence: 'weekly',
    weekday: 1,
    time: '07:00',
    timeZone: ownZone(),
    format: 'brief',
    duration: 2,
    tone: 'Formal',
    language: 'en-IN',
    host: 'Asha',
    guest: '',
    hostVoice: '',
    guestVoice: '',
    autoPublish: false,
  };
}

export function seriesFormOf(series: SeriesItem): SeriesFormValues {
  return {
    ...emptySeriesForm(series.showId),
    ...series,
    cadence: series.cadence === 'daily' ? 'daily' : 'weekly',
    weekday: series.weekday ?? 1,
    format: series.format as SeriesInput['format'],
    sources: series.sources.join('\n'),
    guest: series.guest ?? '',
    guestVoice: series.guestVoice ?? '',
  };
}

/** The input to send, or the first sentence of what is wrong (the server's own checks say the same). */
export function seriesInputOf(values: SeriesFormValues): { input: SeriesInput } | { problem: string } {
  const parsed = seriesInput.safeParse({
    ...values,
    sources: values.sources
      .split(/\s+/)
      .map((line) => line.trim())
      .filter(Boolean),
    weekday: values.cadence === 'weekly' ? values.weekday : null,
    guest: values.guest || null,
    guestVoice: values.guest ? values.guestVoice || null : null,
  });
  if (!parsed.success) return { problem: parsed.error.issues[0]?.message ?? 'Please check the form.' };
  return { input: parsed.data };
}

/** Every zone the browser knows, for the time zone list. */
export function timeZones(): string[] {
  const intl = Intl as unknown as { supportedValuesOf?: (key: string) => string[] };
  return intl.supportedValuesOf?.('timeZone') ?? ['UTC'];
}
