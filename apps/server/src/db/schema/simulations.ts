import type { SimulationScore } from '@alavanca/domain/simulation/score';
import type { MonthDecisions, MonthResult, SimulationSetup, SimulationState } from '@alavanca/domain/simulation/types';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { createdAt, updatedAt } from './columns';

// ---- Business simulations ----

/**
 * One company run month by month. The setup (with its seed) and the months' decisions are all
 * it takes to replay it; `state` is the engine's state after the last month played, kept so
 * that advancing steps one month instead of replaying them all.
 */
/** Where a replayed run came from: the run, the month it was replayed from, and that run's score. */
export interface ReplayOrigin {
  simulationId: string;
  fromMonth: number;
  originalScore: number | null;
}

export const simulations = pgTable(
  'simulations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    businessType: text('business_type').notNull(),
    setup: jsonb('setup').$type<SimulationSetup>().notNull(),
    status: text('status').notNull().default('active'),
    /** Months played so far (0 before the first). */
    month: integer('month').notNull().default(0),
    state: jsonb('state').$type<SimulationState>().notNull(),
    /** Set when the simulation ends: finished by the user, at the horizon, or bankrupt. */
    score: jsonb('score').$type<SimulationScore>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * The run this one replays from a month of (decision 033: a replay that beats it is learning
     * from a mistake), with that run's score then; null for a run started afresh.
     */
    replayOf: jsonb('replay_of').$type<ReplayOrigin>(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('simulations_user_updated_idx').on(t.userId, t.updatedAt.desc()),
    check('simulations_status_known', sql`${t.status} in ('active', 'finished', 'bankrupt')`),
    check('simulations_month_not_negative', sql`${t.month} >= 0`),
  ],
);

/** The decisions of a month, without the answer to an event (its own column). */
export type MonthLevers = Omit<MonthDecisions, 'eventChoice'>;

/** One month played: what the user decided and what the engine computed from it. */
export const simulationMonths = pgTable(
  'simulation_months',
  {
    simulationId: uuid('simulation_id')
      .notNull()
      .references(() => simulations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** 1 for the first month. */
    month: integer('month').notNull(),
    decisions: jsonb('decisions').$type<MonthLevers>().notNull(),
    /** The answer to the previous month's event, when one was pending. */
    eventChoice: text('event_choice'),
    result: jsonb('result').$type<MonthResult>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.simulationId, t.month] }),
    index('simulation_months_user_idx').on(t.userId),
    check('simulation_months_month_positive', sql`${t.month} >= 1`),
  ],
);
