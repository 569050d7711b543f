import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DATE_FORMATS, LANGUAGES, type DateFormat, type Language } from '../constants';
import {
  MISSING_VALUE,
  formatDate,
  formatDateTime,
  formatMonthName,
  formatRelativeTime,
  type MonthNameStyle,
} from './format';

const DATE_PATTERNS: Record<DateFormat, RegExp> = {
  'DD/MM/YYYY': /^(\d{2})\/(\d{2})\/(\d{4})$/,
  'MM/DD/YYYY': /^(\d{2})\/(\d{2})\/(\d{4})$/,
  'YYYY-MM-DD': /^(\d{4})-(\d{2})-(\d{2})$/,
};

function readYearMonthDay(text: string, dateFormat: DateFormat): [number, number, number] {
  const match = DATE_PATTERNS[dateFormat].exec(text);
  if (!match) throw new Error(`${text} does not match ${dateFormat}`);
  const [a, b, c] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (dateFormat === 'DD/MM/YYYY') return [c, b, a];
  if (dateFormat === 'MM/DD/YYYY') return [c, a, b];
  return [a, b, c];
}

describe('formatDate', () => {
  // 02:30 UTC on 5 March 2024 is still the 4th in the Americas.
  const instant = new Date('2024-03-05T02:30:00Z');

  it.each<[string, DateFormat, string]>([
    ['America/Sao_Paulo', 'DD/MM/YYYY', '04/03/2024'],
    ['America/Sao_Paulo', 'MM/DD/YYYY', '03/04/2024'],
    ['America/Sao_Paulo', 'YYYY-MM-DD', '2024-03-04'],
    ['America/New_York', 'MM/DD/YYYY', '03/04/2024'],
    ['UTC', 'DD/MM/YYYY', '05/03/2024'],
    ['Europe/London', 'DD/MM/YYYY', '05/03/2024'],
    ['Europe/Berlin', 'YYYY-MM-DD', '2024-03-05'],
    ['Asia/Tokyo', 'DD/MM/YYYY', '05/03/2024'],
  ])('in %s with %s → %s', (timezone, dateFormat, expected) => {
    expect(formatDate(instant, { timezone, dateFormat })).toBe(expected);
  });

  it.each<[string, string, DateFormat, string]>([
    ['0999-01-02T12:00:00Z', 'UTC', 'YYYY-MM-DD', '0999-01-02'],
    ['0042-12-31T12:00:00Z', 'UTC', 'DD/MM/YYYY', '31/12/0042'],
    ['-000001-06-15T12:00:00Z', 'UTC', 'YYYY-MM-DD', '-0001-06-15'],
    ['2024-12-31T23:59:59Z', 'Pacific/Kiritimati', 'DD/MM/YYYY', '01/01/2025'],
  ])('%s in %s with %s → %s', (iso, timezone, dateFormat, expected) => {
    expect(formatDate(new Date(iso), { timezone, dateFormat })).toBe(expected);
  });

  it('shows an invalid date as a dash', () => {
    expect(formatDate(new Date(Number.NaN), { timezone: 'UTC', dateFormat: 'DD/MM/YYYY' })).toBe(MISSING_VALUE);
  });

  it('throws a RangeError for an unknown time zone', () => {
    expect(() => formatDate(instant, { timezone: 'Mars/Base', dateFormat: 'DD/MM/YYYY' })).toThrow(RangeError);
  });

  it('always matches its pattern and names the calendar day of the time zone', () => {
    // Etc/GMT+3 is a fixed UTC−3 offset, so the expected day is the UTC day three hours earlier.
    const offsets = [
      ['UTC', 0],
      ['Etc/GMT+3', -3],
      ['Etc/GMT-14', 14],
      ['Etc/GMT+12', -12],
    ] as const;
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1000-01-01T00:00:00Z'), max: new Date('9999-12-30T00:00:00Z'), noInvalidDate: true }),
        fc.constantFrom(...offsets),
        fc.constantFrom(...DATE_FORMATS),
        (date, [timezone, offsetHours], dateFormat) => {
          const text = formatDate(date, { timezone, dateFormat });
          expect(text).toMatch(DATE_PATTERNS[dateFormat]);
          const local = new Date(date.getTime() + offsetHours * 3_600_000);
          expect(readYearMonthDay(text, dateFormat)).toEqual([
            local.getUTCFullYear(),
            local.getUTCMonth() + 1,
            local.getUTCDate(),
          ]);
        },
      ),
    );
  });

  it('matches its pattern in real time zones with daylight saving', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2199-12-31T00:00:00Z'), noInvalidDate: true }),
        fc.constantFrom(
          'America/Sao_Paulo',
          'America/New_York',
          'Europe/London',
          'Europe/Berlin',
          'Australia/Lord_Howe',
        ),
        fc.constantFrom(...DATE_FORMATS),
        (date, timezone, dateFormat) => {
          expect(formatDate(date, { timezone, dateFormat })).toMatch(DATE_PATTERNS[dateFormat]);
        },
      ),
    );
  });
});

