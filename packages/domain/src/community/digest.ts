/*
 * The community's e-mail digest (decision 036): a member chooses a daily or a weekly one in the
 * settings, or none (the default). It lands in the morning of the member's own time zone: a
 * daily one at 07:00 each day, a weekly one at 07:00 on Mondays, each telling what happened
 * since the one before.
 */

export const COMMUNITY_DIGESTS = ['off', 'daily', 'weekly'] as const;
export type CommunityDigest = (typeof COMMUNITY_DIGESTS)[number];

/** The local hour a digest is due: early enough to be read with the morning's mail. */
const DIGEST_HOUR = 7;
const MONDAY = 1;
const DAY_MS = 86_400_000;

/** One formatter per time zone: making one is the slow part of reading a wall clock. */
const FORMATTERS = new Map<string, Intl.DateTimeFormat>();

/** The wall clock of `timeZone` at `at`, read as if it were UTC: its difference to `at` is the zone's offset. */
function wallClockAsUtc(at: number, timeZone: string): number {
  let formatter = FORMATTERS.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    FORMATTERS.set(timeZone, formatter);
  }
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(formatter.formatToParts(at).find((p) => p.type === type)?.value ?? 0);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
}

/**
 * The instant a local wall-clock time (given as UTC milliseconds) happens in `timeZone`. Asking
 * the offset twice settles a time near a daylight-saving change; a local time the change skips
 * comes out an hour later, which is still that morning.
 */
function instantOf(wallClock: number, timeZone: string): number {
  const first = wallClock - (wallClockAsUtc(wallClock, timeZone) - wallClock);
  return wallClock - (wallClockAsUtc(first, timeZone) - first);
}

/**
 * When the next digest of `cadence` is due after `after`, in the member's time zone: the first
 * 07:00 (a Monday's, for a weekly one) strictly later than `after`.
 */
export function nextDigestAt(cadence: Exclude<CommunityDigest, 'off'>, timeZone: string, after: Date): Date {
  const local = wallClockAsUtc(after.getTime(), timeZone);
  const today = local - (local % DAY_MS);
  // Eight days always hold a Monday's 07:00 later than `after`.
  for (let day = 0; day <= 8; day += 1) {
    const date = today + day * DAY_MS;
    if (cadence === 'weekly' && new Date(date).getUTCDay() !== MONDAY) continue;
    const due = instantOf(date + DIGEST_HOUR * 3_600_000, timeZone);
    if (due > after.getTime()) return new Date(due);
  }
  throw new Error('No digest time found in the next eight days.');
}
