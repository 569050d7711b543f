import { MAX_FRACTION_DIGITS, type Currency, type DateFormat, type Language, type NumberFormat } from '../constants';

/**
 * Display formatting that follows the user's preferences. Digits, signs and the placement of
 * currency and percent signs follow the language (through Intl); the group and decimal
 * separators follow the user's number format, whatever the language, because the spec makes
 * the number format a preference of its own.
 */

export interface FormatPreferences {
  language: Language;
  numberFormat: NumberFormat;
  dateFormat: DateFormat;
  timezone: string;
  currency: Currency;
}
export type NumberPreferences = Pick<FormatPreferences, 'language' | 'numberFormat'>;
export type DatePreferences = Pick<FormatPreferences, 'dateFormat' | 'timezone'>;
export type DateTimePreferences = Pick<FormatPreferences, 'language' | 'dateFormat' | 'timezone'>;

export interface FractionDigitsOptions {
  minimumFractionDigits?: number;
  maximumFractionDigits?: number;
}

export type MonthNameStyle = 'long' | 'short' | 'narrow';

/**
 * Shown instead of NaN, ±Infinity or an invalid Date: broken data should read as "no value",
 * not as 'NaN' or '∞' in front of a user.
 */
export const MISSING_VALUE = '—';

export const NUMBER_SEPARATORS = {
  decimal: { group: '.', decimal: ',' },
  thousand: { group: ',', decimal: '.' },
} as const satisfies Record<NumberFormat, { group: string; decimal: string }>;

/** Percentages show at most one decimal: 25,6 % reads well, a second digit is noise in a dashboard. */
export const PERCENT_MAX_FRACTION_DIGITS = 1;
/** Compact amounts on chart axes keep one decimal: R$ 1,2 mi. */
export const COMPACT_MAX_FRACTION_DIGITS = 1;
/** Every supported currency (BRL, USD, EUR, GBP) has two minor-unit digits. */
const CENTS_DIGITS = 2;

/** Languages that read time on a 12-hour clock; every other one gets 24-hour time. */
const TWELVE_HOUR_LANGUAGES: readonly Language[] = ['en-US'];
const HOURS_PER_HALF_DAY = 12;
const LAST_MONTH_INDEX = 11;
const MID_MONTH_DAY = 15;

// Calendar parts are read with a fixed locale so the digits are always Latin and the
// calendar always Gregorian; only the numbers are used, never the locale's pattern.
const CALENDAR_LOCALE = 'en-US';

const SECOND_MS = 1_000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
// Average Gregorian month and year, so that 30 days reads "4 weeks ago" and 31 "last month".
const YEAR_MS = 365.25 * DAY_MS;
const RELATIVE_UNITS: readonly { unit: Intl.RelativeTimeFormatUnit; ms: number }[] = [
  { unit: 'year', ms: YEAR_MS },
  { unit: 'month', ms: YEAR_MS / 12 },
  { unit: 'week', ms: 7 * DAY_MS },
  { unit: 'day', ms: DAY_MS },
  { unit: 'hour', ms: HOUR_MS },
  { unit: 'minute', ms: MINUTE_MS },
];

// Building an Intl formatter costs far more than using one, and charts format hundreds of
// values; formatters are immutable, so sharing them keeps the functions pure.
const FORMATTER_CACHE_LIMIT = 500;
const numberFormatters = new Map<string, Intl.NumberFormat>();
const dateTimeFormatters = new Map<string, Intl.DateTimeFormat>();
const relativeTimeFormatters = new Map<string, Intl.RelativeTimeFormat>();

function getCached<T>(cache: Map<string, T>, key: string, create: () => T): T {
  const cached = cache.get(key);
  if (cached) return cached;
  if (cache.size >= FORMATTER_CACHE_LIMIT) cache.clear();
  const created = create();
  cache.set(key, created);
  return created;
}

function getNumberFormatter(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return getCached(
    numberFormatters,
    `${locale}|${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(locale, options),
  );
}

function getDateTimeFormatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return getCached(
    dateTimeFormatters,
    `${locale}|${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(locale, options),
  );
}

function getRelativeTimeFormatter(locale: string): Intl.RelativeTimeFormat {
  return getCached(relativeTimeFormatters, locale, () => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }));
}

function resolveFractionDigits(
  options: FractionDigitsOptions,
  defaultMinimum: number,
  defaultMaximum: number,
): Required<FractionDigitsOptions> {
  const minimumFractionDigits = options.minimumFractionDigits ?? defaultMinimum;
  const maximumFractionDigits = options.maximumFractionDigits ?? Math.max(defaultMaximum, minimumFractionDigits);
  return { minimumFractionDigits, maximumFractionDigits };
}

/**
 * Grouping is 'always' because some languages skip it for four-digit numbers (es-ES writes
 * 1234), and the spec says display uses grouping. signDisplay 'negative' keeps a value that
 * rounds to zero from showing as '-0'.
 */