describe('formatDateTime', () => {
  // 18:07 UTC is 15:07 in São Paulo (UTC−3, no daylight saving since 2019).
  const afternoon = new Date('2024-01-05T18:07:00Z');

  it.each<[Language, DateFormat, string]>([
    ['pt-BR', 'DD/MM/YYYY', '05/01/2024 15:07'],
    ['en-US', 'MM/DD/YYYY', '01/05/2024 3:07 PM'],
    ['es-ES', 'DD/MM/YYYY', '05/01/2024 15:07'],
    ['fr-FR', 'DD/MM/YYYY', '05/01/2024 15:07'],
    ['de-DE', 'YYYY-MM-DD', '2024-01-05 15:07'],
    ['en-US', 'DD/MM/YYYY', '05/01/2024 3:07 PM'],
  ])('%s with %s → %s', (language, dateFormat, expected) => {
    expect(formatDateTime(afternoon, { language, dateFormat, timezone: 'America/Sao_Paulo' })).toBe(expected);
  });

  it.each<[string, Language, string]>([
    ['2024-01-05T03:00:00Z', 'pt-BR', '05/01/2024 00:00'],
    ['2024-01-05T03:00:00Z', 'en-US', '05/01/2024 12:00 AM'],
    ['2024-01-05T03:59:00Z', 'en-US', '05/01/2024 12:59 AM'],
    ['2024-01-05T15:00:00Z', 'pt-BR', '05/01/2024 12:00'],
    ['2024-01-05T15:00:00Z', 'en-US', '05/01/2024 12:00 PM'],
    ['2024-01-06T02:59:00Z', 'en-US', '05/01/2024 11:59 PM'],
    ['2024-01-06T02:59:00Z', 'de-DE', '05/01/2024 23:59'],
  ])('%s in São Paulo for %s → %s', (iso, language, expected) => {
    expect(formatDateTime(new Date(iso), { language, dateFormat: 'DD/MM/YYYY', timezone: 'America/Sao_Paulo' })).toBe(
      expected,
    );
  });

  it.each<[string, string]>([
    // New York springs forward at 2:00 on 10 March 2024: 06:30 UTC is 1:30 EST, 07:30 UTC is 3:30 EDT.
    ['2024-03-10T06:30:00Z', '03/10/2024 1:30 AM'],
    ['2024-03-10T07:30:00Z', '03/10/2024 3:30 AM'],
  ])('follows daylight saving: %s → %s', (iso, expected) => {
    expect(
      formatDateTime(new Date(iso), { language: 'en-US', dateFormat: 'MM/DD/YYYY', timezone: 'America/New_York' }),
    ).toBe(expected);
  });

  it('shows an invalid date as a dash', () => {
    expect(
      formatDateTime(new Date('not a date'), { language: 'pt-BR', dateFormat: 'DD/MM/YYYY', timezone: 'UTC' }),
    ).toBe(MISSING_VALUE);
  });

  it('writes the hour of the time zone on a 24-hour clock, or 12-hour for en-US', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2199-12-31T00:00:00Z'), noInvalidDate: true }),
        fc.constantFrom(...LANGUAGES),
        (date, language) => {
          const text = formatDateTime(date, { language, dateFormat: 'YYYY-MM-DD', timezone: 'Etc/GMT+3' });
          const local = new Date(date.getTime() - 3 * 3_600_000);
          const hour = local.getUTCHours();
          const minute = String(local.getUTCMinutes()).padStart(2, '0');
          const time = text.slice('YYYY-MM-DD '.length);
          if (language === 'en-US') {
            expect(time).toBe(`${hour % 12 || 12}:${minute} ${hour < 12 ? 'AM' : 'PM'}`);
          } else {
            expect(time).toBe(`${String(hour).padStart(2, '0')}:${minute}`);
          }
        },
      ),
    );
  });
});

