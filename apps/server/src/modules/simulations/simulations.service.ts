import {
  toFieldIssues,
  type AdvanceMonthRequest,
  type CreateSimulationRequest,
  type DuplicateSimulationRequest,
  type ReplaySimulationRequest,
  type Simulation,
  type SimulationListQuery,
  type SimulationListResponse,
  type SimulationStatus,
  type SimulationSummary,
} from '@alavanca/contracts/simulations';
import type { BusinessType } from '@alavanca/domain/constants';
import { replayStoredMonths } from '@alavanca/domain/simulation/counterfactuals';
import { createSimulation } from '@alavanca/domain/simulation/create-simulation';
import { finishSimulation, type SimulationScore } from '@alavanca/domain/simulation/score';
import { stepMonth } from '@alavanca/domain/simulation/step-month';
import {
  type EventChoice,
  type MonthDecisions,
  type SimulationSetup,
  type SimulationState,
} from '@alavanca/domain/simulation/types';
import { validateDecisions, validateSetup, type ValidationIssue } from '@alavanca/domain/simulation/validate';
import type { Orm } from '../../db/client';
import { keysetPage } from '../../db/keyset';
import { readCursor } from '../../http/list-cursor';
import { AppError } from '../../http/app-error';
import { drawSeed, setupFrom } from '../../lib/simulation-setup';
import type { WeeklyCounts } from '../../db/weekly-counts';
import type { EventBus } from '../realtime/event-bus';
import type { Announce, ProgressService, ProgressSources } from '../progress/progress.service';
import type { SimulationRecord } from '@alavanca/domain/progress/simulation-evidence';
import type { QuotaService } from '../subscription/quota.service';
import {
  deleteSimulation,
  monthsPlayedByWeek,
  findSimulation,
  insertMonth,
  insertSimulation,
  findLatestPlayed,
  learningWeeks,
  listPlayed,
  listMonths,
  listNames,
  listSimulations,
  positionOf,
  sortValueKind,
  readSimulationsForExport,
  updateSimulation,
  type ListedSimulation,
  type SimulationMonthRow,
  type SimulationRow,
} from './simulations.repo';

export interface SimulationService extends Omit<ProgressSources, 'workTitles'> {
  /** Every simulation of the user with a month played, as the progress rules read it (the back-fill). */
  simulationRecords(userId: string): Promise<SimulationRecord[]>;
  /** Starts a simulation, spending one `simulations` unit of the plan (only if it is saved). */
  create(userId: string, request: CreateSimulationRequest): Promise<Simulation>;
  list(userId: string, query: SimulationListQuery): Promise<SimulationListResponse>;
  get(userId: string, id: string): Promise<Simulation>;
  /** The simulation with its newest `months` months only (a card's sparklines need no more). */
  recent(userId: string, id: string, months: number): Promise<Simulation>;
  /** Plays the next month with the user's decisions; the engine computes everything else. */
  advance(userId: string, id: string, request: AdvanceMonthRequest): Promise<Simulation>;
  /** 'Finalizar simulação': scores an active simulation and ends it. */
  finish(userId: string, id: string): Promise<Simulation>;
  /** A new simulation with the same setup (a new seed unless kept); spends one unit. */
  duplicate(userId: string, id: string, request: DuplicateSimulationRequest): Promise<Simulation>;
  /** An ended simulation played again from a month: a new active one, the months before as they were; spends no unit. */
  replay(userId: string, id: string, request: ReplaySimulationRequest): Promise<Simulation>;
  remove(userId: string, id: string): Promise<void>;
  /** Months played per week since a moment (the reports' activity). */
  monthsByWeek(userId: string, since: Date): Promise<WeeklyCounts>;
}

export interface SimulationServiceDeps {
  orm: Orm;
  bus: EventBus;
  quota: Pick<QuotaService, 'withQuota'>;
  /** Reads each month played and each run ended for competences and achievements (decision 033). */
  progress?: Pick<ProgressService, 'recordSimulation'>;
}

/** A stored simulation and its months as the progress rules read them. */
function progressRecord(row: SimulationRow, months: readonly SimulationMonthRow[]): SimulationRecord {
  return {
    id: row.id,
    setup: row.setup,
    months: months.map((month) => month.result),
    status: row.state.status,
    score: row.score?.total ?? null,
    replayOf: row.replayOf ? { fromMonth: row.replayOf.fromMonth, originalScore: row.replayOf.originalScore } : null,
  };
}

/** A seed from the operating system's generator: any 32-bit unsigned integer. */
/** The stored status for the engine's. */
function statusOf(state: SimulationState): SimulationStatus {
  return state.status === 'running' ? 'active' : state.status;
}

function invalid(issues: readonly ValidationIssue[], prefix?: string): AppError {
  return new AppError('VALIDATION_FAILED', undefined, undefined, { issues: toFieldIssues(issues, prefix) });
}

