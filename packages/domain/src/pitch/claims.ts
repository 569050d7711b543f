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
    /\b(?:clientes?|clientas?|customers?|clients?|kunden|usuarios?|users?|utilisateurs?|nutzer\w*|assinantes|subscribers?|abonnes|suscriptores)\b/g,
  growth:
    /\b(?:cresc\w*|aument\w*|growth|grow\w*|increas\w*|crec\w*|croissance|croiss\w*|grandi\w*|augment\w*|progress\w*|wachs\w*|wachstum|steig\w*|mom|yoy)\b/g,
  // What a new customer costs the company: "cada paciente novo nos custa", "um cliente novo sai pra
  // gente", "a new user costs us", "un nouvel inscrit nous coûte", "einen neuen Haushalt zu gewinnen
  // kostet uns", "trazer uma família nova custa", "signing a fleet costs" (never the price the customer pays).
  cac: /\b(?:(?:(?:novos?|novas?|new|nouvel\w*|nouveau|neue\w*|nuev[oa]s?|cada|each|chaque|jede\w*|ein|un|une|a)\s+(?:\w+\s+){0,3}|neukunde\w*\s+)(?:nos custa\w*|sai (?:pra|para) (?:gente|nos)|costs? us|nous coute\w*|kostet uns|kosten uns|nos cuesta\w*)|captar (?:a )?(?:un|una|cada) \w+ (?:nos |me )?cuesta|(?:trazer|conquistar|atrair|adquirir|win(?:ning)?|acquir\w*|sign(?:ing)?|land(?:ing)?|gagner|signer|recruter|conseguir|gewinnen|akquirieren)\s+(?:\w+\s+){0,4}(?:custa\w*|sai|costs?|coute\w*|cuesta\w*|kostet|kosten)|(?:to|para|pour|um) (?:bring on|acquire|win|sign(?: up)?|land|onboard|trazer|conquistar|conseguir|captar|signer|gagner|recruter) (?:a |an |um |uma |un |une |einen |one )?(?:new|novo|nova|nuevo|nueva|nouveau|nouvel|nouvelle|neuen)\b|neue\w* \w+ zu gewinnen|cac|custo de aquisicao|acquisition costs?|cost to acquire|coste de adquisicion|cout d acquisition|akquisitionskosten|kundengewinnungskosten)\b/g,
  // Only months take a runway, and only next to its word: "7 meses de caixa", "cash for 8 months",
  // "elf Monate mit dem Geld auf dem Konto".
  runway: /\b(?:runway|folego|caixa|pista|caja|cash|tresorerie|liquiditat|reichweite|konto)\b/g,
  revenue:
    /\b(?:faturamento|fatur\w*|receitas?|revenues?|mrr|arr|(?:we re|we are) (?:doing|making|bringing in)|bill(?:s|ed|ing)?|invoic\w*|run rate|ingresos|factur\w*|chiffre d affaires|\w*umsatz\w*|erlos\w*|ventas|vendas|sales)\b/g,
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
/** The last twelve months, said after a figure or before it: a year's worth. */
const LAST_TWELVE_MONTHS = String.raw`(?:(?:in )?the last (?:twelve|12) months|(?:nos )?ultimos (?:doze|12) meses|(?:en )?los ultimos (?:doce|12) meses|(?:sur )?les (?:douze|12) derniers mois|(?:in )?den letzten (?:zwolf|12) monaten)`;
const PER_YEAR = new RegExp(
  String.raw`${PERIOD_LEAD}(?:ano|year|annum|jahr|anual\w*|annual\w*|jahrlich\w*|arr|par an)\b|^\W{0,3}(?:\w+\s+){0,2}${LAST_TWELVE_MONTHS}|^\W{0,3}(?:en |a |in )?(?:rythme annuel|ritmo anual|(?:annual )?run rate|annuali[sz]ed|anualizad\w*|annualise\w*|hochgerechnet)`,
);
const PER_MONTH = new RegExp(String.raw`${PERIOD_LEAD}(?:mes|month|mois|monat|mensa\w*|monthly|monatlich\w*|mrr)\b`);

/** A year or a month said before a figure in its clause, at most six words before it. */
const BEFORE_FIGURE = String.raw`(?:\W+\w+){0,6}\W*$`;
const YEAR_BEFORE = new RegExp(
  String.raw`\b(?:aufs jahr|im jahr|pro jahr|jahrlich|jahres(?:umsatz|erlos)\w*|im letzten jahr|por ano|ao ano|anualmente|no ultimo ano|per year|a year|annually|yearly|last year|al ano|el ano pasado|par an|sur l annee|l annee derniere|${LAST_TWELVE_MONTHS})\b${BEFORE_FIGURE}`,
);
/**
 * A period that opens the sentence scopes all of it, however far the figure ("En los últimos doce
 * meses han alquilado con nosotros 1.350 clientas y hemos facturado 156.000 €").
 */
