import { CURRENCIES } from '@alavanca/domain/constants';
import { SCORE_KEYS } from '@alavanca/domain/validation/score-keys';
import { z } from 'zod';
import { text } from './text';
import { V } from './validation-messages';

/*
 * Reports and analytics: a simulation's, a validation's or a canvas's report (a PDF and a CSV,
 * kept with the user's history of reports), the analytics across the user's history, and the weekly summary.
 */

/**
 * A class company's report is made from its class's console (decision 026), a canvas's from its
 * editor, with the canvas's image drawn in the browser (decision 031), a pitch's one-page summary
 * and its ten-slide deck outline from the pitch's editor (decision 032).
 */
export const REPORT_KINDS = ['simulation', 'validation', 'classCompany', 'canvas', 'pitch', 'pitchDeck'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export const REPORT_FORMATS = ['pdf', 'csv'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

/**
 * `POST /api/reports`: one report of one of the user's simulations, validations or canvases, or of
 * a class company they teach or play (`itemId` the company, `classId` its class); spends one
 * `reports` unit.
 */
export const CreateReportRequest = z.object({
  kind: text(V.invalidOption).pipe(z.enum(REPORT_KINDS, V.invalidOption)),
  itemId: text(V.invalidOption).pipe(z.uuid(V.invalidOption)),
  classId: text(V.invalidOption).pipe(z.uuid(V.invalidOption)).optional(),
});
export type CreateReportRequest = z.infer<typeof CreateReportRequest>;

/** A generated report: what it is about and its files, downloaded from `/api/reports/:id/:format`. */
export const ReportSummary = z.object({
  id: z.uuid(),
  kind: z.enum(REPORT_KINDS),
  /** The simulation, validation, class company, canvas or pitch; it may have been deleted since, the report is kept. */
  itemId: z.uuid(),
  title: z.string(),
  language: z.string(),
  files: z.array(z.object({ format: z.enum(REPORT_FORMATS), bytes: z.number().int() })),
  createdAt: z.iso.datetime(),
});
export type ReportSummary = z.infer<typeof ReportSummary>;

export const ReportResponse = z.object({ report: ReportSummary });
export const ReportListResponse = z.object({ reports: z.array(ReportSummary) });
export type ReportListResponse = z.infer<typeof ReportListResponse>;

/** The newest reports listed; older ones stay stored and in the data export. */
export const REPORT_HISTORY_LIMIT = 100;

/** Weeks of activity the analytics show, the current one last. */
export const ACTIVITY_WEEKS = 12;

/** One simulation in the analytics, newest first. */
const AnalyticsSimulation = z.object({
  id: z.uuid(),
  name: z.string(),
  status: z.enum(['active', 'finished', 'bankrupt']),
  currency: z.enum(CURRENCIES),
  month: z.number().int(),
  /** The final score, once ended. */
  score: z.number().int().nullable(),
  /** The last month's runway; null when cash did not fall (or before the first month). */
  runwayMonths: z.number().nullable(),
  createdAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().nullable(),
});

/** `GET /api/reports/analytics`: the user's history in figures (each chart's table holds the same). */
export const Analytics = z.object({
  simulations: z.array(AnalyticsSimulation),
  /** Simulations by status; survival = finished ÷ (finished + bankrupt). */
  survival: z.object({
    active: z.number().int(),
    finished: z.number().int(),
    bankrupt: z.number().int(),
    rate: z.number().nullable(),
  }),
  /** The mean last-month runway of simulations burning cash; null when none is. */
  averageRunwayMonths: z.number().nullable(),
  /** Simulations whose cash did not fall in their last month (no runway to average). */
  notBurning: z.number().int(),
  /** Each score's mean over the latest version of every validation; null without validations. */
  validationScores: z.array(z.object({ key: z.enum(SCORE_KEYS), average: z.number().nullable() })),
  /** The validations, newest first: what a report can be made of. */
  validations: z.array(z.object({ id: z.uuid(), title: z.string(), overall: z.number(), createdAt: z.string() })),
  /** The last ACTIVITY_WEEKS weeks (Monday to Sunday, UTC), oldest first. */
  activity: z.array(
    z.object({
      weekStart: z.iso.date(),
      simulationMonths: z.number().int(),
      validations: z.number().int(),
      questions: z.number().int(),
      reports: z.number().int(),
    }),
  ),
});
export type Analytics = z.infer<typeof Analytics>;

/** What a week's summary holds: the week's activity and where each active simulation stands. */
export const WeeklySummary = z.object({
  weekStart: z.iso.date(),
  activity: z.object({
    simulationMonths: z.number().int(),
    validations: z.number().int(),
    questions: z.number().int(),
    reports: z.number().int(),
  }),
  simulations: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      currency: z.enum(CURRENCIES),
      month: z.number().int(),
      cashCents: z.number().int(),
      runwayMonths: z.number().nullable(),
    }),
  ),
  createdAt: z.iso.datetime(),
});
export type WeeklySummary = z.infer<typeof WeeklySummary>;

export const WeeklySummaryListResponse = z.object({ summaries: z.array(WeeklySummary) });
export type WeeklySummaryListResponse = z.infer<typeof WeeklySummaryListResponse>;

/** `GET /api/reports/:id/:format`: a report's file. */
export const ReportFileParams = z.object({
  id: text().pipe(z.uuid(V.invalidOption)),
  format: text().pipe(z.enum(REPORT_FORMATS, V.invalidOption)),
});

/** What each file is served as. */
export const REPORT_CONTENT_TYPES: Record<ReportFormat, string> = {
  pdf: 'application/pdf',
  csv: 'text/csv; charset=utf-8',
};
