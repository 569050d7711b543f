import type { Currency } from '../constants';
import type { Kpis } from '../simulation/types';
import type { IdeaInput, PricingModel } from '../validation/idea';
import type { MarketScope } from './claims';
import type { ValidationEvidenceSource } from './evidence';
import type { PitchPart } from './pitch';

/*
 * A pitch drafted from the founder's validation and simulation (decision 032): their own words where
 * they wrote them (the problem, the solution, the alternatives and what sets them apart) and their
 * figures in sentences the server writes in the founder's language. Every drafted part is marked a
 * draft to rewrite in the founder's voice. Nothing is invented: a part with nothing behind it (why
 * now, traction, team) stays empty, and a simulation's months are told as projections, never as
 * traction, since no customer has paid yet.
 */

/** The sentences a draft writes around the founder's figures, in the founder's language and formats. */
export interface DraftWords {
  oneLiner(title: string, targetCustomer: string): string;
  /** The validation's reachable market, a year. */
  market(scope: MarketScope, amount: number, currency: Currency): string;
  competition(competitors: readonly string[], differentiation: string): string;
  /** The price and how it is paid, with the simulation's projected margin when there is one. */
  businessModel(price: number, currency: Currency, model: PricingModel, projectedMargin: number | null): string;
  /** What the simulation projects the company needs before it pays for itself. */
  ask(amount: number, currency: Currency, breakEvenMonth: number | null): string;
}

export interface SimulationDraftSource {
  currency: Currency;
  months: readonly { kpis: Pick<Kpis, 'grossMarginRate' | 'cashCents' | 'breakEvenMonth'>; priceCents: number }[];
}

export interface PitchDraft {
  parts: Partial<Record<PitchPart, string>>;
  /** The parts written from the evidence, to rewrite in the founder's words. */
  drafted: PitchPart[];
}

/** The months the draft's margin is averaged over, as the evidence reads them. */
const MARGIN_MONTHS = 3;

export function draftPitch(
  validation: (ValidationEvidenceSource & { idea: IdeaInput }) | null,
  simulation: SimulationDraftSource | null,
  words: DraftWords,
): PitchDraft {
  const parts: PitchDraft['parts'] = {};
  const put = (part: PitchPart, text: string) => {
    if (text.trim()) parts[part] = text.trim();
  };
  const months = simulation?.months ?? [];
  const recent = months.slice(-MARGIN_MONTHS);
  const projectedMargin =
    recent.length === 0
      ? null
      : Math.round((recent.reduce((sum, month) => sum + month.kpis.grossMarginRate, 0) / recent.length) * 1000) / 10;
  if (validation) {
    const { idea, market } = validation;
    put('oneLiner', words.oneLiner(idea.title, idea.targetCustomer));
    put('problem', idea.problem);
    put('solution', idea.solution);
    // The smallest scope the validation sized: the market a new company can actually reach.
    const reachable = (['som', 'sam', 'tam'] as const)
      .map((scope) => ({ scope, cents: bestOf(market.topDown[scope].cents, market.bottomUp[scope].cents) }))
      .find((entry) => entry.cents !== null);
    if (reachable) put('market', words.market(reachable.scope, reachable.cents! / 100, idea.currency));
    if (idea.competitors.length > 0 || idea.differentiation.trim()) {
      put('competition', words.competition(idea.competitors, idea.differentiation));
    }
    put('businessModel', words.businessModel(idea.priceCents / 100, idea.currency, idea.pricingModel, projectedMargin));
  } else if (simulation && months.length > 0) {
    // A simulation sells one sale at a time at its price (the engine's unit).
    const latest = months.at(-1)!;
    put('businessModel', words.businessModel(latest.priceCents / 100, simulation.currency, 'oneOff', projectedMargin));
  }
  if (simulation && months.length > 0) {
    const lowestCash = Math.min(...months.map((month) => month.kpis.cashCents));
    const breakEven = months.find((month) => month.kpis.breakEvenMonth !== null)?.kpis.breakEvenMonth ?? null;
    if (lowestCash < 0) put('ask', words.ask(Math.ceil(-lowestCash / 100), simulation.currency, breakEven));
  }
  return { parts, drafted: Object.keys(parts) as PitchPart[] };
}

/** Of two estimates of a scope, the lower where both exist: a draft claims no more than the evidence holds at its least. */
function bestOf(a: number | null, b: number | null): number | null {
  if (a === null) return b;
  if (b === null) return a;
  return Math.min(a, b);
}
