import { BUSINESS_TYPES, CURRENCIES } from '@alavanca/domain/constants';
import { PERSONA_IDS } from '@alavanca/domain/mentor/personas';
import { ProgressSummary } from './progress';
import { z } from 'zod';
import { Notification } from './notifications';
import { V } from './validation-messages';

/*
 * The dashboard: which widgets a user shows, in which order (saved on the server), and what they
 * show, gathered by the server in one answer.
 */

export const DASHBOARD_WIDGETS = [
  'quickActions',
  'usage',
  'simulations',
  'validations',
  'progress',
  'mentor',
  'notifications',
] as const;
export type DashboardWidget = (typeof DASHBOARD_WIDGETS)[number];

const WidgetSetting = z.object({ id: z.enum(DASHBOARD_WIDGETS, V.invalidOption), visible: z.boolean(V.invalidOption) });

/** `GET` and `PUT /api/dashboard/layout`: every widget exactly once, in the order shown. */
export const DashboardLayout = z.object({
  widgets: z
    .array(WidgetSetting, V.invalidOption)
    .refine(
      (widgets) =>
        widgets.length === DASHBOARD_WIDGETS.length &&
        new Set(widgets.map((widget) => widget.id)).size === DASHBOARD_WIDGETS.length,
      V.invalidOption,
    ),
});
export type DashboardLayout = z.infer<typeof DashboardLayout>;

/** Every widget shown, in the specification's order of importance (the progress after the work it reads; decision 033). */
export const DEFAULT_DASHBOARD_LAYOUT: DashboardLayout = {
  widgets: DASHBOARD_WIDGETS.map((id) => ({ id, visible: true })),
};

/**
 * A stored layout as the widgets stand now: the user's order and choices kept, widgets that no
 * longer exist dropped, and one added since (the quick actions) shown at its default place.
 */
export function normaliseLayout(stored: readonly { id: string; visible: boolean }[]): DashboardLayout {
  const known = new Set<string>(DASHBOARD_WIDGETS);
  const kept: DashboardLayout['widgets'] = [];
  for (const entry of stored) {
    if (known.has(entry.id) && !kept.some((widget) => widget.id === entry.id))
      kept.push({ id: entry.id as DashboardWidget, visible: entry.visible === true });
  }
  DASHBOARD_WIDGETS.forEach((id, index) => {
    if (!kept.some((widget) => widget.id === id)) kept.splice(Math.min(index, kept.length), 0, { id, visible: true });
  });
  return { widgets: kept };
}

/** One active simulation as the dashboard shows it: the last month's numbers and the way there. */
export const DashboardSimulation = z.object({
  id: z.uuid(),
  name: z.string(),
  businessType: z.enum(BUSINESS_TYPES),
  currency: z.enum(CURRENCIES),
  status: z.enum(['active', 'finished', 'bankrupt']),
  month: z.number().int(),
  horizonMonths: z.number().int(),
  cashCents: z.number().int(),
  revenueCents: z.number().int(),
  netProfitCents: z.number().int(),
  runwayMonths: z.number().nullable(),
  /** The chance the risk forecast gives of the cash running out before the horizon; null once ended. */
  cashRisk: z.number().nullable(),
  /** Revenue and cash at each month's end, the last twelve months, oldest first (the sparklines). */
  revenueSeries: z.array(z.number().int()),
  cashSeries: z.array(z.number().int()),
});
export type DashboardSimulation = z.infer<typeof DashboardSimulation>;

export const DashboardValidation = z.object({
  id: z.uuid(),
  title: z.string(),
  overall: z.number().int(),
  verdict: z.enum(['promising', 'validateFurther', 'pivot']),
  updatedAt: z.iso.datetime(),
});
export type DashboardValidation = z.infer<typeof DashboardValidation>;

/** The mentor's suggestion of the day: a persona (a different one each day) answering a question the user's numbers call for. */
export const MentorTip = z.object({
  persona: z.enum(PERSONA_IDS),
  /** A catalog key under `mentor:suggestions.` */
  suggestion: z.string(),
  /** The built-in mentor's short answer, Markdown. */
  answer: z.string(),
});
export type MentorTip = z.infer<typeof MentorTip>;

/** `GET /api/dashboard`: what the widgets show (the plan's usage comes from the subscription). */
export const DashboardSummary = z.object({
  simulations: z.array(DashboardSimulation),
  validations: z.array(DashboardValidation),
  mentorTip: MentorTip,
  notifications: z.object({ unreadCount: z.number().int(), latest: z.array(Notification) }),
  progress: ProgressSummary,
});
export type DashboardSummary = z.infer<typeof DashboardSummary>;

/** How many simulations, validations and unread notifications the dashboard lists. */
export const DASHBOARD_ITEMS = 3;
/** Months the sparklines draw. */
export const SPARKLINE_MONTHS = 12;
