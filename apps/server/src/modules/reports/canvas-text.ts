import type { CanvasBlock, CanvasCard, Evidence } from '@alavanca/domain/canvas/canvas';
import type { CoherenceFinding } from '@alavanca/domain/canvas/coherence';
import type { Currency } from '@alavanca/domain/constants';
import type { ReportText } from './report-text';

/*
 * A canvas told in the shared `canvas` catalog, as the canvas screen tells it (the web app's
 * coherence panel and its card descriptions use the same keys and the same values): a finding's
 * sentences, a card's evidence and numbers, in the user's language and number format.
 */

export interface CanvasWords {
  block(block: CanvasBlock): string;
  tag(card: CanvasCard): string;
  /** Where a card's evidence comes from, in one line. */
  evidence(evidence: Evidence): string;
  /** The numbers a card carries, in one line; null when it carries none. */
  numbers(card: CanvasCard): string | null;
  /** Paying customers a month. */
  customers(count: number): string;
  /** A finding's title, why it matters or what to do, with its cards, blocks and numbers filled in. */
  finding(finding: CoherenceFinding, part: 'title' | 'why' | 'todo' | 'short'): string;
  /** The points a finding costs ("−2,5 points"). */
  pointsLost(points: number): string;
}

export function canvasWords(text: ReportText, cards: readonly CanvasCard[], currency: Currency): CanvasWords {
  const money = (cents: number) => text.money(cents, currency);
  const block = (name: CanvasBlock) => text.c(`blocks.${name}.name`);
  const customers = (count: number) => text.c('numbers.customers', { customers: text.number(count) }, count);

  /** The same values the web app's `findingValues` gives a finding's sentences. */
  function findingValues(finding: CoherenceFinding): Record<string, string> {
    const values = Object.fromEntries(
      Object.entries(finding.values).map(([key, value]) => [
        key,
        key.endsWith('Cents') ? money(value) : text.decimal(value, 2),
      ]),
    );
    const named = finding.cardIds.flatMap((id) => cards.find((card) => card.id === id) ?? []);
    return {
      ...values,
      cards: named.map((card) => text.c('quoted', { text: card.text })).join(', '),
      plan: customers(finding.values.customers ?? 0),
      block: block(finding.blocks.at(-1) ?? 'customerSegments'),
      blocks: finding.blocks.map(block).join(', '),
    };
  }

  return {
    block,
    tag: (card) => text.c(card.evidence ? 'tags.evidence' : 'tags.assumption'),
    evidence(evidence) {
      switch (evidence.kind) {
        case 'validationFigure': {
          // Rounded as the validation's report rounds its estimates.
          const amount = (value: number) =>
            evidence.currency ? text.estimate(value, evidence.currency) : text.decimal(value, 2);
          return text.c('evidence.validationFigure', {
            figure: text.c(`evidence.figures.${evidence.figure}`),
            value:
              evidence.high === undefined
                ? amount(evidence.value)
                : text.c('evidence.range', { low: amount(evidence.value), high: amount(evidence.high) }),
            source: evidence.source,
            year: String(evidence.year),
          });
        }
        case 'experiment':
          return text.c('evidence.experiment', {
            name: text.v(`experiments.${evidence.experiment}.title`),
            result: evidence.result,
          });
        case 'simulationMonth':
          return text.c('evidence.simulationMonth', { month: String(evidence.month) });
        case 'note':
          return evidence.note;
      }
    },
    numbers(card) {
      if (card.revenue) {
        return text.c('numbers.revenue', {
          price: money(card.revenue.priceCents),
          model: text.c(`export.pricingModels.${card.revenue.pricingModel}`),
          purchases: text.number(card.revenue.purchasesPerYear),
          customers: customers(card.revenue.customers),
        });
      }
      if (card.cost) return text.c(`numbers.cost.${card.cost.costKind}`, { amount: money(card.cost.amountCents) });
      if (card.channel) return text.c('numbers.channel', { amount: money(card.channel.acquisitionCostCents) });
      if (card.segment) return text.c('numbers.segment', { amount: money(card.segment.marketCents) });
      return null;
    },
    customers,
    finding(finding, part) {
      const named = finding.cardIds.filter((id) => cards.some((card) => card.id === id)).length;
      // The one sentence with a plural turns on the payback's months.
      const count = finding.values.paybackMonths ?? named;
      return text.c(`findings.${finding.rule}.${part}`, findingValues(finding), count);
    },
    pointsLost: (points) => text.c('coherence.pointsLost', { points: text.decimal(points, 1) }, points),
  };
}
