import type { Currency, Language } from '../constants';
import { statedNumbers, type NumberUnit, type StatedNumber } from './numbers';
import { SENTENCE_END } from './text';

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
    /\b(?:precos?|prices?|pricing|precios?|prix|preis\w*|cobra\w*|charg\w*|pag\w*|pay\w*|paie\w*|zahl\w*|custa|cuesta|coute|kostet|mensalidade|assinatura|subscription|abonnement|suscripcion|abo|ticket|panier moyen)\b/g,
  margin: /\b(?:marge\w*|margin\w*|margen\w*|margem|bruttomarge)\b/g,
  customers:
    /\b(?:clientes?|customers?|clients?|kunden|usuarios?|users?|utilisateurs?|nutzer\w*|assinantes|subscribers?|abonnes|suscriptores)\b/g,
  growth:
    /\b(?:cresc\w*|aument\w*|growth|grow\w*|increas\w*|crec\w*|croissance|croiss\w*|grandi\w*|augment\w*|progress\w*|wachs\w*|wachstum|steig\w*|mom|yoy)\b/g,
  // What a new customer costs the company: "cada paciente novo nos custa", "a new user costs us",
  // "un nouvel inscrit nous coûte", "ein Neukunde kostet uns" (never the price the customer pays).
  cac: /\b(?:(?:(?:novos?|novas?|new|nouvel\w*|nouveau|neue\w*|nuev[oa]s?|cada|each|chaque|jede\w*|ein|un|une|a)\s+(?:\w+\s+){0,2}|neukunde\w*\s+)(?:nos custa\w*|costs? us|nous coute\w*|kostet uns|kosten uns|nos cuesta\w*)|captar (?:a )?(?:un|una|cada) \w+ (?:nos |me )?cuesta|cac|custo de aquisicao|acquisition costs?|cost to acquire|coste de adquisicion|cout d acquisition|akquisitionskosten|kundengewinnungskosten)\b/g,
  runway: /\b(?:runway|folego|caixa para|pista|tresorerie|liquiditat|reichweite)\b/g,
  revenue:
    /\b(?:faturamento|fatur\w*|receitas?|revenues?|mrr|arr|(?:we re|we are) (?:doing|making|bringing in)|ingresos|factur\w*|chiffre d affaires|umsatz\w*|erlos\w*|ventas|vendas|sales)\b/g,
};

/** Below this a figure is no market told by a verb or bare; from it on, no price nor CAC. */
const MILLION = 1_000_000;

/**
 * Verbs a market is told with when no market word is said ("movimenta R$ 420 milhões", "Americans
 * spend $3.2 billion", "les familles dépensent 310 M€", "werden 540 Mio. € umgesetzt"): read so only
 * of millions, since "we spend $40 on flyers" is a cost.
 */
const MARKET_VERBS =
  /\b(?:moviment\w*|spend\w*|spent|gast\w*|depens\w*|mueve\w*|pese\w*|ausgeb\w*|ausgegeben|geben|umgesetzt)\b/g;

const SCOPE_CUES: [RegExp, MarketScope][] = [
  [/\btam\b/g, 'tam'],
  [/\bsam\b/g, 'sam'],
  [/\bsom\b/g, 'som'],
];

/**
 * Words after a money figure that make it a year's ("por ano", "a year", "ARR"; a month's is a
 * twelfth) or a month's; a revenue word may stand between ("120.000 € Umsatz im Jahr", "R$ 384 mil
 * de faturamento por ano").
 */
const PERIOD_LEAD = String.raw`^\W{0,3}(?:(?:de\s+)?(?:umsatz|faturamento|receita|revenue|ingresos|facturacion)\s+)?(?:(?:im|por|per|a|al|par|pro|ao|each|cada)\s+)?`;
const PER_YEAR = new RegExp(
  String.raw`${PERIOD_LEAD}(?:ano|year|annum|jahr|anual\w*|annual\w*|jahrlich\w*|arr|par an)\b`,
);
const PER_MONTH = new RegExp(String.raw`${PERIOD_LEAD}(?:mes|month|mois|monat|mensa\w*|monthly|monatlich\w*|mrr)\b`);

