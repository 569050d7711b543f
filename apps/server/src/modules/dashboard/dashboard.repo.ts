import type { DashboardLayout } from '@alavanca/contracts/dashboard';
import { eq, sql } from 'drizzle-orm';
import type { Orm } from '../../db/client';
import { dashboardLayouts } from '../../db/schema/dashboard';

export async function findLayout(orm: Orm, userId: string): Promise<DashboardLayout['widgets'] | null> {
  const [row] = await orm.select().from(dashboardLayouts).where(eq(dashboardLayouts.userId, userId));
  return (row?.widgets as DashboardLayout['widgets'] | undefined) ?? null;
}

export async function saveLayout(orm: Orm, userId: string, widgets: DashboardLayout['widgets']): Promise<void> {
  await orm
    .insert(dashboardLayouts)
    .values({ userId, widgets })
    .onConflictDoUpdate({ target: dashboardLayouts.userId, set: { widgets, updatedAt: sql`now()` } });
}
