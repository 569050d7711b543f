import type { PitchAnalysis, PitchDetail } from '@alavanca/contracts/pitches';
import { toFieldIssues } from '@alavanca/contracts/simulations';
import type { ValidationIssue } from '@alavanca/domain/simulation/validate';
import type { Orm } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { CanvasService } from '../canvases/canvases.service';
import type { NotificationService } from '../notifications/notifications.service';
import type { EventBus } from '../realtime/event-bus';
import type { SubscriptionService } from '../subscription/subscription.service';
import { findMembership, listMembers, type ClassRow, type MemberRow } from './classes.repo';

/**
 * What the classes read of a student's pitch: the pitch, and its text analysed and kept as a
 * version. Named here by its contracts (the pitches' service satisfies it), so the classes sit
 * below the pitches' dependencies rather than above them.
 */
export interface PitchReader {
  get(userId: string, id: string): Promise<PitchDetail>;
  analyse(userId: string, id: string): Promise<PitchAnalysis>;
}

/** What every part of the classes service works with: its dependencies and the clock, always set. */
export interface ClassContext {
  orm: Orm;
  bus: EventBus;
  notifications: Pick<NotificationService, 'createManyIn'>;
  subscriptions: Pick<SubscriptionService, 'readCurrentRow'>;
  /** The students' canvases, read through their service for a hand-in; a service that takes none may go without. */
  canvases?: Pick<CanvasService, 'get'>;
  /** The students' pitches, read and analysed through their service for a hand-in; likewise optional. */
  pitches?: PitchReader;
  now: () => Date;
}

export type Role = 'teacher' | 'student';
/** What tells the users about a change, called once the transaction that made it has committed. */
export type Announce = () => Promise<unknown>;

export const DAY_MS = 24 * 60 * 60_000;

export function invalid(issues: readonly ValidationIssue[], prefix?: string): AppError {
  return new AppError('VALIDATION_FAILED', undefined, undefined, { issues: toFieldIssues(issues, prefix) });
}

/** Who the user is in the class; another user's class answers 404, like one that does not exist. */
export async function findAccess(
  db: Orm,
  userId: string,
  row: ClassRow | null,
): Promise<{ row: ClassRow; role: Role }> {
  if (!row) throw new AppError('NOT_FOUND');
  if (row.ownerId === userId) return { row, role: 'teacher' };
  if (await findMembership(db, row.id, userId)) return { row, role: 'student' };
  throw new AppError('NOT_FOUND');
}

export async function requireTeacher(db: Orm, userId: string, row: ClassRow | null): Promise<ClassRow> {
  const { role, row: found } = await findAccess(db, userId, row);
  if (role !== 'teacher') throw new AppError('FORBIDDEN');
  return found;
}

/**
 * Tells the tabs of the class's teacher and students that it changed; with `companyId`, only the
 * teacher's and that company's students' (a submission: nobody else sees who submitted, and a
 * class of 60 submitting before a deadline would otherwise make every tab refetch 60 times).
 */
export async function announceChange(ctx: ClassContext, db: Orm, row: ClassRow, companyId?: string): Promise<void> {
  const members = (await listMembers(db, row.id)).filter(
    (member) => companyId === undefined || member.companyId === companyId,
  );
  tellMembers(ctx, row, members);
}

/** `class.changed` to the teacher's and these students' tabs. */
export function tellMembers(ctx: ClassContext, row: ClassRow, members: readonly MemberRow[]): void {
  for (const userId of new Set([row.ownerId, ...members.map((member) => member.userId)])) {
    ctx.bus.publishSoon(userId, { type: 'class.changed', id: row.id });
  }
}

export async function runAll(announces: Announce[]): Promise<void> {
  for (const announce of announces) await announce();
}

/** The engine's status of a company as the class stores it. */
export const STATUS_OF = { running: 'active', bankrupt: 'bankrupt', finished: 'finished' } as const;