describe('formatMonthName', () => {
  it.each<[Language, MonthNameStyle, number, string]>([
    ['pt-BR', 'long', 1, 'fevereiro'],
    ['pt-BR', 'short', 1, 'fev.'],
    ['pt-BR', 'short', 4, 'mai.'],
    ['pt-BR', 'narrow', 1, 'F'],
    ['en-US', 'long', 1, 'February'],
    ['en-US', 'short', 1, 'Feb'],
    ['en-US', 'short', 4, 'May'],
    ['es-ES', 'long', 11, 'diciembre'],
    ['es-ES', 'short', 1, 'feb'],
    ['fr-FR', 'long', 1, 'février'],
    ['fr-FR', 'short', 1, 'févr.'],
    ['de-DE', 'long', 2, 'März'],
    ['de-DE', 'short', 11, 'Dez'],
    ['en-US', 'long', 0, 'January'],
    ['en-US', 'long', 11, 'December'],
  ])('%s %s month %d → %s', (language, style, monthIndex, expected) => {
    expect(formatMonthName(monthIndex, language, style)).toBe(expected);
  });

  it('defaults to the short style', () => {
    expect(formatMonthName(0, 'pt-BR')).toBe('jan.');
  });

  it.each(LANGUAGES)('names twelve distinct months in %s', (language) => {
    const names = Array.from({ length: 12 }, (_, month) => formatMonthName(month, language, 'long'));
    expect(new Set(names).size).toBe(12);
  });

  it.each([-1, 12, 1.5, Number.NaN])('rejects month index %d', (monthIndex) => {
    expect(() => formatMonthName(monthIndex, 'pt-BR')).toThrow(RangeError);
  });
});

describe('formatRelativeTime', () => {
  const now = new Date('2024-06-15T12:00:00Z');
  const SECOND = 1_000;
  const MINUTE = 60 * SECOND;
  const HOUR = 60 * MINUTE;
  const DAY = 24 * HOUR;
  const ago = (ms: number) => new Date(now.getTime() - ms);

  it.each<[string, number, string, string]>([
    ['the same instant', 0, 'agora', 'now'],
    ['59 seconds ago', 59 * SECOND, 'agora', 'now'],
    ['1 minute ago', MINUTE, 'há 1 minuto', '1 minute ago'],
    ['5 minutes ago', 5 * MINUTE, 'há 5 minutos', '5 minutes ago'],
    ['59 min 59 s ago', HOUR - SECOND, 'há 59 minutos', '59 minutes ago'],
    ['3 hours ago', 3 * HOUR, 'há 3 horas', '3 hours ago'],
    ['23 hours ago', 23 * HOUR + 59 * MINUTE, 'há 23 horas', '23 hours ago'],
    ['1 day ago', DAY, 'ontem', 'yesterday'],
    ['2 days ago', 2 * DAY, 'anteontem', '2 days ago'],
    ['7 days ago', 7 * DAY, 'semana passada', 'last week'],
    ['30 days ago', 30 * DAY, 'há 4 semanas', '4 weeks ago'],
    ['31 days ago', 31 * DAY, 'mês passado', 'last month'],
    ['364 days ago', 364 * DAY, 'há 11 meses', '11 months ago'],
    ['366 days ago', 366 * DAY, 'ano passado', 'last year'],
    ['800 days ago', 800 * DAY, 'há 2 anos', '2 years ago'],
    ['in 2 hours', -2 * HOUR, 'em 2 horas', 'in 2 hours'],
    ['in 1 day', -DAY, 'amanhã', 'tomorrow'],
  ])('%s → %s / %s', (_label, elapsed, portuguese, english) => {
    expect(formatRelativeTime(ago(elapsed), now, 'pt-BR')).toBe(portuguese);
    expect(formatRelativeTime(ago(elapsed), now, 'en-US')).toBe(english);
  });

  it.each<[Language, string, string, string, string]>([
    ['pt-BR', 'agora', 'há 5 minutos', 'ontem', 'semana passada'],
    ['en-US', 'now', '5 minutes ago', 'yesterday', 'last week'],
    ['es-ES', 'ahora', 'hace 5 minutos', 'ayer', 'la semana pasada'],
    ['fr-FR', 'maintenant', 'il y a 5 minutes', 'hier', 'la semaine dernière'],
    ['de-DE', 'jetzt', 'vor 5 Minuten', 'gestern', 'letzte Woche'],
  ])('%s: %s, %s, %s, %s', (language, justNow, fiveMinutes, oneDay, oneWeek) => {
    expect(formatRelativeTime(ago(10 * SECOND), now, language)).toBe(justNow);
    expect(formatRelativeTime(ago(5 * MINUTE), now, language)).toBe(fiveMinutes);
    expect(formatRelativeTime(ago(DAY), now, language)).toBe(oneDay);
    expect(formatRelativeTime(ago(7 * DAY), now, language)).toBe(oneWeek);
  });

  it('shows an invalid date as a dash', () => {
    expect(formatRelativeTime(new Date(Number.NaN), now, 'pt-BR')).toBe(MISSING_VALUE);
    expect(formatRelativeTime(now, new Date(Number.NaN), 'pt-BR')).toBe(MISSING_VALUE);
  });
});
