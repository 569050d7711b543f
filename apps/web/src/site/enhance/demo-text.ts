import { DECISION_FLAGS, EVENT_CHOICES, EVENT_TYPES } from '@alavanca/domain/simulation/types';

// The texts the demo's script writes as the company changes, and where the catalogs keep them
// ('namespace:key'). The page is rendered with them as templates ({{name}} left in) inside a JSON
// block, so the script needs no i18next and shows only catalog text.

const SCORE_BANDS = ['excellent', 'good', 'fair', 'poor'] as const;

/** The decisions the demo offers: the everyday levers. Equipment and loans stay at zero (the full simulation has them). */
export const DEMO_FIELDS = [
  'priceCents',
  'marketingCents',
  'qualityInvestmentCents',
  'headcountDelta',
  'purchaseUnits',
] as const;
export type DemoField = (typeof DEMO_FIELDS)[number];
/** Money fields; the others are whole numbers. */
export const DEMO_MONEY_FIELDS: readonly DemoField[] = ['priceCents', 'marketingCents', 'qualityInvestmentCents'];

/** The figures of the preview and of the month played, by their catalog names. */
export const DEMO_PREVIEW_FIGURES = ['revenue', 'netProfit', 'cash', 'customers'] as const;
export const DEMO_KPIS = ['revenue', 'netProfit', 'cash', 'customers', 'satisfaction'] as const;

const FIXED = {
  monthOf: 'simulationMonth:header.monthOf',
  decisionsTitle: 'simulationMonth:decisions.title',
  previewTitle: 'simulationMonth:preview.title',
  qualityHint: 'simulationMonth:decisions.quality.hint',
  headcountHint: 'simulationMonth:decisions.headcount.hint',
  purchaseHint: 'simulationMonth:decisions.purchase.hint',
  range: 'simulationMonth:decisions.range',
  choiceLegend: 'simulationMonth:events.choiceLegend',
  choiceIntro: 'simulationMonth:events.choiceIntro',
  eventsTitle: 'simulationMonth:events.title',
  answered: 'simulationMonth:events.answered',
  monthResultsTitle: 'landing:demo.monthResultsTitle',
  outOfRange: 'landing:demo.errors.outOfRange',
  invalidNumber: 'landing:demo.errors.invalidNumber',
  advanced: 'landing:demo.status.advanced',
  endedFinished: 'simulationMonth:header.endedFinished',
  endedBankrupt: 'simulationMonth:header.endedBankrupt',
  scoreLabel: 'simulationResults:score.label',
  componentPoints: 'simulationResults:breakdown.points',
} as const;

export type DemoTextKey =
  | keyof typeof FIXED
  | `event.${(typeof EVENT_TYPES)[number]}.${'title' | 'description'}`
  | `choice.${string}.${'label' | 'description'}`
  | `band.${(typeof SCORE_BANDS)[number]}`
  | `lesson.${(typeof DECISION_FLAGS)[number]}`;

/** Every text of the demo's script with its catalog key. */
export function demoTextSources(): Record<DemoTextKey, string> {
  const sources: Partial<Record<DemoTextKey, string>> = { ...FIXED };
  for (const type of EVENT_TYPES) {
    sources[`event.${type}.title`] = `simulationMonth:events.types.${type}.title`;
    sources[`event.${type}.description`] = `simulationMonth:events.types.${type}.description`;
  }
  for (const choice of Object.values(EVENT_CHOICES).flat()) {
    sources[`choice.${choice}.label`] = `simulationMonth:events.choices.${choice}.label`;
    sources[`choice.${choice}.description`] = `simulationMonth:events.choices.${choice}.description`;
  }
  for (const band of SCORE_BANDS) sources[`band.${band}`] = `simulationResults:score.band.${band}`;
  for (const flag of DECISION_FLAGS) sources[`lesson.${flag}`] = `simulationResults:flags.${flag}.lesson`;
  return sources as Record<DemoTextKey, string>;
}

export type DemoText = Record<DemoTextKey, string>;

/** Fills a template's {{name}} placeholders, as i18next would. */
export function fill(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
