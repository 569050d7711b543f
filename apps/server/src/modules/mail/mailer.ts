import type { EmailKind } from './templates';

/** One e-mail, rendered and addressed. */
export interface MailMessage {
  to: string;
  /** The account it concerns, when known (kept with the outbox row). */
  userId: string | null;
  /** A templated kind, or the community's digest, which is made of its own parts. */
  kind: EmailKind | 'communityDigest';
  subject: string;
  text: string;
  html: string;
  /** The e-mail's one link; the outbox logs it so it can be followed without a mailbox. */
  actionUrl: string;
}

/** Where e-mails go: SMTP in production, the stored outbox otherwise. */
export interface Mailer {
  readonly transport: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}
