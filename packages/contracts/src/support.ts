import { TEXT_LIMITS, SUPPORT_ATTACHMENT_MAX_BYTES } from '@alavanca/domain/constants';
import { z } from 'zod';
import { base64Length, choice } from './fields';
import { AVATAR_CONTENT_TYPES } from './profile';
import { text } from './text';
import { V } from './validation-messages';

/*
 * Support tickets over the wire: a user's own tickets, and the operators' view of everyone's
 * (the admin routes, refused to anyone without the admin role).
 */

export const TICKET_CATEGORIES = ['account', 'billing', 'simulations', 'validation', 'mentor', 'bug', 'other'] as const;
export type TicketCategory = (typeof TICKET_CATEGORIES)[number];
export const TICKET_STATUSES = ['open', 'answered', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** The screenshot types a ticket takes: the avatars' (checked by their bytes on the server). */
export const ATTACHMENT_CONTENT_TYPES = AVATAR_CONTENT_TYPES;

const message = text(V.required).trim().min(1, V.required).max(TEXT_LIMITS.support.message, V.tooLong);

/** A screenshot attached to a message, base64-encoded. */
export const AttachmentUpload = z.object({
  fileName: text(V.required).trim().min(1, V.required).max(TEXT_LIMITS.support.fileName, V.tooLong),
  contentType: z.enum(ATTACHMENT_CONTENT_TYPES, V.invalidOption),
  data: text().pipe(z.base64(V.invalidOption).max(base64Length(SUPPORT_ATTACHMENT_MAX_BYTES), V.tooLong)),
});
export type AttachmentUpload = z.infer<typeof AttachmentUpload>;

/** `POST /api/support/tickets` */
export const CreateTicketRequest = z.object({
  subject: text(V.required).trim().min(1, V.required).max(TEXT_LIMITS.support.subject, V.tooLong),
  category: choice(TICKET_CATEGORIES),
  message,
  attachment: AttachmentUpload.optional(),
});
export type CreateTicketRequest = z.infer<typeof CreateTicketRequest>;

/** `POST /api/support/tickets/:id/messages` (and the admin's answer): a message, with a screenshot or not. */
export const TicketReplyRequest = z.object({ message, attachment: AttachmentUpload.optional() });
export type TicketReplyRequest = z.infer<typeof TicketReplyRequest>;

/** `PATCH /api/support/tickets/:id`: closed, or open again. */
export const UpdateTicketRequest = z.object({ status: z.enum(['open', 'closed'], V.invalidOption) });
export type UpdateTicketRequest = z.infer<typeof UpdateTicketRequest>;

export const TicketAttachment = z.object({
  id: z.uuid(),
  fileName: z.string(),
  contentType: z.enum(ATTACHMENT_CONTENT_TYPES),
  size: z.number().int(),
});
export type TicketAttachment = z.infer<typeof TicketAttachment>;

export const TicketMessage = z.object({
  id: z.uuid(),
  /** Who wrote it: the ticket's owner, or the support team (an operator, never named). */
  author: z.enum(['user', 'support']),
  body: z.string(),
  attachments: z.array(TicketAttachment),
  createdAt: z.iso.datetime(),
});
export type TicketMessage = z.infer<typeof TicketMessage>;

export const TicketSummary = z.object({
  id: z.uuid(),
  subject: z.string(),
  category: z.enum(TICKET_CATEGORIES),
  status: z.enum(TICKET_STATUSES),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type TicketSummary = z.infer<typeof TicketSummary>;

export const Ticket = TicketSummary.extend({ messages: z.array(TicketMessage) });
export type Ticket = z.infer<typeof Ticket>;

export const TicketResponse = z.object({ ticket: Ticket });
export const TicketList = z.object({ tickets: z.array(TicketSummary) });
export type TicketList = z.infer<typeof TicketList>;

/** The operators' view: whose ticket it is. */
export const AdminTicketSummary = TicketSummary.extend({
  user: z.object({ id: z.uuid(), name: z.string(), email: z.string() }),
});
export type AdminTicketSummary = z.infer<typeof AdminTicketSummary>;
export const AdminTicket = AdminTicketSummary.extend({ messages: z.array(TicketMessage) });
export type AdminTicket = z.infer<typeof AdminTicket>;
export const AdminTicketResponse = z.object({ ticket: AdminTicket });
export const AdminTicketList = z.object({ tickets: z.array(AdminTicketSummary) });
export type AdminTicketList = z.infer<typeof AdminTicketList>;

/** `GET /api/admin/support/tickets?status=&search=`: every user's tickets, the last changed first. */
export const AdminTicketListQuery = z.object({
  status: z.enum([...TICKET_STATUSES, 'all'], V.invalidOption).default('all'),
  search: text(V.invalidOption).trim().max(TEXT_LIMITS.support.search, V.tooLong).default(''),
});
export type AdminTicketListQuery = z.infer<typeof AdminTicketListQuery>;

/** The most tickets a list returns. */
export const TICKET_LIST_LIMIT = 200;

/** `GET /api/admin/access`: whether the signed-in user is an operator (the app shows the admin area then). */
export const AdminAccess = z.object({ admin: z.boolean() });
export type AdminAccess = z.infer<typeof AdminAccess>;
