import { describe, expect, it } from 'vitest';
import { nextDigestAt } from './digest';

const at = (iso: string) => new Date(iso);

describe('when the next community digest is due', () => {
  it('is the next 07:00 of the member’s own day, strictly later', () => {
    // 06:00 in São Paulo (UTC−3): today's 07:00 is still ahead.
    expect(nextDigestAt('daily', 'America/Sao_Paulo', at('2026-12-01T09:00:00Z'))).toEqual(at('2026-12-01T10:00:00Z'));
    // At 07:00 sharp the one due then is the one being sent: the next is tomorrow's.
    expect(nextDigestAt('daily', 'America/Sao_Paulo', at('2026-12-01T10:00:00Z'))).toEqual(at('2026-12-02T10:00:00Z'));
    // 08:00 in Tokyo on the 2nd, while it is still the 1st in UTC.
    expect(nextDigestAt('daily', 'Asia/Tokyo', at('2026-12-01T23:00:00Z'))).toEqual(at('2026-12-02T22:00:00Z'));
    // Offsets that are not whole hours.
    expect(nextDigestAt('daily', 'Asia/Kathmandu', at('2026-12-01T00:00:00Z'))).toEqual(at('2026-12-01T01:15:00Z'));
  });

  it('is a Monday’s 07:00 for a weekly digest', () => {
    // 2026-12-01 is a Tuesday.
    expect(nextDigestAt('weekly', 'America/Sao_Paulo', at('2026-12-01T12:00:00Z'))).toEqual(at('2026-12-07T10:00:00Z'));
    // Monday 06:59 in Lisbon (UTC+0 in winter): this Monday's.
    expect(nextDigestAt('weekly', 'Europe/Lisbon', at('2026-12-07T06:59:00Z'))).toEqual(at('2026-12-07T07:00:00Z'));
    expect(nextDigestAt('weekly', 'Europe/Lisbon', at('2026-12-07T07:00:00Z'))).toEqual(at('2026-12-14T07:00:00Z'));
  });

  it('follows daylight-saving changes', () => {
    // Berlin moves to summer time on 2027-03-28: 07:00 is then 05:00 UTC, the day before 06:00.
    expect(nextDigestAt('daily', 'Europe/Berlin', at('2027-03-27T07:00:00Z'))).toEqual(at('2027-03-28T05:00:00Z'));
    expect(nextDigestAt('daily', 'Europe/Berlin', at('2027-03-26T12:00:00Z'))).toEqual(at('2027-03-27T06:00:00Z'));
    // New York moves back on 2026-11-01: a Monday later, 07:00 is 12:00 UTC.
    expect(nextDigestAt('weekly', 'America/New_York', at('2026-10-30T12:00:00Z'))).toEqual(at('2026-11-02T12:00:00Z'));
  });
});
