import type { SeriesCadence } from '@podloom/contract';

/** When a series runs: daily, or weekly on an ISO weekday (1 Monday … 7 Sunday), at HH:MM on its zone's clock. */
export interface SeriesSchedule {
  cadence: SeriesCadence;
  weekday: number | null;
  time: string;
  timeZone: string;
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** The zone's wall clock at an instant, as the UTC instant with the same reading. */
function wallClock(zone: string, at: number): number {
  const parts = formatterOf(zone).formatToParts(new Date(at));
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value);
  return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
}

/** The zone's offset from UTC at an instant, in minutes. */
export function offsetMinutes(zone: string, at: number): number {
  return Math.round((wallClock(zone, at) - Math.floor(at / 1000) * 1000) / MINUTE);
}

/**
 * The instant the zone's clock reads a wall time (given as the UTC instant with that reading). Twice in an autumn
 * night: the first. Never (skipped by a spring change): as far after the gap's start as the time is into it, so
 * 02:30 on a night the clock jumps from 02:00 to 03:00 is 03:30.
 */
export function zonedInstant(zone: string, wall: number): number {
  const offsets = [offsetMinutes(zone, wall - DAY), offsetMinutes(zone, wall), offsetMinutes(zone, wall + DAY)];
  const valid = offsets.map((offset) => wall - offset * MINUTE).filter((t) => wallClock(zone, t) === wall);
  if (valid.length) return Math.min(...valid);
  return wall - Math.min(...offsets) * MINUTE;
}

/** The ISO weekday (1 Monday … 7 Sunday) of a UTC-midnight date. */
const isoWeekday = (date: number) => ((new Date(date).getUTCDay() + 6) % 7) + 1;

/** The first time the series is due strictly after `after` (a UTC instant). */
export function nextRunAt(schedule: SeriesSchedule, after: Date): Date {
  const [hours = 0, minutes = 0] = schedule.time.split(':').map(Number);
  const local = wallClock(schedule.timeZone, after.getTime());
  const today = local - (local % DAY);
  // The local day before too: a zone far behind UTC may still be on yesterday's date at its due time.
  for (let day = -1; day <= 8; day += 1) {
    const date = today + day * DAY;
    if (schedule.cadence === 'weekly' && isoWeekday(date) !== schedule.weekday) continue;
    const at = zonedInstant(schedule.timeZone, date + (hours * 60 + minutes) * MINUTE);
    if (at > after.getTime()) return new Date(at);
  }
  throw new Error('no due time within a week: the schedule is not valid');
}