const YEAR_OPENS = new RegExp(
  String.raw`^\W*(?:\w+\W+){0,2}?(?:${LAST_TWELVE_MONTHS}|no ultimo ano|last year|el ano pasado|l annee derniere|im letzten jahr)\b`,
);
const MONTH_OPENS = new RegExp(
  String.raw`^\W*(?:\w+\W+){0,2}?(?:last month|no mes passado|el mes pasado|le mois dernier|im letzten monat)\b`,
);
const MONTH_BEFORE = new RegExp(
  String.raw`\b(?:im monat|pro monat|monatlich|por mes|ao mes|mensalmente|per month|a month|monthly|al mes|par mois|chaque mois)\b${BEFORE_FIGURE}`,
);

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
  let bareCount: (typeof found)[number] | null = null;
  for (const figure of figures) {
    const { from, to } = sentenceAround(text, figure.start, figure.end);
    const after = folded.slice(figure.end, to);
    const best = nearestCue(figure, folded.slice(from, to), from, after);
    // Money "of" something else is not the revenue or the price beside it: "they booked $152,000 of
    // kitchen time and our net revenue was $42,600", "le client paie 2 € de consigne" (a deposit).
    const ofWhat = figure.unit === 'money' ? OF_WHAT.exec(after)?.[1] : undefined;
    const owned = best?.metric === 'revenue' || best?.metric === 'price';
    if (owned && ofWhat && [...ofWhat.matchAll(METRIC_CUES[best.metric])].length === 0) continue;
    const fallback = bare[figure.unit];
    const large = figure.value >= MILLION;
    const volume = figure.unit === 'plain' && VOLUME.test(after);
    const metric =
      best?.metric ??
      (fallback === 'customers' && volume ? null : fallback === 'marketSize' && !large ? null : (fallback ?? null));
    if (!metric) continue;
    const period = figure.unit === 'money' ? periodOf(folded.slice(from, figure.start), after) : null;
    const claim = { metric, figure, period, scope: scopeOf(figure, folded, figures, from, to), cue: best };
    // Of the bare counts, only the first is the customers ("126 anfitriões, com 290 imóveis").
    if (!best && metric === 'customers') {
      if (bareCount) continue;
      bareCount = claim;
    }
    found.push(claim);
  }
  // A count named as the customers before the bare one is the customers; the bare one then counts
  // something else ("40 clientes e 300 pedidos"). Founders lead with their customers, so a bare
  // count first is still them ("42 restaurants…, and 4 of our last 5 clients came by referral").
  const namedBefore = (claim: (typeof found)[number]) =>
    found.some((other) => other.metric === 'customers' && other.cue && other.figure.start < claim.figure.start);
  return (
    found
      .filter((claim) => claim !== bareCount || !namedBefore(claim))
      // A price word prices its nearest figure only.
      .filter(
        (claim) =>
          claim.metric !== 'price' ||
          !found.some(
            (other) =>
              other.metric === 'price' && other.cue?.at === claim.cue?.at && other.cue!.distance < claim.cue!.distance,
          ),
      )
      .map(({ cue: _cue, ...claim }) => claim)
      .map((claim, _, claims) => ({ ...claim, scope: claim.scope ?? inferredScope(claim, claims) }))
  );
}

/** How near a runway's word must be to its months ("6 months of runway", "caixa para 7 meses"). */
const RUNWAY_REACH = 24;

/** What a money figure is "of": its next three words after of or de ("$152,000 of kitchen time"). */
const OF_WHAT = /^\s*(?:of|de|d)\s+(\p{L}+(?:\s+\p{L}+){0,2})/u;

/** A plain count's own noun, the next two words: "300 pedidos" counts orders, "140 paying customers" customers. */
const NEXT_WORDS = /^\W{0,3}(\p{L}+)(?:\s+(\p{L}+))?/u;

