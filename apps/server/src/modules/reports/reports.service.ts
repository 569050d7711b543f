import {
  ACTIVITY_WEEKS,
  REPORT_HISTORY_LIMIT,
  type Analytics,
  type CreateReportRequest,
  type ReportFormat,
  type ReportListResponse,
  type ReportSummary,
  type WeeklySummary,
  type WeeklySummaryListResponse,
} from '@alavanca/contracts/reports';
import { classForecastMarket } from '@alavanca/domain/classroom/company-forecast';
import { personaById } from '@alavanca/domain/mentor/personas';
import { averageScores, runwayFigures, survivalOf } from '@alavanca/domain/reports/analytics';
import { isoDay, recentWeeks } from '@alavanca/domain/reports/weeks';
import { SCORE_KEYS, type ScoreKey } from '@alavanca/domain/validation/score-keys';
import { eq } from 'drizzle-orm';
import type { Orm } from '../../db/client';
import { user } from '../../db/schema/auth';
import type { WeeklyCounts } from '../../db/weekly-counts';
import { AppError, fieldIssue } from '../../http/app-error';
import { V } from '@alavanca/contracts/validation-messages';
import { sharedText } from '../../i18n/shared-catalogs';
import type { CanvasService } from '../canvases/canvases.service';
import type { ClassService } from '../classes/classes.service';
import type { MentorService } from '../mentor/mentor.service';
import type { MentorFocus } from '../mentor/mentor-context';
import type { PitchService } from '../pitches/pitches.service';
import { getPreferences } from '../preferences/preferences.service';
import type { SimulationService } from '../simulations/simulations.service';
import type { QuotaService } from '../subscription/quota.service';
import type { ValidationService } from '../validations/validations.service';
import type { PlayedReportItem, ReportAnalysis, ReportFiles, ReportInput } from './report-files';
import { reportText, type ReportText } from './report-text';
import {
  findReportFile,
  insertReport,
  listReports,
  listSummaries,
  readReportsForExport,
  reportsByWeek,
  type ReportRow,
  type SummaryRow,
} from './reports.repo';
import { canvasReport } from './canvas-report';
import { pitchDeckReport, pitchReport } from './pitch-report';
import { simulationReport } from './simulation-report';
import { validationReport } from './validation-report';

export interface ReportService {
  /** Builds a simulation's, a validation's, a canvas's or a pitch's PDF and CSV and keeps them; spends one `reports` unit. */
  create(userId: string, request: CreateReportRequest): Promise<ReportSummary>;
  list(userId: string): Promise<ReportListResponse>;
  file(userId: string, id: string, format: ReportFormat): Promise<{ fileName: string; data: Buffer }>;
  analytics(userId: string): Promise<Analytics>;
  weeklySummaries(userId: string): Promise<WeeklySummaryListResponse>;
  /** The week's activity counts, for the analytics and the weekly summary. */
  activity(userId: string, since: Date): Promise<ActivityCounts>;
}

export interface ActivityCounts {
  simulationMonths: WeeklyCounts;
  validations: WeeklyCounts;
  questions: WeeklyCounts;
  reports: WeeklyCounts;
}

export interface ReportServiceDeps {
  orm: Orm;
  quota: Pick<QuotaService, 'withQuota' | 'subscriptionCheck'>;
  simulations: Pick<SimulationService, 'get' | 'list' | 'monthsByWeek'>;
  validations: Pick<ValidationService, 'get' | 'list' | 'versionsByWeek'>;
  mentor: Pick<MentorService, 'analysis' | 'questionsByWeek'>;
  classes: Pick<ClassService, 'get' | 'company'>;
  /** The user's canvases, read through their service (another user's is not found). */
  canvases: Pick<CanvasService, 'get'>;
  /** The user's pitches as they are now, analysed (another user's is not found). */
  pitches: Pick<PitchService, 'current'>;
  now?: () => Date;
}

/** Weekly summaries listed on the reports page. */
const SUMMARIES_LISTED = 8;
/** Simulations and validations read for the analytics: a page at a time, up to this many. */
const ANALYTICS_ITEMS_MAX = 500;
const PAGE = 50;

/** Every page of a list, up to ANALYTICS_ITEMS_MAX items. */
async function readAll<T>(page: (cursor?: string) => Promise<{ items: T[]; nextCursor: string | null }>): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | undefined;
  do {
    const next = await page(cursor);
    items.push(...next.items);
    cursor = next.nextCursor ?? undefined;
  } while (cursor !== undefined && items.length < ANALYTICS_ITEMS_MAX);
  return items;
}

