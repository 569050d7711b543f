import type { Simulation } from '@alavanca/contracts/simulations';
import type { Validation } from '@alavanca/contracts/validations';
import type { Currency, Language } from '@alavanca/domain/constants';
import type { DraftWords } from '@alavanca/domain/pitch/draft';
import type { SimulationEvidenceSource, ValidationEvidenceSource } from '@alavanca/domain/pitch/evidence';
import type { Kpis } from '@alavanca/domain/simulation/types';
import type { IdeaInput } from '@alavanca/domain/validation/idea';
import { SCORE_KEYS } from '@alavanca/domain/validation/score-keys';
import { sharedText } from '../../i18n/shared-catalogs';
import { newestSized } from '../validations/newest-sized';

/*
 * What a pitch reads of the founder's validation and simulation (decision 032): the figures its
 * claims are held to, the drill's facts, and the sentences a draft starts from, written in the
 * pitch's language with figures as that language writes them, so the draft's own figures read back
 * as the evidence they came from.
 */

export type ValidationSource = ValidationEvidenceSource & { idea: IdeaInput };
/** A simulation as evidence and as a draft's source, with what its chart needs. */
export type SimulationSource = Omit<SimulationEvidenceSource, 'months'> & {
  months: readonly { kpis: Kpis; priceCents: number }[];
  /** The calendar month the simulation starts in, for the months' names on a chart. */
  firstCalendarMonth: number;
};

/** A validation as evidence: its newest version, when it sized a market the way pitches read. */
export function validationSource(validation: Validation | null): ValidationSource | null {
  const newest = newestSized(validation);
  if (!validation || !newest) return null;
  const weakest = [...SCORE_KEYS].sort((a, b) => newest.scores[a].value - newest.scores[b].value)[0] ?? null;
  return {
    id: validation.id,
    title: validation.title,
    idea: newest.input,
    market: newest.market,
    weakestScore: weakest,
  };
}

/** A simulation as evidence: its months played, oldest first, with each month's price. */
export function simulationSource(simulation: Simulation | null): SimulationSource | null {
  if (!simulation) return null;
  return {
    id: simulation.id,
    name: simulation.name,
    currency: simulation.currency,
    firstCalendarMonth: simulation.setup.firstCalendarMonth,
    months: simulation.months.map((month) => ({ kpis: month.result.kpis, priceCents: month.decisions.priceCents })),
  };
}

/**
 * Money as a founder says it in `language`: whole units up to ten thousand, then the language's
 * short scale ("R$ 1,2 mi", "$1.2M", "1,2 Mio. €"), told to the tenth.
 */
export function spokenMoney(amount: number, currency: Currency, language: Language): string {
  const compact = Math.abs(amount) >= 10_000;
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency,
    ...(compact
      ? { notation: 'compact', maximumFractionDigits: 1 }
      : { maximumFractionDigits: Number.isInteger(amount) ? 0 : 2 }),
  }).format(amount);
}

/** A field's text as a clause of a sentence: without the mark that ended it. */
const clause = (value: string) => value.trim().replace(/[.;!?…]+$/u, '');

/**
 * A field's text inside a sentence: a clause, its capital dropped where the language writes common
 * nouns in lower case ("Profissionais em home office" → "profissionais em home office"); German
 * capitalises every noun, and a name's capitals ("iFood", "SAP") are kept.
 */
function inSentence(value: string, language: Language): string {
  const text = clause(value);
  const capitalised = /^\p{Lu}\p{Ll}/u.test(text);
  return language === 'de-DE' || !capitalised ? text : text.charAt(0).toLowerCase() + text.slice(1);
}

/** The draft's sentences in the pitch's language (the `pitch` catalog's `draft.*`). */
export function draftWords(language: Language): DraftWords {
  const text = (path: string, values: Record<string, string> = {}) =>
    sharedText('pitch', `draft.${path}`, language, values) ?? path;
  const percent = (value: number) =>
    new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(value / 100);
  const list = (items: readonly string[]) => new Intl.ListFormat(language, { type: 'conjunction' }).format(items);
  return {
    oneLiner: (title, customer) => text('oneLiner', { title: clause(title), customer: inSentence(customer, language) }),
    market: (scope, amount, currency) =>
      text('market', {
        scope: sharedText('pitch', `scopes.${scope}`, language) ?? scope,
        amount: spokenMoney(amount, currency, language),
      }),
    competition: (competitors, differentiation) =>
      competitors.length > 0
        ? text('competition', { competitors: list(competitors), differentiation })
        : text('competitionNone', { differentiation }),
    businessModel: (price, currency, model, margin) =>
      [
        text(`businessModel.${model}`, { price: spokenMoney(price, currency, language) }),
        margin === null ? '' : text('projectedMargin', { margin: percent(margin) }),
      ]
        .filter(Boolean)
        .join(' '),
    ask: (amount, currency, month) =>
      month === null
        ? text('ask', { amount: spokenMoney(amount, currency, language) })
        : text('askBreakEven', { amount: spokenMoney(amount, currency, language), month: String(month) }),
  };
}