/** The nearest word of a metric the figure's unit fits, in its sentence (`sentence` starts at `from`). */
function nearestCue(
  figure: StatedNumber,
  sentence: string,
  from: number,
  after: string,
): { metric: ClaimMetric; at: number; distance: number } | null {
  const large = figure.value >= MILLION;
  const volume = figure.unit === 'plain' && VOLUME.test(after);
  const nouns = figure.unit === 'plain' ? NEXT_WORDS.exec(after)?.slice(1).filter(Boolean) : undefined;
  const countsOther = nouns !== undefined && !nouns.some((noun) => wholeMatch(METRIC_CUES.customers, noun));
  let best: { metric: ClaimMetric; at: number; distance: number; length: number } | null = null;
  for (const metric of CLAIM_METRICS) {
    if (!METRIC_UNITS[metric].includes(figure.unit)) continue;
    if (metric === 'customers' && (volume || countsOther)) continue;
    if (large && (metric === 'price' || metric === 'cac')) continue;
    const cues = [...sentence.matchAll(METRIC_CUES[metric])];
    if (large && metric === 'marketSize') cues.push(...sentence.matchAll(MARKET_VERBS));
    for (const cue of cues) {
      const at = from + cue.index;
      const distance = gap(at, at + cue[0].length, figure);
      if (metric === 'runway' && distance > RUNWAY_REACH) continue;
      if (!best || distance < best.distance || (distance === best.distance && cue[0].length > best.length)) {
        best = { metric, at, distance, length: cue[0].length };
      }
    }
  }
  return best && { metric: best.metric, at: best.at, distance: best.distance };
}

/** Whether a whole word is one of a cue list's words. */
function wholeMatch(cues: RegExp, word: string): boolean {
  return [...word.matchAll(cues)].some((match) => match[0] === word);
}

/**
 * The period a money figure was told for: a year or a month said after it ("R$ 384 mil por ano"),
 * or said before it in its clause ("Aufs Jahr gerechnet … 276.000 €", "Por mês, …").
 */
function periodOf(before: string, after: string): 'month' | 'year' | null {
  if (PER_YEAR.test(after)) return 'year';
  if (PER_MONTH.test(after)) return 'month';
  if (YEAR_BEFORE.test(before) || YEAR_OPENS.test(before)) return 'year';
  if (MONTH_BEFORE.test(before) || MONTH_OPENS.test(before)) return 'month';
  return null;
}

/** The scope word (TAM, SAM, SOM) nearest this market figure of all the sentence's money figures. */
function scopeOf(
  figure: StatedNumber,
  folded: string,
  figures: readonly StatedNumber[],
  from: number,
  to: number,
): MarketScope | null {
  const markets = figures.filter((other) => other.unit === 'money' && other.start >= from && other.end <= to);
  let scope: MarketScope | null = null;
  for (const [cue, name] of SCOPE_CUES) {
    for (const match of folded.slice(from, to).matchAll(cue)) {
      const at = from + match.index;
      const end = at + match[0].length;
      if (markets.every((other) => gap(at, end, figure) <= gap(at, end, other))) scope = name;
    }
  }
  return scope;
}

/**
 * A market figure the founder did not scope, among others none of which were: the largest is the
 * whole market, the next the part within reach, the next the share to win ("Texas restaurants spend
 * $410 million; the cities we reach are $58 million"). A lone one is held to the TAM as it is.
 */
function inferredScope(claim: Claim, claims: readonly Claim[]): MarketScope | null {
  const markets = claims.filter((other) => other.metric === 'marketSize');
  if (claim.metric !== 'marketSize' || markets.length < 2 || markets.some((other) => other.scope !== null)) return null;
  const rank = [...markets].sort((a, b) => b.figure.value - a.figure.value).indexOf(claim);
  return (['tam', 'sam', 'som'] as const)[rank] ?? null;
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
    // Money is held a month at a time, except a market (a year) and a price (a sale).
    const scale =
      claim.metric === 'price'
        ? 1
        : claim.metric === 'marketSize'
          ? claim.period === 'month'
            ? 12
            : 1
          : claim.period === 'year'
            ? 1 / 12
            : 1;
    const claimed = claim.figure.value * scale;
    const fits = (figure: EvidenceFigure) =>
      figure.metric === claim.metric &&
      (claim.figure.currency === null || figure.currency === null || figure.currency === claim.figure.currency);
    // A market the founder did not scope is held to the widest the evidence sized: the TAM, else
    // the SAM, else the SOM.
    const scopes: readonly (MarketScope | null)[] =
      claim.metric !== 'marketSize' ? [null] : claim.scope ? [claim.scope] : ['tam', 'sam', 'som'];
    const held = scopes
      .map((scope) =>
        evidence.find((figure) => fits(figure) && (claim.metric !== 'marketSize' || figure.scope === scope)),
      )
      .find((figure) => figure !== undefined);
    if (!held) return { ...claim, verdict: 'unsupported', evidence: null, claimed };
    const step = claim.figure.step * scale;
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