const BASE_NUMBER_OPTIONS = {
  useGrouping: 'always',
  signDisplay: 'negative',
} as const satisfies Intl.NumberFormatOptions;

function joinWithSeparators(parts: readonly Intl.NumberFormatPart[], numberFormat: NumberFormat): string {
  const separators = NUMBER_SEPARATORS[numberFormat];
  return parts
    .map((part) => {
      if (part.type === 'group') return separators.group;
      if (part.type === 'decimal') return separators.decimal;
      return part.value;
    })
    .join('');
}

/** Formats a number with grouping and up to two fraction digits, separators per the user's number format. */
export function formatNumber(value: number, prefs: NumberPreferences, options: FractionDigitsOptions = {}): string {
  if (!Number.isFinite(value)) return MISSING_VALUE;
  const formatter = getNumberFormatter(prefs.language, {
    ...BASE_NUMBER_OPTIONS,
    ...resolveFractionDigits(options, 0, MAX_FRACTION_DIGITS),
  });
  return joinWithSeparators(formatter.formatToParts(value), prefs.numberFormat);
}

/** Formats a ratio (0.256) as a percentage (25,6 %) with at most one fraction digit by default. */
export function formatPercent(ratio: number, prefs: NumberPreferences, options: FractionDigitsOptions = {}): string {
  if (!Number.isFinite(ratio)) return MISSING_VALUE;
  const formatter = getNumberFormatter(prefs.language, {
    ...BASE_NUMBER_OPTIONS,
    style: 'percent',
    ...resolveFractionDigits(options, 0, PERCENT_MAX_FRACTION_DIGITS),
  });
  return joinWithSeparators(formatter.formatToParts(ratio), prefs.numberFormat);
}

/**
 * Writes integer cents as an exact decimal string ('-1234.56'), which Intl formats without
 * going through a binary fraction: cents / 100 can land on the wrong cent for large amounts.
 */
function centsToDecimalString(amountInCents: number): Intl.StringNumericLiteral {
  // Money is stored as integer cents; a fractional cent is a caller's slip, rounded half away from zero.
  const digits = BigInt(Math.round(Math.abs(amountInCents)))
    .toString()
    .padStart(CENTS_DIGITS + 1, '0');
  const sign = amountInCents < 0 ? '-' : '';
  return `${sign}${digits.slice(0, -CENTS_DIGITS)}.${digits.slice(-CENTS_DIGITS)}` as Intl.StringNumericLiteral;
}

function formatMoney(
  value: number | Intl.StringNumericLiteral,
  currency: Currency,
  prefs: NumberPreferences,
  options: Intl.NumberFormatOptions,
): string {
  const withSymbol = { ...options, style: 'currency', currency, currencyDisplay: 'symbol' } as const;
  let parts = getNumberFormatter(prefs.language, withSymbol).formatToParts(value);
  // Some languages have no symbol for a foreign currency and print its ISO code (es-ES: '1.234,56 BRL');
  // the narrow symbol ('R$', '£') is what a user of this app expects to read.
  if (parts.some((part) => part.type === 'currency' && part.value === currency)) {
    parts = getNumberFormatter(prefs.language, { ...withSymbol, currencyDisplay: 'narrowSymbol' }).formatToParts(value);
  }
  return joinWithSeparators(parts, prefs.numberFormat);
}

/** Formats an amount stored in integer cents with its currency symbol placed as the user's language places it. */
export function formatCurrency(amountInCents: number, currency: Currency, prefs: NumberPreferences): string {
  if (!Number.isFinite(amountInCents)) return MISSING_VALUE;
  return formatMoney(centsToDecimalString(amountInCents), currency, prefs, {
    ...BASE_NUMBER_OPTIONS,
    minimumFractionDigits: CENTS_DIGITS,
    maximumFractionDigits: CENTS_DIGITS,
  });
}

/** Formats cents in short form for chart axes (R$ 1,2 mi, $1.2M); languages without a short thousands word show the full number. */
export function formatCompactCurrency(amountInCents: number, currency: Currency, prefs: NumberPreferences): string {
  if (!Number.isFinite(amountInCents)) return MISSING_VALUE;
  return formatMoney(amountInCents / 10 ** CENTS_DIGITS, currency, prefs, {
    ...BASE_NUMBER_OPTIONS,
    notation: 'compact',
    compactDisplay: 'short',
    minimumFractionDigits: 0,
    maximumFractionDigits: COMPACT_MAX_FRACTION_DIGITS,
  });
}

/** Significant digits an estimate is written with: R$ 1,7 mi, not R$ 1.734.120,55. */
export const ESTIMATE_SIGNIFICANT_DIGITS = 2;

/**
 * Formats an estimate (a market, a capacity) rounded to what is known: two significant digits, in
 * short form where the language has one (R$ 270 bi, 2,7 Mio. €, $120K).
 */
