import {
  DASHBOARD_ITEMS,
  DEFAULT_DASHBOARD_LAYOUT,
  normaliseLayout,
  type DashboardLayout,
  SPARKLINE_MONTHS,
  type DashboardSimulation,
  type DashboardSummary,
} from '@alavanca/contracts/dashboard';
import { simulationSnapshot } from '@alavanca/domain/mentor/snapshots';
import type { Orm } from '../../db/client';
import { tipDay, type KnownSimulation, type MentorService } from '../mentor/mentor.service';
import type { NotificationService } from '../notifications/notifications.service';
import type { ProgressService } from '../progress/progress.service';
import type { RiskFigures } from '../simulations/risk-figures';
import type { SimulationService } from '../simulations/simulations.service';
import type { ValidationService } from '../validations/validations.service';
import { findLayout, saveLayout } from './dashboard.repo';
import type { SummaryCache } from './summary-cache';

export interface DashboardService {
  summary(userId: string): Promise<DashboardSummary>;
  layout(userId: string): Promise<DashboardLayout>;
  saveLayout(userId: string, layout: DashboardLayout): Promise<DashboardLayout>;
}

export interface DashboardServiceDeps {
  orm: Orm;
  simulations: Pick<SimulationService, 'list' | 'recent' | 'learningWeeks'>;
  validations: Pick<ValidationService, 'list'>;
  mentor: Pick<MentorService, 'dailyTip'>;
  notifications: Pick<NotificationService, 'list'>;
  progress: Pick<ProgressService, 'summary'>;
  riskFigures: RiskFigures;
  /** Keeps each user's answer until something in it changes (summary-cache.ts). */
  summaries: SummaryCache;
  now?: () => Date;
}

/**
 * The dashboard's data in one answer, read through each module's service (so each row is the
 * user's own): the active simulations with their last months, the latest validations, the
 * founder's progress, the mentor's tip of the day and the unread notifications.
 */
export function createDashboardService(deps: DashboardServiceDeps): DashboardService {
  const now = deps.now ?? (() => new Date());

  /** A simulation's card, and its snapshot (the risk forecast's run) for the mentor's tip to reuse. */
  async function simulationCard(
    userId: string,
    id: string,
  ): Promise<{ card: DashboardSimulation; known: KnownSimulation }> {
    const stored = await deps.simulations.recent(userId, id, SPARKLINE_MONTHS);
    const results = stored.months.map((month) => month.result);
    const recent = results.slice(-SPARKLINE_MONTHS);
    const last = results.at(-1);
    const snapshot = simulationSnapshot(stored.id, stored.state, results.slice(-2), {
      cashRisk: deps.riskFigures.of(stored.id, stored.state, last?.decisions ?? null),
    });
    const card: DashboardSimulation = {
      id: stored.id,
      name: stored.setup.name,
      businessType: stored.setup.businessType,
      currency: stored.setup.currency,
      status: stored.status,
      month: stored.state.month,
      horizonMonths: stored.setup.horizonMonths,
      cashCents: stored.state.cashCents,
      revenueCents: last?.kpis.revenueCents ?? 0,
      netProfitCents: last?.kpis.netProfitCents ?? 0,
      runwayMonths: last?.kpis.runwayMonths ?? null,
      cashRisk: snapshot.cashRisk,
      revenueSeries: recent.map((result) => result.kpis.revenueCents),
      cashSeries: recent.map((result) => result.kpis.cashCents),
    };
    return { card, known: { snapshot, country: stored.setup.country } };
  }

  async function drawSummary(userId: string): Promise<DashboardSummary> {
    const [simulationPage, validationPage, notifications, progress] = await Promise.all([
      deps.simulations.list(userId, { status: 'active', sort: 'updated', limit: DASHBOARD_ITEMS }),
      deps.validations.list(userId, { search: '', sort: 'updated', limit: DASHBOARD_ITEMS }),
      deps.notifications.list(userId, { filter: 'unread', limit: DASHBOARD_ITEMS }),
      deps.progress.summary(userId, deps.simulations),
    ]);
    const cards = await Promise.all(
      simulationPage.simulations.map((simulation) => simulationCard(userId, simulation.id)),
    );
    // The tip speaks of the newest simulation, most often the first card: its risk forecast,
    // the costliest part of this answer, is handed over instead of run a second time.
    const mentorTip = await deps.mentor.dailyTip(
      userId,
      now(),
      cards.map((entry) => entry.known),
    );
    return {
      simulations: cards.map((entry) => entry.card),
      validations: validationPage.validations.map(({ id, title, overall, verdict, updatedAt }) => ({
        id,
        title,
        overall,
        verdict,
        updatedAt,
      })),
      mentorTip,
      notifications: { unreadCount: notifications.unreadCount, latest: notifications.notifications },
      progress,
    };
  }

  return {
    summary(userId) {
      // The mentor's tip changes with the day (mentor.service.ts, dailyTip).
      return deps.summaries.read(userId, tipDay(now()), () => drawSummary(userId));
    },

    async layout(userId) {
      const stored = await findLayout(deps.orm, userId);
      // A layout saved before a widget was added keeps the user's order, with the new one in place.
      return stored ? normaliseLayout(stored) : DEFAULT_DASHBOARD_LAYOUT;
    },

    async saveLayout(userId, layout) {
      await saveLayout(deps.orm, userId, layout.widgets);
      return layout;
    },
  };
}

/** The user's saved layout, for the data export; null when they never changed it. */
export async function exportDashboardData(orm: Orm, userId: string) {
  return { dashboardLayout: await findLayout(orm, userId) };
}
