import { SYSTEM_NOTIFICATIONS } from '@alavanca/contracts/system-notifications';
import { isoDay, lastEndedWeek, WEEK_MS } from '@alavanca/domain/reports/weeks';
import type { FastifyBaseLogger } from 'fastify';
import type { Orm } from '../../db/client';
import { startPeriodic } from '../../lib/periodic';
import type { WeeklySummaryContent } from '../../db/schema/reports';
import type { NotificationService } from '../notifications/notifications.service';
import type { SimulationService } from '../simulations/simulations.service';
import {
  claimSummary,
  createPendingSummaries,
  dropSummary,
  markSummaryDelivered,
  pendingSummaryUsers,
  wantsWeeklySummaries,
} from './reports.repo';
import type { ReportService } from './reports.service';

/** How often each instance looks for summaries to deliver: a week's are due from Monday 00:00 UTC. */
const RUN_INTERVAL_MS = 60 * 60_000;
const BATCH = 50;
/** Active simulations a summary lists. */
const SUMMARY_SIMULATIONS = 5;

export interface WeeklySummaryDeps {
  orm: Orm;
  reports: Pick<ReportService, 'activity'>;
  simulations: Pick<SimulationService, 'list'>;
  notifications: Pick<NotificationService, 'createIn'>;
  logger: FastifyBaseLogger;
  now?: () => Date;
}

export interface WeeklySummaryJob {
  /** Delivers every summary of the last ended week that is still due; answers how many it delivered. */
  run(): Promise<number>;
}

/**
 * The weekly summary: once a week has ended, every user with weekly reports on gets one, as a
 * notification (with its e-mail copy where e-mail is configured) that opens it on the reports
 * page. Each instance runs this; a summary is written with its notification in the transaction
 * that locks its row (FOR UPDATE SKIP LOCKED) and marks it delivered, so two instances never
 * deliver one twice, and a restart mid-run finds the undelivered ones still pending.
 */
export function createWeeklySummaryJob(deps: WeeklySummaryDeps): WeeklySummaryJob {
  const { orm } = deps;
  const now = deps.now ?? (() => new Date());

  /** Read before the claim, outside its transaction: the embedded database has one connection. */
  async function summarise(userId: string, weekStart: Date): Promise<WeeklySummaryContent> {
    const week = isoDay(weekStart);
    const [counts, active] = await Promise.all([
      deps.reports.activity(userId, weekStart),
      deps.simulations.list(userId, { status: 'active', sort: 'updated', limit: SUMMARY_SIMULATIONS }),
    ]);
    return {
      activity: {
        simulationMonths: counts.simulationMonths.get(week) ?? 0,
        validations: counts.validations.get(week) ?? 0,
        questions: counts.questions.get(week) ?? 0,
        reports: counts.reports.get(week) ?? 0,
      },
      simulations: active.simulations.map((simulation) => ({
        id: simulation.id,
        name: simulation.name,
        currency: simulation.currency,
        month: simulation.month,
        cashCents: simulation.kpis?.cashCents ?? 0,
        runwayMonths: simulation.kpis?.runwayMonths ?? null,
      })),
    };
  }

  async function deliver(userId: string, weekStart: Date): Promise<boolean> {
    const week = isoDay(weekStart);
    const summary = await summarise(userId, weekStart);
    const announce = await orm.transaction(async (tx) => {
      if (!(await claimSummary(tx, userId, week))) return null;
      // Turned off since the row was made: nothing is sent, and nothing stays pending.
      if (!(await wantsWeeklySummaries(tx, userId))) {
        await dropSummary(tx, userId, week);
        return null;
      }
      const notification = await deps.notifications.createIn(tx, {
        userId,
        ...SYSTEM_NOTIFICATIONS.weeklySummary,
        route: `/relatorios#resumo-${week}`,
      });
      await markSummaryDelivered(tx, userId, week, summary, notification.id);
      return notification.announce;
    });
    if (!announce) return false;
    await announce();
    return true;
  }

  return {
    async run() {
      const weekStart = lastEndedWeek(now());
      const week = isoDay(weekStart);
      await createPendingSummaries(orm, week, new Date(weekStart.getTime() + WEEK_MS));
      let delivered = 0;
      let after: string | undefined;
      for (;;) {
        const users = await pendingSummaryUsers(orm, week, BATCH, after);
        for (const userId of users) {
          try {
            if (await deliver(userId, weekStart)) delivered += 1;
          } catch (error) {
            // Left pending: the next run tries again.
            deps.logger.error(
              { err: error, userId, week },
              'a weekly summary failed; it is tried again at the next run',
            );
          }
        }
        if (users.length < BATCH) return delivered;
        after = users.at(-1);
      }
    },
  };
}

/** Runs the job now and then every hour; returns the function that stops it (awaiting a run). */
export function startWeeklySummaries(
  job: WeeklySummaryJob,
  logger: FastifyBaseLogger,
  intervalMs = RUN_INTERVAL_MS,
): () => Promise<void> {
  return startPeriodic(() => job.run(), {
    logger,
    intervalMs,
    failure: 'the weekly summaries failed; they run again at the next interval',
    atStart: true,
  });
}
