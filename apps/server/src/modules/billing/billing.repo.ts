import { and, desc, eq } from 'drizzle-orm';
import type { Orm } from '../../db/client';
import { checkouts, invoices, paymentEvents } from '../../db/schema/billing';

export type CheckoutRow = typeof checkouts.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;
export type NewCheckout = typeof checkouts.$inferInsert;
export type NewInvoice = typeof invoices.$inferInsert;

const INVOICE_LIST_LIMIT = 100;

export async function insertCheckout(tx: Orm, values: NewCheckout): Promise<CheckoutRow> {
  const [row] = await tx.insert(checkouts).values(values).returning();
  if (!row) throw new Error('The checkout insert returned no row.');
  return row;
}

export async function updateCheckout(
  tx: Orm,
  id: string,
  values: Partial<Pick<CheckoutRow, 'status' | 'providerSessionId' | 'failureReason' | 'paidAt'>>,
): Promise<CheckoutRow> {
  const [row] = await tx.update(checkouts).set(values).where(eq(checkouts.id, id)).returning();
  if (!row) throw new Error(`No checkout ${id} to update.`);
  return row;
}

/** The user's own checkout; another user's id finds nothing, like an unknown one. */
export async function findCheckout(orm: Orm, userId: string, id: string): Promise<CheckoutRow | undefined> {
  const [row] = await orm
    .select()
    .from(checkouts)
    .where(and(eq(checkouts.id, id), eq(checkouts.userId, userId)));
  return row;
}

/** For provider callbacks, which name the checkout but come with no session. Locks it. */
export async function lockCheckoutById(tx: Orm, id: string): Promise<CheckoutRow | undefined> {
  const [row] = await tx.select().from(checkouts).where(eq(checkouts.id, id)).for('update');
  return row;
}

/**
 * Records an invoice. A provider's invoice seen again updates the one row: a failed payment the
 * provider later retried successfully becomes paid. (Sandbox invoices have no provider id and
 * are each new.)
 */
export async function recordInvoice(tx: Orm, values: NewInvoice): Promise<void> {
  await tx
    .insert(invoices)
    .values(values)
    .onConflictDoUpdate({
      target: [invoices.provider, invoices.providerInvoiceId],
      set: { status: values.status, amountCents: values.amountCents, url: values.url ?? null },
    });
}

export async function listInvoices(orm: Orm, userId: string): Promise<InvoiceRow[]> {
  return orm
    .select()
    .from(invoices)
    .where(eq(invoices.userId, userId))
    .orderBy(desc(invoices.createdAt), desc(invoices.id))
    .limit(INVOICE_LIST_LIMIT);
}

/**
 * Claims a provider event for this transaction: false when it was already handled (a delivery
 * repeated by the provider), in which case the caller does nothing. Concurrent deliveries of
 * one event wait on the primary key; the loser sees the winner's row once it commits.
 */
export async function claimPaymentEvent(tx: Orm, provider: string, eventId: string, type: string): Promise<boolean> {
  const inserted = await tx
    .insert(paymentEvents)
    .values({ provider, eventId, type })
    .onConflictDoNothing()
    .returning({ eventId: paymentEvents.eventId });
  return inserted.length > 0;
}

/** Every checkout and invoice of the user, oldest first, for the user's data export. */
export async function readBillingForExport(orm: Orm, userId: string) {
  const checkoutRows = await orm
    .select({
      id: checkouts.id,
      plan: checkouts.plan,
      status: checkouts.status,
      amountCents: checkouts.amountCents,
      currency: checkouts.currency,
      provider: checkouts.provider,
      failureReason: checkouts.failureReason,
      createdAt: checkouts.createdAt,
      paidAt: checkouts.paidAt,
    })
    .from(checkouts)
    .where(eq(checkouts.userId, userId))
    .orderBy(checkouts.createdAt);
  const invoiceRows = await orm
    .select({
      id: invoices.id,
      plan: invoices.plan,
      status: invoices.status,
      amountCents: invoices.amountCents,
      currency: invoices.currency,
      periodStart: invoices.periodStart,
      periodEnd: invoices.periodEnd,
      provider: invoices.provider,
      url: invoices.url,
      createdAt: invoices.createdAt,
    })
    .from(invoices)
    .where(eq(invoices.userId, userId))
    .orderBy(invoices.createdAt);
  return { checkouts: checkoutRows, invoices: invoiceRows };
}