function presentReport(row: ReportRow): ReportSummary {
  return {
    id: row.id,
    kind: row.kind as ReportSummary['kind'],
    itemId: row.itemId,
    title: row.title,
    language: row.language,
    files: [
      { format: 'pdf', bytes: row.pdfBytes },
      { format: 'csv', bytes: row.csvBytes },
    ],
    createdAt: row.createdAt.toISOString(),
  };
}

function presentWeeklySummary(row: SummaryRow): WeeklySummary {
  return { weekStart: row.weekStart, ...row.summary, createdAt: row.deliveredAt.toISOString() };
}

/** A file name that survives every file system and the Content-Disposition header. */
function fileName(title: string, createdAt: Date, format: ReportFormat): string {
  const slug = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase()
    .slice(0, 60);
  return `${slug || 'relatorio'}-${isoDay(createdAt)}.${format}`;
}

export function createReportService(deps: ReportServiceDeps): ReportService {
  const { orm } = deps;
  const now = deps.now ?? (() => new Date());

  async function ownerName(userId: string): Promise<string> {
    const [row] = await orm.select({ name: user.name }).from(user).where(eq(user.id, userId));
    return row?.name ?? '';
  }

  /** The mentor's analysis of the item, with the line that says who writes it. */
  async function analysis(userId: string, focus: MentorFocus, text: ReportText): Promise<ReportAnalysis> {
    const { persona: id, sections } = await deps.mentor.analysis(userId, focus);
    const persona = personaById(id);
    const short = sharedText('mentor', `personas.${persona.id}.short`, text.language) ?? persona.title;
    return { byline: text.t('document.analysisBy', { name: persona.name, title: short }), sections };
  }

  /** Reads the item (404 when it is not the user's) and builds its files; nothing is stored yet. */
  async function build(userId: string, request: CreateReportRequest): Promise<ReportFiles & { language: string }> {
    const preferences = await getPreferences(orm, userId);
    const text = reportText(preferences);
    const base = { text, ownerName: await ownerName(userId), now: now() };
    if (request.kind === 'simulation') {
      const item = await deps.simulations.get(userId, request.itemId);
      const focus = { simulationId: item.id };
      const input: ReportInput<typeof item> = { ...base, item, analysis: await analysis(userId, focus, text) };
      return { ...(await simulationReport(input)), language: text.language };
    }
    if (request.kind === 'classCompany') {
      if (request.classId === undefined) throw fieldIssue('classId', V.required);
      const item = await classCompanyItem(userId, request.classId, request.itemId);
      const focus = { classId: request.classId, companyId: item.id };
      const input: ReportInput<PlayedReportItem> = { ...base, item, analysis: await analysis(userId, focus, text) };
      return { ...(await simulationReport(input)), language: text.language };
    }
    if (request.kind === 'canvas') {
      // The canvas's coherence check is its analysis: the mentor's commentary reads no canvas.
      const item = await deps.canvases.get(userId, request.itemId);
      return { ...(await canvasReport({ ...base, item })), language: text.language };
    }
    if (request.kind === 'pitch' || request.kind === 'pitchDeck') {
      // The rubric's analysis is the pitch's: the mentor's commentary reads no pitch.
      const item = await deps.pitches.current(userId, request.itemId);
      const build = request.kind === 'pitch' ? pitchReport : pitchDeckReport;
      return { ...(await build({ ...base, item })), language: text.language };
    }
    const item = await deps.validations.get(userId, request.itemId);
    const focus = { validationId: item.id };
    const input: ReportInput<typeof item> = { ...base, item, analysis: await analysis(userId, focus, text) };
    return { ...(await validationReport(input)), language: text.language };
  }

  /**
   * A class company as its report reads it: any company of a class the user teaches, or the one
   * they play (the class service answers 404 otherwise), with its score in the class's ranking.
   */
  async function classCompanyItem(userId: string, classId: string, companyId: string): Promise<PlayedReportItem> {
    const [view, company] = await Promise.all([
      deps.classes.get(userId, classId),
      deps.classes.company(userId, classId, companyId),
    ]);
    const score = view.ranking.find((row) => row.companyId === company.id)?.score ?? null;
    const slice = company.months.at(-1)?.slice ?? null;
    return {
      id: company.id,
      setup: company.state.setup,
      state: company.state,
      month: company.state.month,
      status: company.status,
      months: company.months,
      score: score === null ? null : { total: score },
      classroom: { name: view.name, forecastMarket: classForecastMarket(company.state, view.marketMode, slice) },
    };
  }

  async function activity(userId: string, since: Date): Promise<ActivityCounts> {
    const [simulationMonths, validations, questions, reports] = await Promise.all([
      deps.simulations.monthsByWeek(userId, since),
      deps.validations.versionsByWeek(userId, since),
      deps.mentor.questionsByWeek(userId, since),
      reportsByWeek(orm, userId, since),
    ]);
    return { simulationMonths, validations, questions, reports };
  }

  return {
    async create(userId, request) {
      // A plan with none left is told at once, before a PDF is drawn for nothing.
      if (!(await deps.quota.subscriptionCheck(userId, 'reports', 'check')).allowed)
        throw new AppError('QUOTA_EXCEEDED');
      // Built before the unit is spent (a PDF takes a while; a refused item spends nothing), and
      // stored in the transaction that spends it: a report is kept exactly when it is counted.
      const files = await build(userId, request);
      const row = await deps.quota.withQuota(userId, 'reports', (tx) =>
        insertReport(tx, {
          userId,
          kind: request.kind,
          itemId: request.itemId,
          title: files.title,
          language: files.language,
          pdf: files.pdf,
          csv: files.csv,
        }),
      );
      return presentReport(row);
    },

    async list(userId) {
      return { reports: (await listReports(orm, userId, REPORT_HISTORY_LIMIT)).map(presentReport) };
    },

    async file(userId, id, format) {
      const found = await findReportFile(orm, userId, id, format);
      if (!found) throw new AppError('NOT_FOUND');
      return { fileName: fileName(found.title, found.createdAt, format), data: found.data };
    },

    async analytics(userId) {
      const at = now();
      const simulations = await readAll(async (cursor) => {
        const page = await deps.simulations.list(userId, { status: 'all', sort: 'created', limit: PAGE, cursor });
        return { items: page.simulations, nextCursor: page.nextCursor };
      });
      const validations = await readAll(async (cursor) => {
        const page = await deps.validations.list(userId, { search: '', sort: 'created', limit: PAGE, cursor });
        return { items: page.validations, nextCursor: page.nextCursor };
      });
      const scores: Record<ScoreKey, number>[] = [];
      for (const { id } of validations) {
        const latest = (await deps.validations.get(userId, id)).versions[0];
        if (latest) {
          scores.push(
            Object.fromEntries(SCORE_KEYS.map((key) => [key, latest.result.scores[key].value])) as Record<
              ScoreKey,
              number
            >,
          );
        }
      }
      const weeks = recentWeeks(at, ACTIVITY_WEEKS);
      const counts = await activity(userId, weeks[0] ?? at);
      const runway = runwayFigures(
        simulations.map((simulation) => ({
          month: simulation.month,
          runwayMonths: simulation.kpis?.runwayMonths ?? null,
        })),
      );
      return {
        simulations: simulations.map((simulation) => ({
          id: simulation.id,
          name: simulation.name,
          status: simulation.status,
          currency: simulation.currency,
          month: simulation.month,
          score: simulation.score,
          runwayMonths: simulation.kpis?.runwayMonths ?? null,
          createdAt: simulation.createdAt,
          finishedAt: simulation.finishedAt,
        })),
        survival: survivalOf(simulations.map((simulation) => simulation.status)),
        ...runway,
        validationScores: averageScores(scores),
        validations: validations.map((validation) => ({
          id: validation.id,
          title: validation.title,
          overall: validation.overall,
          createdAt: validation.createdAt,
        })),
        activity: weeks.map((week) => {
          const key = isoDay(week);
          return {
            weekStart: key,
            simulationMonths: counts.simulationMonths.get(key) ?? 0,
            validations: counts.validations.get(key) ?? 0,
            questions: counts.questions.get(key) ?? 0,
            reports: counts.reports.get(key) ?? 0,
          };
        }),
      };
    },

    async weeklySummaries(userId) {
      return { summaries: (await listSummaries(orm, userId, SUMMARIES_LISTED)).map(presentWeeklySummary) };
    },

    activity,
  };
}

/** The user's reports with their files (base64) and weekly summaries, for the data export. */
export async function exportReportData(orm: Orm, userId: string) {
  const { rows, summaries } = await readReportsForExport(orm, userId);
  return {
    reports: rows.map((row) => ({
      ...presentReport(row),
      pdf: row.pdf.toString('base64'),
      csv: row.csv.toString('base64'),
    })),
    weeklySummaries: summaries.map(presentWeeklySummary),
  };
}