export function formatEstimate(amountInCents: number, currency: Currency, prefs: NumberPreferences): string {
  if (!Number.isFinite(amountInCents)) return MISSING_VALUE;
  return formatMoney(amountInCents / 10 ** CENTS_DIGITS, currency, prefs, {
    ...BASE_NUMBER_OPTIONS,
    notation: 'compact',
    compactDisplay: 'short',
    maximumSignificantDigits: ESTIMATE_SIGNIFICANT_DIGITS,
  });
}

interface CalendarParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

function readCalendarParts(date: Date, timeZone: string): CalendarParts | null {
  if (Number.isNaN(date.getTime())) return null;
  const formatter = getDateTimeFormatter(CALENDAR_LOCALE, {
    timeZone,
    calendar: 'gregory',
    numberingSystem: 'latn',
    era: 'short',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  });
  const values: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of formatter.formatToParts(date)) values[part.type] = part.value;
  const yearOfEra = Number(values.year);
  return {
    // Intl counts years before 1 AD by era (1 BC, 2 BC...); the astronomical year is 0, -1...
    year: values.era === 'BC' ? 1 - yearOfEra : yearOfEra,
    month: Number(values.month),
    day: Number(values.day),
    hour: Number(values.hour),
    minute: Number(values.minute),
  };
}

function padNumber(value: number, length: number): string {
  const digits = String(Math.abs(value)).padStart(length, '0');
  return value < 0 ? `-${digits}` : digits;
}

function assembleDate(parts: CalendarParts, dateFormat: DateFormat): string {
  const year = padNumber(parts.year, 4);
  const month = padNumber(parts.month, 2);
  const day = padNumber(parts.day, 2);
  switch (dateFormat) {
    case 'DD/MM/YYYY':
      return `${day}/${month}/${year}`;
    case 'MM/DD/YYYY':
      return `${month}/${day}/${year}`;
    case 'YYYY-MM-DD':
      return `${year}-${month}-${day}`;
  }
}

function assembleTime(parts: CalendarParts, language: Language): string {
  const minute = padNumber(parts.minute, 2);
  if (!TWELVE_HOUR_LANGUAGES.includes(language)) return `${padNumber(parts.hour, 2)}:${minute}`;
  const hour = parts.hour % HOURS_PER_HALF_DAY || HOURS_PER_HALF_DAY;
  const period = parts.hour < HOURS_PER_HALF_DAY ? 'AM' : 'PM';
  return `${hour}:${minute} ${period}`;
}

/** Formats the calendar day of an instant in the user's time zone and date format; unknown zones throw a RangeError. */
export function formatDate(date: Date, prefs: DatePreferences): string {
  const parts = readCalendarParts(date, prefs.timezone);
  return parts ? assembleDate(parts, prefs.dateFormat) : MISSING_VALUE;
}

/** Formats date and time in the user's time zone: 24-hour HH:mm, except h:mm AM/PM for en-US. */
export function formatDateTime(date: Date, prefs: DateTimePreferences): string {
  const parts = readCalendarParts(date, prefs.timezone);
  if (!parts) return MISSING_VALUE;
  return `${assembleDate(parts, prefs.dateFormat)} ${assembleTime(parts, prefs.language)}`;
}

/** Names a month (0 = January) in the given language, e.g. for chart axes. */
export function formatMonthName(monthIndex: number, language: Language, style: MonthNameStyle = 'short'): string {
  if (!Number.isInteger(monthIndex) || monthIndex < 0 || monthIndex > LAST_MONTH_INDEX) {
    throw new RangeError(`Month index must be an integer from 0 to ${LAST_MONTH_INDEX}, got ${monthIndex}`);
  }
  // Mid-month in UTC, so no time zone can move the date into a neighbouring month; any year will do.
  const midMonth = Date.UTC(2000, monthIndex, MID_MONTH_DAY);
  return getDateTimeFormatter(language, { month: style, timeZone: 'UTC' }).format(midMonth);
}

/** Says how long ago or ahead `date` is from `now` in its largest whole unit ("há 5 minutos", "ontem", "agora"). */
export function formatRelativeTime(date: Date, now: Date, language: Language): string {
  // Under a minute reads "agora"/"now": seconds ticking in a notification list are noise.
  // numeric 'auto' turns one unit back into words: "ontem", "semana passada", "last month".
  const elapsed = date.getTime() - now.getTime();
  if (Number.isNaN(elapsed)) return MISSING_VALUE;
  const formatter = getRelativeTimeFormatter(language);
  const unit = RELATIVE_UNITS.find((candidate) => Math.abs(elapsed) >= candidate.ms);
  if (!unit) return formatter.format(0, 'second');
  return formatter.format(Math.trunc(elapsed / unit.ms), unit.unit);
}