/** A count followed by its noun and a period ("2 100 plateaux par mois", "250 dogs a month") is a volume, not customers. */
const VOLUME =
  /^\W{0,3}\p{L}+\s+(?:por|per|a|al|par|pro|ao|im|each|cada)\s+(?:mes|month|mois|monat|semana|week|semaine|woche|dia|day|jour|tag)\b/u;

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
    // Most of a text is ASCII, which has nothing to fold: only the rest is decomposed.
    if (char.charCodeAt(0) < 128) {
      folded += char.toLowerCase();
      continue;
    }
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
  let from = 0;
  let to = text.length;
  for (const match of text.matchAll(SENTENCE_END)) {
    if (match.index < start) from = match.index + match[0].length;
    else if (match.index >= end) {
      to = match.index;
      break;
    }
  }
  return { from, to };
}

/** How far a word stands from a figure: zero when they touch, counted from the nearer edge. */
const gap = (start: number, end: number, figure: { start: number; end: number }) =>
  end <= figure.start ? figure.start - end : Math.max(0, start - figure.end);

/**
 * The claims of a text: each figure whose sentence names a metric its unit fits, taken by the
 * nearest such word (a figure before its word, as in "120 clientes", or after, as in "margem de
 * 30 %"; of two as near, the longer, so "acquisition cost" outweighs "cost"). A figure no metric
 * fits is no claim (a year, a count of something else), unless `bare` names the metric its unit is
 * read as where it stands: in the traction a bare count is the customers ("480 nurses order every
 * week"), in the market a bare sum of millions is the market ("it's $14 million a year"). Millions
 * are never a price nor a CAC ("R$ 38 milhões por ano, pagos do próprio bolso"). A count with its noun and a
 * period is a volume, never customers; a price word prices its nearest figure only ("custa R$ 18
 * e leva R$ 6 de farinha"); a scope word (TAM, SAM, SOM) names its nearest market figure only.
 */
export function claimsIn(
  text: string,
  language: Language,
  { bare = {} }: { bare?: Partial<Record<NumberUnit, ClaimMetric>> } = {},
): Claim[] {
  const folded = fold(text);
  const figures = statedNumbers(text, language);
  const found: (Claim & { cue: { at: number; distance: number } | null })[] = [];
  for (const figure of figures) {
    const { from, to } = sentenceAround(text, figure.start, figure.end);
    const sentence = folded.slice(from, to);
    const volume = figure.unit === 'plain' && VOLUME.test(folded.slice(figure.end, to));
    let best: { metric: ClaimMetric; at: number; distance: number; length: number } | null = null;
    const large = figure.value >= MILLION;
    for (const metric of CLAIM_METRICS) {
      if (!METRIC_UNITS[metric].includes(figure.unit) || (metric === 'customers' && volume)) continue;
      if (large && (metric === 'price' || metric === 'cac')) continue;
      const cues = [...sentence.matchAll(METRIC_CUES[metric])];
      if (large && metric === 'marketSize') cues.push(...sentence.matchAll(MARKET_VERBS));
      for (const cue of cues) {
        const at = from + cue.index;
        const distance = gap(at, at + cue[0].length, figure);
        if (!best || distance < best.distance || (distance === best.distance && cue[0].length > best.length)) {
          best = { metric, at, distance, length: cue[0].length };
        }
      }
    }
    const fallback = bare[figure.unit];
    const metric =
      best?.metric ??
      (fallback === 'customers' && volume ? null : fallback === 'marketSize' && !large ? null : (fallback ?? null));
    if (!metric) continue;
    const after = folded.slice(figure.end, to);
    const period =
      figure.unit !== 'money' ? null : PER_YEAR.test(after) ? 'year' : PER_MONTH.test(after) ? 'month' : null;
    let scope: MarketScope | null = null;
    if (metric === 'marketSize') {
      const markets = figures.filter((other) => other.unit === 'money' && other.start >= from && other.end <= to);
      for (const [cue, name] of SCOPE_CUES) {
        for (const match of sentence.matchAll(cue)) {
          const at = from + match.index;
          const end = at + match[0].length;
          if (markets.every((other) => gap(at, end, figure) <= gap(at, end, other))) scope = name;
        }
      }
    }
    found.push({ metric, figure, period, scope, cue: best ? { at: best.at, distance: best.distance } : null });
  }
  return found
    .filter(
      (claim) =>
        claim.metric !== 'price' ||
        !found.some(
          (other) =>
            other.metric === 'price' && other.cue?.at === claim.cue?.at && other.cue!.distance < claim.cue!.distance,
        ),
    )
    .map(({ cue: _cue, ...claim }) => claim);
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
