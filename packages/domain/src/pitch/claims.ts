import type { Currency, Language } from '../constants';
import { statedNumbers, type NumberUnit, type StatedNumber } from './numbers';

/*
 * The claims a pitch makes with numbers, and how each stands against the founder's own evidence
 * (decision 032): the validation's market (TAM, SAM, SOM with their sources) and price, and the
 * newest simulation's last months. A claim beyond the evidence is named with both figures; one
 * with no evidence behind it is unsupported; one within the step it was told in is the evidence.
 */

export const CLAIM_METRICS = [
  'marketSize',
  'price',
  'margin',
  'customers',
  'growth',
  'cac',
  'runway',
  'revenue',
] as const;
export type ClaimMetric = (typeof CLAIM_METRICS)[number];

/** The market scopes a validation sizes, from the whole to the share a new company can win. */
export type MarketScope = 'tam' | 'sam' | 'som';

/** The units a metric is told in: a margin is a percentage, a runway months, a price money. */
const METRIC_UNITS: Record<ClaimMetric, readonly NumberUnit[]> = {
  marketSize: ['money'],
  price: ['money'],
  margin: ['percent'],
  customers: ['plain'],
  growth: ['percent', 'multiple'],
  cac: ['money'],
  runway: ['months'],
  revenue: ['money'],
};

/**
 * Words that name each metric, accents folded and lower case, in the five languages. Matched as
 * whole words (or word starts, where a stem ends in \w*).
 */
const METRIC_CUES: Record<ClaimMetric, RegExp> = {
  marketSize: /\b(?:tam|sam|som|mercados?|markets?|marches?|markt\w*|mercat\w*)\b/g,
  price:
    /\b(?:precos?|prices?|pricing|precios?|prix|preis\w*|cobra\w*|charg\w*|pag\w*|pay\w*|paie\w*|zahl\w*|custa|cuesta|coute|kostet|mensalidade|assinatura|subscription|abonnement|suscripcion|abo|ticket)\b/g,
  margin: /\b(?:marge\w*|margin\w*|margen\w*|margem|bruttomarge)\b/g,
  customers:
    /\b(?:clientes?|customers?|clients?|kunden|usuarios?|users?|utilisateurs?|nutzer\w*|assinantes|subscribers?|abonnes|suscriptores)\b/g,
  growth: /\b(?:cresc\w*|growth|grow\w*|crec\w*|croissance|croiss\w*|wachs\w*|wachstum|mom|yoy)\b/g,
  cac: /\b(?:cac|custo de aquisicao|acquisition costs?|cost to acquire|coste de adquisicion|cout d acquisition|akquisitionskosten|kundengewinnungskosten)\b/g,
  runway: /\b(?:runway|folego|caixa para|pista|tresorerie|liquiditat|reichweite)\b/g,
  revenue:
    /\b(?:faturamento|fatur\w*|receitas?|revenues?|mrr|arr|ingresos|facturacion|chiffre d affaires|umsatz\w*|erlos\w*|ventas|vendas|sales)\b/g,
};

const SCOPE_CUES: [RegExp, MarketScope][] = [
  [/\btam\b/, 'tam'],
  [/\bsam\b/, 'sam'],
  [/\bsom\b/, 'som'],
];

/** Words after a money figure that make it a year's ("por ano", "a year", "ARR"): a month's is a twelfth. */
const PER_YEAR =
  /^\W{0,3}(?:(?:por|per|a|al|pro|ao|each|cada)\s+)?(?:ano|year|annum|jahr|anual\w*|annual\w*|jahrlich\w*|arr|par an)\b/;
const PER_MONTH =
  /^\W{0,3}(?:(?:por|per|a|al|par|pro|ao|each|cada)\s+)?(?:mes|month|mois|monat|mensa\w*|monthly|monatlich\w*|mrr)\b/;

export interface Claim {
  metric: ClaimMetric;
  /** The figure as stated. */
  figure: StatedNumber;
  /** For money: the period the figure was told for, when it said one. */
  period: 'month' | 'year' | null;
  /** For a market size: TAM, SAM or SOM when the pitch named it. */
  scope: MarketScope | null;
}

