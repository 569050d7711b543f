import type { Orm } from '../../db/client';
import { emailOutbox } from '../../db/schema/user-data';
import type { MailMessage } from './mailer';

/** Keeps a copy of an e-mail; `sentAt` null means nothing delivered it (the outbox transport). */
export async function insertOutboxEmail(orm: Orm, message: MailMessage, sentAt: Date | null): Promise<string> {
  const [row] = await orm
    .insert(emailOutbox)
    .values({
      userId: message.userId,
      toAddress: message.to,
      kind: message.kind,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html,
      sentAt,
    })
    .returning({ id: emailOutbox.id });
  if (!row) throw new Error('The outbox insert returned no row.');
  return row.id;
}
