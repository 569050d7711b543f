import type { SimulationListSort, SimulationStatus } from '@alavanca/contracts/simulations';
import type { SimulationScore } from '@alavanca/domain/simulation/score';
import type {
  EventChoice,
  Kpis,
  MonthResult,
  SimulationSetup,
  SimulationState,
} from '@alavanca/domain/simulation/types';
import { and, asc, desc, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Orm } from '../../db/client';
import { afterPosition, keysetOrder, type KeysetSort, type ListPosition } from '../../db/keyset';
import { countByWeek, weekOf, type WeeklyCounts } from '../../db/weekly-counts';
import { simulationMonths, simulations, type MonthLevers, type ReplayOrigin } from '../../db/schema/simulations';

export type SimulationRow = typeof simulations.$inferSelect;
export type SimulationMonthRow = typeof simulationMonths.$inferSelect;

export type ListedSimulation = Pick<
  SimulationRow,
  'id' | 'name' | 'businessType' | 'status' | 'month' | 'setup' | 'createdAt' | 'updatedAt' | 'finishedAt'
> & {
  scoreTotal: number | null;
  /** The last month's KPIs; null before the first month. */
  kpis: Kpis | null;
};

export async function insertSimulation(
  orm: Orm,
  input: { userId: string; setup: SimulationSetup; state: SimulationState; replayOf?: ReplayOrigin },
): Promise<SimulationRow> {
  const [row] = await orm
    .insert(simulations)
    .values({
      replayOf: input.replayOf ?? null,
      userId: input.userId,
      name: input.setup.name,
      businessType: input.setup.businessType,
      setup: input.setup,
      state: input.state,
      month: input.state.month,
    })
    .returning();
  if (!row) throw new Error('The simulation insert returned no row.');
  return row;
}

