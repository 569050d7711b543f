import {
  type AdminTicket,
  type AdminTicketList,
  type AdminTicketListQuery,
  type AttachmentUpload,
  type CreateTicketRequest,
  type Ticket,
  type TicketCategory,
  type TicketList,
  type TicketMessage,
  type TicketReplyRequest,
  type TicketStatus,
  type TicketSummary,
} from '@alavanca/contracts/support';
import { SYSTEM_NOTIFICATIONS } from '@alavanca/contracts/system-notifications';
import { V } from '@alavanca/contracts/validation-messages';
import { SUPPORT_ATTACHMENT_MAX_BYTES } from '@alavanca/domain/constants';
import type { Orm } from '../../db/client';
import { AppError } from '../../http/app-error';
import { detectImageType } from '../../lib/image-type';
import type { AdminService } from '../admins/admins.service';
import type { NotificationService } from '../notifications/notifications.service';
import {
  findAttachment,
  findOwner,
  findTicket,
  insertAttachment,
  insertMessage,
  insertTicket,
  listAllTickets,
  listThread,
  listUserTickets,
  readSupportForExport,
  setTicketStatus,
  type AttachmentInfo,
  type MessageRow,
  type TicketRow,
} from './support.repo';

export interface SupportService {
  list(userId: string): Promise<TicketList>;
  create(userId: string, request: CreateTicketRequest): Promise<Ticket>;
  get(userId: string, id: string): Promise<Ticket>;
  /** The owner writes again: the ticket is open (again) for the team. */
  reply(userId: string, id: string, request: TicketReplyRequest): Promise<Ticket>;
  setStatus(userId: string, id: string, status: 'open' | 'closed'): Promise<Ticket>;
  /** A screenshot's bytes, for its owner or an operator; 404 for anyone else. */
  attachment(userId: string, id: string): Promise<{ contentType: string; fileName: string; data: Buffer }>;
  adminList(adminId: string, query: AdminTicketListQuery): Promise<AdminTicketList>;
  adminGet(adminId: string, id: string): Promise<AdminTicket>;
  /** An operator's answer: the ticket is answered, and its owner notified (and e-mailed where configured). */
  adminAnswer(adminId: string, id: string, request: TicketReplyRequest): Promise<AdminTicket>;
  adminSetStatus(adminId: string, id: string, status: 'open' | 'closed'): Promise<AdminTicket>;
}

export interface SupportServiceDeps {
  orm: Orm;
  admins: AdminService;
  notifications: Pick<NotificationService, 'create'>;
}

