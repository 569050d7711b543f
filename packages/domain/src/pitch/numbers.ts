import type { Currency, Language } from '../constants';

/*
 * The numbers a pitch states, read as a listener hears them in the pitch's language: "R$ 2,5 mi",
 * "$1.2M", "1 234 €", "30 %", "18 Monate", "3x", months said in words ("six months"). The claims check (decision 032) then holds each to
 * the founder's own evidence, so a figure must be read exactly as it was meant, or not at all.
 */

export type NumberUnit = 'money' | 'percent' | 'months' | 'multiple' | 'year' | 'plain';

export interface StatedNumber {
  /** Where it stands in the text: `text.slice(start, end)` is the figure with its sign, scale and unit. */
  start: number;
  end: number;
  /** The value in whole units (currency units, not cents; a percentage as 30 for "30 %"). */
  value: number;
  unit: NumberUnit;
  /** The currency its sign or name gives, when it has one. */
  currency: Currency | null;
  /**
   * The smallest step the figure was told in, in its own units: 0.1 for "2,5 mi" (of millions, so
   * 100,000), 1 for "30 %". A claim within this step of the evidence is the evidence, rounded.
   */
  step: number;
}

interface Separators {
  group: string;
  decimal: string;
}

/** Each language's grouping and decimal marks; French groups with a (no-break or narrow) space. */
const SEPARATORS: Record<Language, Separators> = {
  'pt-BR': { group: '.', decimal: ',' },
  'en-US': { group: ',', decimal: '.' },
  'es-ES': { group: '.', decimal: ',' },
  'fr-FR': { group: ' ', decimal: ',' },
  'de-DE': { group: '.', decimal: ',' },
};

/** The spaces French (and careful typesetting elsewhere) puts between groups and before a unit. */
const SPACE = '[ \\u00A0\\u202F]';

/** Scale words and suffixes, longest first, with their multiplier. */
const SCALES: [RegExp, number][] = [
  [/^(?:mil millones|miles de millones)/i, 1e9],
  [/^(?:bilh(?:ão|ões|ao|oes)|billions?|milliards?|milliarden?|bi|bn|b|mds?|mrd\.?)(?![\p{L}])/iu, 1e9],
  [/^(?:milh(?:ão|ões|ao|oes)|millions?|mill(?:ón|ones|on)|millionen|mio\.?|mi|mm|mn|m)(?![\p{L}])/iu, 1e6],
  [/^(?:mil|thousand|mille|tausend|tsd\.?|k)(?![\p{L}])/iu, 1e3],
];

const CURRENCY_SIGNS: [RegExp, Currency][] = [
  [/^(?:R\$|BRL)/, 'BRL'],
  [/^(?:US\$|USD|\$)/, 'USD'],
  [/^(?:€|EUR)/, 'EUR'],
  [/^(?:£|GBP)/, 'GBP'],
];

