import type { CanvasCard } from '@alavanca/domain/canvas/canvas';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Orm } from '../../db/client';
import { canvases, canvasVersions } from '../../db/schema/canvases';
import { listTitles } from '../../db/titles';

export type CanvasRow = typeof canvases.$inferSelect;
export type CanvasVersionRow = typeof canvasVersions.$inferSelect;

/** What a version holds besides its cards, and the row repeats for the list. */
export interface CanvasHeader {
  title: string;
  businessType: string;
  currency: string;
}

/** The most canvases the list shows: far more than a founder keeps. */
const LIST_LIMIT = 200;

/** A new canvas with its first version. */
export async function insertCanvas(
  orm: Orm,
  userId: string,
  canvas: CanvasHeader & { kind: string; validationId: string | null; cards: CanvasCard[] },
): Promise<CanvasRow> {
  const { cards, ...header } = canvas;
  const [row] = await orm
    .insert(canvases)
    .values({ userId, ...header, version: 1, cardCount: cards.length })
    .returning();
  if (!row) throw new Error('The canvas insert returned no row.');
  await orm.insert(canvasVersions).values({
    canvasId: row.id,
    userId,
    version: 1,
    title: header.title,
    businessType: header.businessType,
    currency: header.currency,
    cards,
  });
  return row;
}

/** One of the user's canvases; null when the user has none with this id. */
export async function findCanvas(
  orm: Orm,
  userId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<CanvasRow | null> {
  const query = orm
    .select()
    .from(canvases)
    .where(and(eq(canvases.id, id), eq(canvases.userId, userId)));
  const [row] = await (options.forUpdate ? query.for('update') : query);
  return row ?? null;
}

/** Names the simulation the user's canvas was tested in (null: none); false when the user has no such canvas. */
export async function setCanvasSimulation(
  orm: Orm,
  userId: string,
  id: string,
  simulationId: string | null,
): Promise<boolean> {
  const rows = await orm
    .update(canvases)
    .set({ simulationId })
    .where(and(eq(canvases.id, id), eq(canvases.userId, userId)))
    .returning({ id: canvases.id });
  return rows.length > 0;
}

/** One version of the user's canvas; null when it has none of that number. */
export async function findCanvasVersion(
  orm: Orm,
  userId: string,
  canvasId: string,
  version: number,
): Promise<CanvasVersionRow | null> {
  const [row] = await orm
    .select()
    .from(canvasVersions)
    .where(
      and(
        eq(canvasVersions.canvasId, canvasId),
        eq(canvasVersions.userId, userId),
        eq(canvasVersions.version, version),
      ),
    );
  return row ?? null;
}

/** A further version of a locked canvas, which becomes its newest; the validation it is checked against with it. */
export async function addCanvasVersion(
  orm: Orm,
  row: CanvasRow,
  next: CanvasHeader & { validationId: string | null; cards: CanvasCard[] },
): Promise<{ row: CanvasRow; version: CanvasVersionRow }> {
  const number = row.version + 1;
  const { cards, validationId, ...header } = next;
  const [version] = await orm
    .insert(canvasVersions)
    .values({ canvasId: row.id, userId: row.userId, version: number, ...header, cards })
    .returning();
  const [updated] = await orm
    .update(canvases)
    .set({ ...header, validationId, version: number, cardCount: cards.length })
    .where(and(eq(canvases.id, row.id), eq(canvases.userId, row.userId)))
    .returning();
  if (!updated || !version) throw new Error(`Canvas ${row.id} vanished while locked.`);
  return { row: updated, version };
}

/** The user's canvases, the newest change first. */
export function listCanvases(orm: Orm, userId: string): Promise<CanvasRow[]> {
  return orm
    .select()
    .from(canvases)
    .where(eq(canvases.userId, userId))
    .orderBy(desc(canvases.updatedAt), asc(canvases.id))
    .limit(LIST_LIMIT);
}

/** A canvas's versions without their cards, newest first. */
export function listCanvasVersions(orm: Orm, userId: string, canvasId: string) {
  return orm
    .select({
      version: canvasVersions.version,
      cardCount: sql<number>`jsonb_array_length(${canvasVersions.cards})`.mapWith(Number),
      createdAt: canvasVersions.createdAt,
    })
    .from(canvasVersions)
    .where(and(eq(canvasVersions.canvasId, canvasId), eq(canvasVersions.userId, userId)))
    .orderBy(desc(canvasVersions.version));
}

/** Deletes the user's canvas with its versions; false when the user has none with this id. */
export async function deleteCanvas(orm: Orm, userId: string, id: string): Promise<boolean> {
  const deleted = await orm
    .delete(canvases)
    .where(and(eq(canvases.id, id), eq(canvases.userId, userId)))
    .returning({ id: canvases.id });
  return deleted.length > 0;
}

/** Every canvas of the user with every version, for the data export. */
export async function readCanvasesForExport(orm: Orm, userId: string) {
  const [rows, versions] = await Promise.all([
    orm.select().from(canvases).where(eq(canvases.userId, userId)).orderBy(asc(canvases.createdAt)),
    orm
      .select()
      .from(canvasVersions)
      .where(eq(canvasVersions.userId, userId))
      .orderBy(asc(canvasVersions.canvasId), asc(canvasVersions.version)),
  ]);
  return { rows, versions };
}

/** The titles of the user's own canvases among `ids` (the progress page names its evidence by them). */
export function listCanvasTitles(orm: Orm, userId: string, ids: readonly string[]) {
  return listTitles(orm, canvases, userId, ids);
}