/** One of the user's simulations; null when the user has none with this id. */
export async function findSimulation(
  orm: Orm,
  userId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<SimulationRow | null> {
  const query = orm
    .select()
    .from(simulations)
    .where(and(eq(simulations.id, id), eq(simulations.userId, userId)));
  const [row] = await (options.forUpdate ? query.for('update') : query);
  return row ?? null;
}

/** The user's simulation with a month played most recently updated; null when none has one. */
export async function findLatestPlayed(orm: Orm, userId: string): Promise<SimulationRow | null> {
  const [row] = await orm
    .select()
    .from(simulations)
    .where(and(eq(simulations.userId, userId), gt(simulations.month, 0)))
    .orderBy(desc(simulations.updatedAt), desc(simulations.id))
    .limit(1);
  return row ?? null;
}

/**
 * The weeks (Mondays, UTC) in which the user played a month with a decision changed from the month
 * before or an event answered, or started a replay: what counts for the learning streak here
 * (decision 033).
 */
export async function learningWeeks(orm: Orm, userId: string): Promise<string[]> {
  const previous = alias(simulationMonths, 'previous');
  const [changed, replays] = await Promise.all([
    orm
      .selectDistinct({ week: weekOf(simulationMonths.createdAt) })
      .from(simulationMonths)
      .innerJoin(
        previous,
        and(
          eq(previous.simulationId, simulationMonths.simulationId),
          eq(previous.month, sql`${simulationMonths.month} - 1`),
        ),
      )
      .where(
        and(
          eq(simulationMonths.userId, userId),
          sql`(${simulationMonths.decisions} is distinct from ${previous.decisions} or ${simulationMonths.eventChoice} is not null)`,
        ),
      ),
    orm
      .selectDistinct({ week: weekOf(simulations.createdAt) })
      .from(simulations)
      .where(and(eq(simulations.userId, userId), isNotNull(simulations.replayOf))),
  ]);
  return [...changed, ...replays].map((row) => row.week);
}

/** Every simulation of the user with a month played, oldest first. */
export function listPlayed(orm: Orm, userId: string): Promise<SimulationRow[]> {
  return orm
    .select()
    .from(simulations)
    .where(and(eq(simulations.userId, userId), gt(simulations.month, 0)))
    .orderBy(asc(simulations.createdAt), asc(simulations.id));
}

/** The names and statuses of the user's own simulations among `ids`. */
export function listNames(orm: Orm, userId: string, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return orm
    .select({ id: simulations.id, name: simulations.name, status: simulations.status })
    .from(simulations)
    .where(and(eq(simulations.userId, userId), inArray(simulations.id, [...ids])));
}

/** The simulation's months, oldest first; with `last`, only the newest that many. */
export async function listMonths(
  orm: Orm,
  userId: string,
  simulationId: string,
  last?: number,
): Promise<SimulationMonthRow[]> {
  const where = and(eq(simulationMonths.simulationId, simulationId), eq(simulationMonths.userId, userId));
  if (last === undefined) return orm.select().from(simulationMonths).where(where).orderBy(asc(simulationMonths.month));
  const newest = await orm
    .select()
    .from(simulationMonths)
    .where(where)
    .orderBy(desc(simulationMonths.month))
    .limit(last);
  return newest.reverse();
}

export async function insertMonth(
  orm: Orm,
  input: {
    simulationId: string;
    userId: string;
    month: number;
    decisions: MonthLevers;
    eventChoice: EventChoice | null;
    result: MonthResult;
  },
): Promise<SimulationMonthRow> {
  const [row] = await orm.insert(simulationMonths).values(input).returning();
  if (!row) throw new Error('The simulation month insert returned no row.');
  return row;
}

/** Writes the state after a month or the end; the caller holds the row's lock. */
export async function updateSimulation(
  orm: Orm,
  userId: string,
  id: string,
  change: {
    state: SimulationState;
    status: SimulationStatus;
    score: SimulationScore | null;
    ended: boolean;
  },
): Promise<SimulationRow> {
  const [row] = await orm
    .update(simulations)
    .set({
      state: change.state,
      month: change.state.month,
      status: change.status,
      score: change.score,
      ...(change.ended ? { finishedAt: sql`now()` } : {}),
    })
    .where(and(eq(simulations.id, id), eq(simulations.userId, userId)))
    .returning();
  if (!row) throw new Error(`Simulation ${id} vanished while locked.`);
  return row;
}

/** Deletes one of the user's simulations (its months go by cascade); false when there is none. */
export async function deleteSimulation(orm: Orm, userId: string, id: string): Promise<boolean> {
  const rows = await orm
    .delete(simulations)
    .where(and(eq(simulations.id, id), eq(simulations.userId, userId)))
    .returning({ id: simulations.id });
  return rows.length > 0;
}

/**
 * How each sort orders the list. The name sorts case-insensitively by byte order ("C"), the
 * same on every PostgreSQL whatever its locale.
 */
const SORTS: Record<SimulationListSort, KeysetSort> = {
  updated: { key: sql`${simulations.updatedAt}`, descending: true, kind: 'time' },
  created: { key: sql`${simulations.createdAt}`, descending: true, kind: 'time' },
  name: { key: sql`lower(${simulations.name}) collate "C"`, descending: false, kind: 'text' },
};

/** What a cursor's value is for each sort. */
export const sortValueKind = (sort: SimulationListSort) => SORTS[sort].kind;

/** The sort value `position` stands for, for a row of the page just read. */
export function positionOf(row: ListedSimulation, sort: SimulationListSort): ListPosition<SimulationListSort> {
  const value =
    sort === 'name' ? row.name.toLowerCase() : (sort === 'created' ? row.createdAt : row.updatedAt).toISOString();
  return { sort, value, id: row.id };
}

/** A page of the user's simulations with each one's last month's KPIs (keyset pagination). */
export async function listSimulations(
  orm: Orm,
  userId: string,
  options: {
    status: SimulationStatus | 'all';
    sort: SimulationListSort;
    limit: number;
    after?: ListPosition<SimulationListSort> | undefined;
  },
): Promise<ListedSimulation[]> {
  const sort = SORTS[options.sort];
  return orm
    .select({
      id: simulations.id,
      name: simulations.name,
      businessType: simulations.businessType,
      status: simulations.status,
      month: simulations.month,
      setup: simulations.setup,
      createdAt: simulations.createdAt,
      updatedAt: simulations.updatedAt,
      finishedAt: simulations.finishedAt,
      scoreTotal: sql<number | null>`(${simulations.score}->>'total')::int`,
      kpis: sql<Kpis | null>`${simulationMonths.result}->'kpis'`,
    })
    .from(simulations)
    .leftJoin(
      simulationMonths,
      and(eq(simulationMonths.simulationId, simulations.id), eq(simulationMonths.month, simulations.month)),
    )
    .where(
      and(
        eq(simulations.userId, userId),
        options.status === 'all' ? undefined : eq(simulations.status, options.status),
        options.after && afterPosition(simulations, simulations, sort, userId, options.after),
      ),
    )
    .orderBy(...keysetOrder(sort, simulations.id))
    .limit(options.limit);
}

/** Every simulation of the user with its months, for the data export. */
export async function readSimulationsForExport(orm: Orm, userId: string) {
  const rows = await orm
    .select()
    .from(simulations)
    .where(eq(simulations.userId, userId))
    .orderBy(asc(simulations.createdAt), asc(simulations.id));
  const months = await orm
    .select()
    .from(simulationMonths)
    .where(eq(simulationMonths.userId, userId))
    .orderBy(asc(simulationMonths.simulationId), asc(simulationMonths.month));
  return { simulations: rows, months };
}

/** Months played per week since a moment. */
export function monthsPlayedByWeek(orm: Orm, userId: string, since: Date): Promise<WeeklyCounts> {
  return countByWeek(
    orm,
    { table: simulationMonths, userId: simulationMonths.userId, createdAt: simulationMonths.createdAt },
    userId,
    since,
  );
}