/** Currency names said after a figure ("30 reais", "2 millions d'euros"). */
const CURRENCY_AFTER: [RegExp, Currency][] = [
  [/^(?:de\s+)?(?:reais|real)(?![\p{L}])/iu, 'BRL'],
  [/^(?:de\s+|d['’])?(?:dólares|dollars?|dólar)(?![\p{L}])/iu, 'USD'],
  [/^(?:de\s+|d['’])?(?:euros?)(?![\p{L}])/iu, 'EUR'],
  [/^(?:de\s+)?(?:libras|pounds?|pfund)(?![\p{L}])/iu, 'GBP'],
  ...CURRENCY_SIGNS,
];

const PERCENT = /^(?:%|por\s*cento|por\s*ciento|percent|per\s*cent|pour\s*cent|prozent)(?![\p{L}])/iu;
const MONTHS = /^(?:meses|mês|mes|months?|mois|monate?n?)(?![\p{L}])/iu;
/** Years, read as months ("2 anos de caixa" is a runway of 24 months). */
const YEAR_WORD = String.raw`(?:anos?|years?|años?|ans?|jahren?|jahre)`;
const YEARS = new RegExp(`^${YEAR_WORD}(?![\\p{L}])`, 'iu');
/** What halves a year said in words: "um ano e meio", "a year and a half", "un an et demi". */
const AND_A_HALF = String.raw`(?:e|and|y|et|und)\s+(?:meio|a half|medio|demi|halb)`;
const MULTIPLE = /^(?:x|×|vezes|veces|times|fois|mal)(?![\p{L}])/iu;
/** An ordinal's ending right after its digits ("le 7e", "1er", "3º", "2nd"): a rank, not a figure. */
const ORDINAL = /^(?:e|er|re|ème|eme|º|ª|st|nd|rd|th)(?![\p{L}])/iu;

/**
 * Months said in words, as founders say a runway ("six months", "elf Monate", "um ano e meio"
 * aside): the numbers from one to twelve, eighteen and twenty-four, before a word for months.
 */
const SPELLED_MONTHS: Record<Language, readonly (readonly [string, number])[]> = {
  'pt-BR': [
    ['um', 1],
    ['dois', 2],
    ['três', 3],
    ['quatro', 4],
    ['cinco', 5],
    ['seis', 6],
    ['sete', 7],
    ['oito', 8],
    ['nove', 9],
    ['dez', 10],
    ['onze', 11],
    ['doze', 12],
    ['dezoito', 18],
    ['vinte e quatro', 24],
  ],
  'en-US': [
    ['one', 1],
    ['two', 2],
    ['three', 3],
    ['four', 4],
    ['five', 5],
    ['six', 6],
    ['seven', 7],
    ['eight', 8],
    ['nine', 9],
    ['ten', 10],
    ['eleven', 11],
    ['twelve', 12],
    ['eighteen', 18],
    ['twenty-four', 24],
  ],
  'es-ES': [
    ['un', 1],
    ['dos', 2],
    ['tres', 3],
    ['cuatro', 4],
    ['cinco', 5],
    ['seis', 6],
    ['siete', 7],
    ['ocho', 8],
    ['nueve', 9],
    ['diez', 10],
    ['once', 11],
    ['doce', 12],
    ['dieciocho', 18],
    ['veinticuatro', 24],
  ],
  'fr-FR': [
    ['un', 1],
    ['deux', 2],
    ['trois', 3],
    ['quatre', 4],
    ['cinq', 5],
    ['six', 6],
    ['sept', 7],
    ['huit', 8],
    ['neuf', 9],
    ['dix', 10],
    ['onze', 11],
    ['douze', 12],
    ['dix-huit', 18],
    ['vingt-quatre', 24],
  ],
  'de-DE': [
    ['einen', 1],
    ['zwei', 2],
    ['drei', 3],
    ['vier', 4],
    ['fünf', 5],
    ['sechs', 6],
    ['sieben', 7],
    ['acht', 8],
    ['neun', 9],
    ['zehn', 10],
    ['elf', 11],
    ['zwölf', 12],
    ['achtzehn', 18],
    ['vierundzwanzig', 24],
  ],
};

/** Years said in words ("um ano e meio", "two years", "anderthalb Jahre"), as months. */
const SPELLED_YEARS_PATTERN = Object.fromEntries(
  Object.entries(SPELLED_MONTHS).map(([language, words]) => [
    language,
    new RegExp(
      `(?<![\\p{L}\\d-])(${[...words.map(([word]) => word), 'a', 'ein', 'eineinhalb', 'anderthalb'].join('|')})${SPACE}+${YEAR_WORD}(${SPACE}+${AND_A_HALF})?(?![\\p{L}])`,
      'giu',
    ),
  ]),
) as Record<Language, RegExp>;

/** Each language's months said in words, as one pattern whose groups name the number. */
const SPELLED_MONTHS_PATTERN = Object.fromEntries(
  Object.entries(SPELLED_MONTHS).map(([language, words]) => [
    language,
    new RegExp(
      `(?<![\\p{L}\\d-])(${words.map(([word]) => word).join('|')})${SPACE}+(?:meses|mês|mes|months?|mois|monate?n?)(?![\\p{L}])`,
      'giu',
    ),
  ]),
) as Record<Language, RegExp>;

/**
 * A run of digits with the marks that may sit inside a figure: dots, commas and the spaces a
 * French writer groups with (a space is taken only before three digits).
 */
const FIGURE = new RegExp(`\\d+(?:(?:[.,]|${SPACE}(?=\\d{3}(?!\\d)))\\d+)*`, 'g');

/**
 * The value of a figure's digits in a language. Marks followed by groups of exactly three digits
 * group ("1.234" is 1234 in Portuguese; a space always groups); a last mark after such groups, or a
 * lone mark before other than three digits, is the decimal one, whichever the language writes
 * ("1.5 mi" in Portuguese is one and a half), so a founder mixing formats is still read as meant.
 * A lone mark before exactly three digits follows the language: the decimal mark there is a
 * decimal ("2,500" is 2.5 in Portuguese), the other one groups. Null when the marks contradict.
 */
function readFigure(figure: string, language: Language): { value: number; decimals: number } | null {
  const digits = figure.split(/[.,\s]/);
  const marks = [...figure.matchAll(/[.,\s]/g)].map((match) => match[0]);
  if (marks.length === 0) return { value: Number(figure), decimals: 0 };
  const grouped = (count: number) =>
    digits[0]!.length <= 3 && digits.slice(1, count + 1).every((group) => group.length === 3);
  const sameMarks = (count: number) => marks.slice(0, count).every((mark) => mark === marks[0]);
  const whole = (count: number) => Number(digits.slice(0, count + 1).join(''));
  const last = marks.length - 1;
  const lone = marks.length === 1;
  // Every mark the same, every group of three: grouping, unless it is a lone decimal mark.
  if (sameMarks(marks.length) && grouped(marks.length) && !(lone && marks[0] === SEPARATORS[language].decimal)) {
    return { value: whole(marks.length), decimals: 0 };
  }
  // The last mark is the decimal one: the marks before it group, all alike and unlike it.
  const headGroups = last === 0 || (sameMarks(last) && marks[0] !== marks[last] && grouped(last));
  // A space only ever groups.
  if (!headGroups || /\s/.test(marks[last]!)) return null;
  const fraction = digits[last + 1]!;
  return { value: Number(`${whole(last)}.${fraction}`), decimals: fraction.length };
}

function matchAt(patterns: [RegExp, Currency][], text: string): { length: number; currency: Currency } | null {
  for (const [pattern, currency] of patterns) {
    const match = pattern.exec(text);
    if (match) return { length: match[0].length, currency };
  }
  return null;
}

/** The currency sign written just before `index` ("R$ ", "$", "€"), with where it starts. */
function currencyBefore(text: string, index: number): { start: number; currency: Currency } | null {
  const before = text.slice(Math.max(0, index - 4), index);
  const match = /(R\$|US\$|\$|€|£|BRL|USD|EUR|GBP)[ \u00A0\u202F]?$/.exec(before);
  if (!match) return null;
  const currency = matchAt(CURRENCY_SIGNS, match[1]!)!.currency;
  return { start: index - match[0].length, currency };
}

/** The figures of a text, in order, read in `language`'s number format. */
export function statedNumbers(text: string, language: Language): StatedNumber[] {
  const found: StatedNumber[] = [];
  for (const match of text.matchAll(FIGURE)) {
    const figureStart = match.index;
    // Part of a word or a code ("B2B", "v2"), not a figure.
    if (figureStart > 0 && /[\p{L}\d]/u.test(text[figureStart - 1]!)) continue;
    const raw = match[0];
    if (ORDINAL.test(text.slice(figureStart + raw.length))) continue;
    const read = readFigure(raw, language);
    if (!read) continue;
    let start = figureStart;
    let end = figureStart + raw.length;
    let value = read.value;
    let step = 10 ** -read.decimals;
    let unit: NumberUnit = 'plain';
    let currency: Currency | null = null;

    const before = currencyBefore(text, figureStart);
    if (before) {
      start = before.start;
      currency = before.currency;
      unit = 'money';
    }
    const afterSpace = (at: number) => {
      const space = new RegExp(`^${SPACE}?`).exec(text.slice(at))![0].length;
      return at + space;
    };
    let at = afterSpace(end);
    for (const [pattern, multiplier] of SCALES) {
      const scale = pattern.exec(text.slice(at));
      // A lone "m" or "mi" only scales money ("R$ 2 mi", "$5m", "3 Md€"), never "50 m²" of anything else.
      const money =
        unit === 'money' || (scale && matchAt(CURRENCY_AFTER, text.slice(afterSpace(at + scale[0].length))));
      if (scale && (scale[0].length > 2 || money || /^(?:k|mm|mn|bn|bi|Md|M|B)$/.test(scale[0]))) {
        value *= multiplier;
        step *= multiplier;
        end = at + scale[0].length;
        at = afterSpace(end);
        break;
      }
    }
    const rest = text.slice(at);
    const percent = PERCENT.exec(rest);
    const named = currency === null ? matchAt(CURRENCY_AFTER, rest) : null;
    const months = MONTHS.exec(rest);
    const years = YEARS.exec(rest);
    const multiple = MULTIPLE.exec(rest);
    if (percent) {
      unit = 'percent';
      end = at + percent[0].length;
    } else if (named) {
      unit = 'money';
      currency = named.currency;
      end = at + named.length;
    } else if (unit === 'plain' && months) {
      unit = 'months';
      end = at + months[0].length;
    } else if (unit === 'plain' && years && !(raw.length === 4 && value >= 1900)) {
      unit = 'months';
      value *= 12;
      step *= 12;
      end = at + years[0].length;
    } else if (unit === 'plain' && multiple && (multiple[0] !== 'x' || at === end)) {
      unit = 'multiple';
      end = at + multiple[0].length;
    } else if (unit === 'plain' && read.decimals === 0 && raw.length === 4 && value >= 1900 && value <= 2099) {
      unit = 'year';
    }
    found.push({ start, end, value: roundFloat(value), unit, currency, step: roundFloat(step) });
  }
  for (const match of text.matchAll(SPELLED_YEARS_PATTERN[language])) {
    const said = match[1]!.toLowerCase();
    const whole = ['a', 'ein'].includes(said)
      ? 1
      : ['eineinhalb', 'anderthalb'].includes(said)
        ? 1.5
        : SPELLED_MONTHS[language].find(([word]) => word === said)?.[1];
    if (whole === undefined) continue;
    const months = (whole + (match[2] ? 0.5 : 0)) * 12;
    found.push({
      start: match.index,
      end: match.index + match[0].length,
      value: months,
      unit: 'months',
      currency: null,
      step: 6,
    });
  }
  for (const match of text.matchAll(SPELLED_MONTHS_PATTERN[language])) {
    const said = match[1]!.toLowerCase();
    const value = SPELLED_MONTHS[language].find(([word]) => word === said)![1];
    found.push({
      start: match.index,
      end: match.index + match[0].length,
      value,
      unit: 'months',
      currency: null,
      step: 1,
    });
  }
  return found.sort((a, b) => a.start - b.start);
}

/** Removes binary-fraction noise from a scaled value (2.5 × 10⁶ is 2,500,000, not 2,499,999.99…). */
function roundFloat(value: number): number {
  return Number(value.toPrecision(12));
}