function presentSummary(row: TicketRow): TicketSummary {
  return {
    id: row.id,
    subject: row.subject,
    category: row.category as TicketCategory,
    status: row.status as TicketStatus,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function presentMessages(messages: MessageRow[], attachments: AttachmentInfo[]): TicketMessage[] {
  return messages.map((message) => ({
    id: message.id,
    author: message.author as TicketMessage['author'],
    body: message.body,
    attachments: attachments
      .filter((attachment) => attachment.messageId === message.id)
      .map((attachment) => ({
        id: attachment.id,
        fileName: attachment.fileName,
        contentType: attachment.contentType as TicketMessage['attachments'][number]['contentType'],
        size: attachment.size,
      })),
    createdAt: message.createdAt.toISOString(),
  }));
}

/** A screenshot's bytes, checked: within the size limit, and an image of the type it claims to be. */
function readAttachment(upload: AttachmentUpload): Buffer {
  const data = Buffer.from(upload.data, 'base64');
  const issue = (message: string) =>
    new AppError('VALIDATION_FAILED', undefined, undefined, { issues: [{ path: 'attachment.data', message }] });
  if (data.length === 0) throw issue(V.required);
  if (data.length > SUPPORT_ATTACHMENT_MAX_BYTES) throw issue(V.tooLong);
  if (detectImageType(data) !== upload.contentType) throw issue(V.invalidOption);
  return data;
}

export function createSupportService(deps: SupportServiceDeps): SupportService {
  const { orm, admins } = deps;

  async function thread(row: TicketRow): Promise<Ticket> {
    const { messages, attachments } = await listThread(orm, row.id);
    return { ...presentSummary(row), messages: presentMessages(messages, attachments) };
  }

  async function adminThread(row: TicketRow): Promise<AdminTicket> {
    const owner = await findOwner(orm, row.userId);
    if (!owner) throw new AppError('NOT_FOUND');
    return { ...(await thread(row)), user: owner };
  }

  /** Adds a message (and its screenshot) to a locked ticket and sets its status, in one transaction. */
  async function addMessage(
    tx: Orm,
    ticket: TicketRow,
    message: {
      author: 'user' | 'support';
      authorId: string;
      body: string;
      attachment: Buffer | null;
      upload?: AttachmentUpload;
    },
    status: TicketStatus,
  ): Promise<TicketRow> {
    const row = await insertMessage(tx, {
      ticketId: ticket.id,
      userId: ticket.userId,
      author: message.author,
      authorId: message.authorId,
      body: message.body,
    });
    if (message.attachment && message.upload) {
      await insertAttachment(tx, {
        messageId: row.id,
        userId: ticket.userId,
        fileName: message.upload.fileName,
        contentType: message.upload.contentType,
        size: message.attachment.length,
        data: message.attachment,
      });
    }
    return setTicketStatus(tx, ticket.id, status);
  }

  /** Runs `work` on a locked ticket: the user's own, or any for an operator (userId undefined); 404 otherwise. */
  function withTicket<T>(id: string, userId: string | undefined, work: (tx: Orm, row: TicketRow) => Promise<T>) {
    return orm.transaction(async (tx) => {
      const row = await findTicket(tx, id, { userId, forUpdate: true });
      // Another user's id looks exactly like one that does not exist.
      if (!row) throw new AppError('NOT_FOUND');
      return work(tx, row);
    });
  }

  return {
    async list(userId) {
      return { tickets: (await listUserTickets(orm, userId)).map(presentSummary) };
    },

    async create(userId, request) {
      const attachment = request.attachment ? readAttachment(request.attachment) : null;
      const row = await orm.transaction(async (tx) => {
        const ticket = await insertTicket(tx, { userId, subject: request.subject, category: request.category });
        return addMessage(
          tx,
          ticket,
          { author: 'user', authorId: userId, body: request.message, attachment, upload: request.attachment },
          'open',
        );
      });
      return thread(row);
    },

    async get(userId, id) {
      const row = await findTicket(orm, id, { userId });
      if (!row) throw new AppError('NOT_FOUND');
      return thread(row);
    },

    async reply(userId, id, request) {
      const attachment = request.attachment ? readAttachment(request.attachment) : null;
      const row = await withTicket(id, userId, (tx, ticket) =>
        addMessage(
          tx,
          ticket,
          { author: 'user', authorId: userId, body: request.message, attachment, upload: request.attachment },
          'open',
        ),
      );
      return thread(row);
    },

    async setStatus(userId, id, status) {
      return thread(await withTicket(id, userId, (tx) => setTicketStatus(tx, id, status)));
    },

    async attachment(userId, id) {
      const own = await findAttachment(orm, id, userId);
      const found = own ?? ((await admins.isAdmin(userId)) ? await findAttachment(orm, id) : null);
      if (!found) throw new AppError('NOT_FOUND');
      return { contentType: found.contentType, fileName: found.fileName, data: found.data };
    },

    async adminList(adminId, query) {
      await admins.requireAdmin(adminId);
      const rows = await listAllTickets(orm, query);
      return { tickets: rows.map(({ ticket, owner }) => ({ ...presentSummary(ticket), user: owner })) };
    },

    async adminGet(adminId, id) {
      await admins.requireAdmin(adminId);
      const row = await findTicket(orm, id);
      if (!row) throw new AppError('NOT_FOUND');
      return adminThread(row);
    },

    async adminAnswer(adminId, id, request) {
      await admins.requireAdmin(adminId);
      const attachment = request.attachment ? readAttachment(request.attachment) : null;
      const row = await withTicket(id, undefined, (tx, ticket) =>
        addMessage(
          tx,
          ticket,
          { author: 'support', authorId: adminId, body: request.message, attachment, upload: request.attachment },
          'answered',
        ),
      );
      await deps.notifications.create({
        userId: row.userId,
        ...SYSTEM_NOTIFICATIONS.supportAnswered,
        route: `/suporte/chamados/${row.id}`,
      });
      return adminThread(row);
    },

    async adminSetStatus(adminId, id, status) {
      await admins.requireAdmin(adminId);
      return adminThread(await withTicket(id, undefined, (tx) => setTicketStatus(tx, id, status)));
    },
  };
}

/** The user's tickets with every message and its screenshots' descriptions, for the data export. */
export async function exportSupportData(orm: Orm, userId: string) {
  const { tickets, messages, attachments } = await readSupportForExport(orm, userId);
  return {
    supportTickets: tickets.map((ticket) => ({
      ...presentSummary(ticket),
      messages: presentMessages(
        messages.filter((message) => message.ticketId === ticket.id),
        attachments,
      ),
    })),
  };
}