function presentMonth(row: SimulationMonthRow): Simulation['months'][number] {
  return {
    month: row.month,
    decisions: { ...row.decisions, eventChoice: row.eventChoice as EventChoice | null },
    result: row.result,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What the list and the detail both say of a simulation. */
function presentCommon(row: SimulationRow | ListedSimulation) {
  return {
    id: row.id,
    name: row.name,
    businessType: row.businessType as BusinessType,
    currency: row.setup.currency,
    status: row.status as SimulationStatus,
    month: row.month,
    horizonMonths: row.setup.horizonMonths,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

export function presentSimulation(row: SimulationRow, months: readonly SimulationMonthRow[]): Simulation {
  return {
    ...presentCommon(row),
    setup: row.setup,
    state: row.state,
    months: months.map(presentMonth),
    score: row.score,
  };
}

function presentSummary(row: ListedSimulation): SimulationSummary {
  const { kpis } = row;
  return {
    ...presentCommon(row),
    kpis: kpis && {
      revenueCents: kpis.revenueCents,
      netProfitCents: kpis.netProfitCents,
      cashCents: kpis.cashCents,
      runwayMonths: kpis.runwayMonths,
      customers: kpis.customers,
      satisfaction: kpis.satisfaction,
    },
    score: row.scoreTotal,
  };
}

export function createSimulationService(deps: SimulationServiceDeps): SimulationService {
  const { orm, bus } = deps;

  const changed = (tx: Orm, userId: string, id: string) => bus.publish(tx, userId, { type: 'simulation.changed', id });

  function readSimulation(userId: string, id: string, months?: number): Promise<Simulation> {
    // One snapshot, so the months agree with the state.
    return orm.transaction(
      async (tx) => {
        const row = await findSimulation(tx, userId, id);
        if (!row) throw new AppError('NOT_FOUND');
        return presentSimulation(row, await listMonths(tx, userId, id, months));
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
  }

  /** Saves a new simulation in the quota's transaction: the unit counts only if it is saved. */
  async function start(userId: string, setup: SimulationSetup): Promise<Simulation> {
    const issues = validateSetup(setup);
    if (issues.length > 0) throw invalid(issues);
    const state = createSimulation(setup);
    const row = await deps.quota.withQuota(userId, 'simulations', async (tx) => {
      const inserted = await insertSimulation(tx, { userId, setup, state });
      await changed(tx, userId, inserted.id);
      return inserted;
    });
    return presentSimulation(row, []);
  }

  /** The progress the run holds now, in its transaction (decision 033); what it returns is run once that commits. */
  async function recordProgress(tx: Orm, row: SimulationRow, months: readonly SimulationMonthRow[]): Promise<Announce> {
    return (await deps.progress?.recordSimulation(tx, row.userId, progressRecord(row, months))) ?? (() => undefined);
  }

  /** Runs `work` on the user's simulation, locked, in one transaction; 404 for anyone else's. */
  function withLocked<T>(userId: string, id: string, work: (tx: Orm, row: SimulationRow) => Promise<T>): Promise<T> {
    return orm.transaction(async (tx) => {
      const row = await findSimulation(tx, userId, id, { forUpdate: true });
      // Another user's id looks exactly like one that does not exist.
      if (!row) throw new AppError('NOT_FOUND');
      return work(tx, row);
    });
  }

  return {
    create(userId, request) {
      return start(userId, {
        ...setupFrom(request),
        ...(request.firstPriceCents !== undefined && { firstPriceCents: request.firstPriceCents }),
        ...(request.firstMarketingCents !== undefined && { firstMarketingCents: request.firstMarketingCents }),
        ...(request.fixedCostsCents !== undefined && { fixedCostsCents: request.fixedCostsCents }),
      });
    },

    async list(userId, query) {
      const after = readCursor(query.cursor, query.sort, sortValueKind(query.sort));
      const rows = await listSimulations(orm, userId, {
        status: query.status,
        sort: query.sort,
        limit: query.limit + 1,
        after,
      });
      const { page, nextCursor } = keysetPage(rows, query.limit, (row) => positionOf(row, query.sort));
      return { simulations: page.map(presentSummary), nextCursor };
    },

    get(userId, id) {
      return readSimulation(userId, id);
    },

    recent(userId, id, months) {
      return readSimulation(userId, id, months);
    },

    async advance(userId, id, request) {
      const { simulation, announce } = await withLocked(userId, id, async (tx, row) => {
        // Ended, or the month was played already (a double submission or a stale tab).
        if (row.status !== 'active' || request.month !== row.month + 1) throw new AppError('CONFLICT');
        const decisions: MonthDecisions = request.decisions;
        const issues = validateDecisions(row.state, decisions);
        if (issues.length > 0) throw invalid(issues, 'decisions');

        const stepped = stepMonth(row.state, decisions);
        const { eventChoice, ...levers } = decisions;
        await insertMonth(tx, {
          simulationId: id,
          userId,
          month: stepped.result.month,
          decisions: levers,
          eventChoice,
          result: stepped.result,
        });
        const months = await listMonths(tx, userId, id);
        let state = stepped.state;
        let score: SimulationScore | null = null;
        const ended = state.status !== 'running';
        if (ended) {
          // The horizon or bankruptcy: the simulation is scored as it ends.
          ({ state, score } = finishSimulation(
            state,
            months.map((played) => played.result),
          ));
        }
        const updated = await updateSimulation(tx, userId, id, { state, status: statusOf(state), score, ended });
        await changed(tx, userId, id);
        return { simulation: presentSimulation(updated, months), announce: await recordProgress(tx, updated, months) };
      });
      announce();
      return simulation;
    },

    async finish(userId, id) {
      const { simulation, announce } = await withLocked(userId, id, async (tx, row) => {
        if (row.status !== 'active') throw new AppError('CONFLICT');
        const months = await listMonths(tx, userId, id);
        const { state, score } = finishSimulation(
          row.state,
          months.map((played) => played.result),
        );
        const updated = await updateSimulation(tx, userId, id, { state, status: statusOf(state), score, ended: true });
        await changed(tx, userId, id);
        return { simulation: presentSimulation(updated, months), announce: await recordProgress(tx, updated, months) };
      });
      announce();
      return simulation;
    },

    async duplicate(userId, id, request) {
      // Looked up before spending, so an unknown id never meets the quota.
      const source = await findSimulation(orm, userId, id);
      if (!source) throw new AppError('NOT_FOUND');
      return start(userId, {
        ...source.setup,
        name: request.name ?? source.setup.name,
        seed: request.keepSeed ? source.setup.seed : drawSeed(),
      });
    },

    async replay(userId, id, request) {
      const source = await findSimulation(orm, userId, id);
      if (!source) throw new AppError('NOT_FOUND');
      if (source.status === 'active') throw new AppError('CONFLICT');
      if (request.fromMonth > source.month) {
        throw invalid([{ path: 'fromMonth', code: 'validation.outOfRange', min: 1, max: source.month }]);
      }
      const kept = (await listMonths(orm, userId, id)).slice(0, request.fromMonth - 1);
      const states = replayStoredMonths(
        source.setup,
        kept.map((month) => month.result),
      );
      if (!states) throw new AppError('REPLAY_UNAVAILABLE');
      const setup = { ...source.setup, name: request.name ?? source.setup.name };
      const state = { ...states[states.length - 1]!, setup };
      const row = await orm.transaction(async (tx) => {
        const inserted = await insertSimulation(tx, {
          userId,
          setup,
          state,
          replayOf: {
            simulationId: source.id,
            fromMonth: request.fromMonth,
            originalScore: source.score?.total ?? null,
          },
        });
        for (const month of kept) {
          await insertMonth(tx, {
            simulationId: inserted.id,
            userId,
            month: month.month,
            decisions: month.decisions,
            eventChoice: month.eventChoice as EventChoice | null,
            result: month.result,
          });
        }
        await changed(tx, userId, inserted.id);
        return inserted;
      });
      return presentSimulation(row, await listMonths(orm, userId, row.id));
    },

    async remove(userId, id) {
      await orm.transaction(async (tx) => {
        if (!(await deleteSimulation(tx, userId, id))) throw new AppError('NOT_FOUND');
        await changed(tx, userId, id);
      });
    },

    async latestSimulation(userId) {
      const row = await findLatestPlayed(orm, userId);
      return row ? progressRecord(row, await listMonths(orm, userId, row.id)) : null;
    },

    async simulationRecords(userId) {
      const rows = await listPlayed(orm, userId);
      return Promise.all(rows.map(async (row) => progressRecord(row, await listMonths(orm, userId, row.id))));
    },

    learningWeeks(userId) {
      return learningWeeks(orm, userId);
    },

    async simulationNames(userId, ids) {
      const rows = await listNames(orm, userId, ids);
      return rows.map((row) => ({ kind: 'simulation', id: row.id, title: row.name, ended: row.status !== 'active' }));
    },

    monthsByWeek(userId, since) {
      return monthsPlayedByWeek(orm, userId, since);
    },
  };
}

/** The user's simulations with every month, for the data export, dates as ISO strings. */
export async function exportSimulationData(orm: Orm, userId: string) {
  const { simulations, months } = await readSimulationsForExport(orm, userId);
  return {
    simulations: simulations.map((row) =>
      presentSimulation(
        row,
        months.filter((month) => month.simulationId === row.id),
      ),
    ),
  };
}
