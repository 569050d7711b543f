import { TICKET_LIST_LIMIT, type TicketCategory, type TicketStatus } from '@alavanca/contracts/support';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Orm } from '../../db/client';
import { user } from '../../db/schema/auth';
import { supportAttachments, supportMessages, supportTickets } from '../../db/schema/support';

export type TicketRow = typeof supportTickets.$inferSelect;
export type MessageRow = typeof supportMessages.$inferSelect;
export type AttachmentInfo = Omit<typeof supportAttachments.$inferSelect, 'data'>;

/** An attachment's fields but its bytes: a ticket's thread lists them, the image route serves one. */
const ATTACHMENT_INFO = {
  id: supportAttachments.id,
  messageId: supportAttachments.messageId,
  userId: supportAttachments.userId,
  fileName: supportAttachments.fileName,
  contentType: supportAttachments.contentType,
  size: supportAttachments.size,
  createdAt: supportAttachments.createdAt,
};

export async function insertTicket(
  orm: Orm,
  values: { userId: string; subject: string; category: TicketCategory },
): Promise<TicketRow> {
  const [row] = await orm.insert(supportTickets).values(values).returning();
  if (!row) throw new Error('The ticket insert returned no row.');
  return row;
}

/** A ticket by id: the owner's only when `userId` is given (an operator's reads give none). */
export async function findTicket(
  orm: Orm,
  id: string,
  options: { userId?: string; forUpdate?: boolean } = {},
): Promise<TicketRow | null> {
  const where =
    options.userId === undefined
      ? eq(supportTickets.id, id)
      : and(eq(supportTickets.id, id), eq(supportTickets.userId, options.userId));
  const query = orm.select().from(supportTickets).where(where);
  const [row] = await (options.forUpdate ? query.for('update') : query);
  return row ?? null;
}

export function listUserTickets(orm: Orm, userId: string): Promise<TicketRow[]> {
  return orm
    .select()
    .from(supportTickets)
    .where(eq(supportTickets.userId, userId))
    .orderBy(desc(supportTickets.updatedAt), desc(supportTickets.id))
    .limit(TICKET_LIST_LIMIT);
}

/** Every user's tickets for the operators, filtered by status and by a text in the subject or the owner's e-mail. */
export function listAllTickets(orm: Orm, filter: { status: TicketStatus | 'all'; search: string }) {
  const conditions: SQL[] = [];
  if (filter.status !== 'all') conditions.push(eq(supportTickets.status, filter.status));
  if (filter.search !== '') {
    const pattern = `%${filter.search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    conditions.push(sql`(${supportTickets.subject} ilike ${pattern} or ${user.email} ilike ${pattern})`);
  }
  return orm
    .select({ ticket: supportTickets, owner: { id: user.id, name: user.name, email: user.email } })
    .from(supportTickets)
    .innerJoin(user, eq(user.id, supportTickets.userId))
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(desc(supportTickets.updatedAt), desc(supportTickets.id))
    .limit(TICKET_LIST_LIMIT);
}

export async function findOwner(orm: Orm, userId: string): Promise<{ id: string; name: string; email: string } | null> {
  const [row] = await orm
    .select({ id: user.id, name: user.name, email: user.email })
    .from(user)
    .where(eq(user.id, userId));
  return row ?? null;
}

export async function setTicketStatus(orm: Orm, id: string, status: TicketStatus): Promise<TicketRow> {
  const [row] = await orm
    .update(supportTickets)
    .set({ status, updatedAt: sql`now()` })
    .where(eq(supportTickets.id, id))
    .returning();
  if (!row) throw new Error(`Ticket ${id} vanished while locked.`);
  return row;
}

export async function insertMessage(
  orm: Orm,
  values: { ticketId: string; userId: string; author: 'user' | 'support'; authorId: string; body: string },
): Promise<MessageRow> {
  const [row] = await orm.insert(supportMessages).values(values).returning();
  if (!row) throw new Error('The message insert returned no row.');
  return row;
}

export async function insertAttachment(
  orm: Orm,
  values: { messageId: string; userId: string; fileName: string; contentType: string; size: number; data: Buffer },
): Promise<void> {
  await orm.insert(supportAttachments).values(values);
}

/** A ticket's messages, oldest first, with their attachments' descriptions. */
export async function listThread(
  orm: Orm,
  ticketId: string,
): Promise<{ messages: MessageRow[]; attachments: AttachmentInfo[] }> {
  const messages = await orm
    .select()
    .from(supportMessages)
    .where(eq(supportMessages.ticketId, ticketId))
    .orderBy(asc(supportMessages.createdAt), asc(supportMessages.id));
  const ids = messages.map((message) => message.id);
  const attachments =
    ids.length === 0
      ? []
      : await orm.select(ATTACHMENT_INFO).from(supportAttachments).where(inArray(supportAttachments.messageId, ids));
  return { messages, attachments };
}

/** An attachment with its bytes: the owner's only when `userId` is given (operators see every one). */
export async function findAttachment(orm: Orm, id: string, userId?: string) {
  const where =
    userId === undefined
      ? eq(supportAttachments.id, id)
      : and(eq(supportAttachments.id, id), eq(supportAttachments.userId, userId));
  const [row] = await orm.select().from(supportAttachments).where(where);
  return row ?? null;
}

/** Every ticket of the user with its messages and attachments' descriptions, for the data export. */
export async function readSupportForExport(orm: Orm, userId: string) {
  const tickets = await orm
    .select()
    .from(supportTickets)
    .where(eq(supportTickets.userId, userId))
    .orderBy(asc(supportTickets.createdAt));
  const messages = await orm
    .select()
    .from(supportMessages)
    .where(eq(supportMessages.userId, userId))
    .orderBy(asc(supportMessages.createdAt), asc(supportMessages.id));
  const attachments = await orm
    .select(ATTACHMENT_INFO)
    .from(supportAttachments)
    .where(eq(supportAttachments.userId, userId));
  return { tickets, messages, attachments };
}