/** Folds accents and case one character at a time, so positions in the folded text are the text's. */
function fold(text: string): string {
  let folded = '';
  for (const char of text) {
    const plain = char
      .normalize('NFD')
      .replace(/\p{M}+/gu, '')
      .toLowerCase();
    folded += plain.length === char.length ? plain : char;
  }
  return folded.replace(/['’-]/g, ' ');
}

/** The stretch of text a figure's claim is read from: its sentence (a point only ends one before a space). */
function sentenceAround(text: string, start: number, end: number): { from: number; to: number } {
  const boundary = /[!?;\n]|\.(?=\s|$)/g;
  let from = 0;
  let to = text.length;
  for (const match of text.matchAll(boundary)) {
    if (match.index < start) from = match.index + 1;
    else if (match.index >= end) {
      to = match.index;
      break;
    }
  }
  return { from, to };
}

/**
 * The claims of a text: each figure whose sentence names a metric its unit fits, taken by the
 * nearest such word (a figure before its word, as in "120 clientes", or after, as in "margem de
 * 30 %"). A figure no metric fits is no claim (a year, a count of something else).
 */
export function claimsIn(text: string, language: Language): Claim[] {
  const folded = fold(text);
  const claims: Claim[] = [];
  for (const figure of statedNumbers(text, language)) {
    const { from, to } = sentenceAround(text, figure.start, figure.end);
    const sentence = folded.slice(from, to);
    let best: { metric: ClaimMetric; distance: number } | null = null;
    for (const metric of CLAIM_METRICS) {
      if (!METRIC_UNITS[metric].includes(figure.unit)) continue;
      for (const cue of sentence.matchAll(METRIC_CUES[metric])) {
        const cueStart = from + cue.index;
        const cueEnd = cueStart + cue[0].length;
        const distance = cueEnd <= figure.start ? figure.start - cueEnd : Math.max(0, cueStart - figure.end);
        if (!best || distance < best.distance) best = { metric, distance };
      }
    }
    if (!best) continue;
    const after = folded.slice(figure.end, to);
    const period =
      figure.unit !== 'money' ? null : PER_YEAR.test(after) ? 'year' : PER_MONTH.test(after) ? 'month' : null;
    const scope = best.metric === 'marketSize' ? (SCOPE_CUES.find(([cue]) => cue.test(sentence))?.[1] ?? null) : null;
    claims.push({ metric: best.metric, figure, period, scope });
  }
  return claims;
}

/** A figure of the founder's own evidence a claim can be held to. */
export interface EvidenceFigure {
  metric: ClaimMetric;
  /** Whole units; money a month, except a market size (a year) and a price (per sale). */
  value: number;
  currency: Currency | null;
  scope: MarketScope | null;
  /** Where it comes from: the screen the founder can open, and how it was measured. */
  source: { kind: 'validation' | 'simulation'; id: string; name: string };
}

export type ClaimVerdict =
  /** Within the step it was told in (or 5 %) of the evidence, or on the safe side of it. */
  | 'supported'
  /** Beyond the evidence: more market, customers, margin, growth, revenue or runway, or less CAC. */
  | 'beyond'
  /** A price other than the one the evidence holds. */
  | 'differs'
  /** No evidence to hold it to. */
  | 'unsupported';

export interface CheckedClaim extends Claim {
  verdict: ClaimVerdict;
  /** The evidence it was held to; null when unsupported. */
  evidence: EvidenceFigure | null;
  /** The claim in the evidence's terms (a year's money as a month's), to show beside it. */
  claimed: number;
}

/** A rounding any listener allows a spoken figure, beyond the step it was told in. */
const RELATIVE_ROUNDING = 0.05;

/** Metrics where less is the flattering direction: a claim below the evidence overstates. */
const LOWER_FLATTERS: ReadonlySet<ClaimMetric> = new Set(['cac']);

/**
 * Holds each claim to the evidence of its metric: a market to the scope it names (its TAM when it
 * names none, since no reachable market is larger), money only in the same currency.
 */
export function checkClaims(claims: readonly Claim[], evidence: readonly EvidenceFigure[]): CheckedClaim[] {
  return claims.map((claim) => {
    const claimed =
      claim.metric !== 'marketSize' && claim.metric !== 'price' && claim.period === 'year'
        ? claim.figure.value / 12
        : claim.figure.value;
    const held = evidence.find(
      (figure) =>
        figure.metric === claim.metric &&
        (claim.metric !== 'marketSize' || figure.scope === (claim.scope ?? 'tam')) &&
        (claim.figure.currency === null || figure.currency === null || figure.currency === claim.figure.currency),
    );
    if (!held) return { ...claim, verdict: 'unsupported', evidence: null, claimed };
    const step = claim.period === 'year' ? claim.figure.step / 12 : claim.figure.step;
    const allowed = Math.max(step / 2, Math.abs(held.value) * RELATIVE_ROUNDING);
    const difference = claimed - held.value;
    let verdict: ClaimVerdict = 'supported';
    if (Math.abs(difference) > allowed) {
      if (claim.metric === 'price') verdict = 'differs';
      else if (LOWER_FLATTERS.has(claim.metric) ? difference < 0 : difference > 0) verdict = 'beyond';
    }
    return { ...claim, verdict, evidence: held, claimed };
  });
}
