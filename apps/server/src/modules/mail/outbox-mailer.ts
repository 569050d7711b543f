import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { insertOutboxEmail } from './mail.repo';
import type { Mailer } from './mailer';

/** The log message of every e-mail kept in the outbox; tooling may search the log for it. */
export const OUTBOX_LOG_MESSAGE = 'e-mail stored in the outbox';

/**
 * The default transport when no SMTP server is configured: the e-mail is stored in
 * `email_outbox` and written to the log as one JSON line (with its link and plain text), so a
 * developer running the app locally can follow a verification or reset link.
 */
export function createOutboxMailer(db: Database, logger: FastifyBaseLogger): Mailer {
  return {
    transport: 'outbox',
    async send(message) {
      const id = await insertOutboxEmail(db.orm, message, null);
      logger.info(
        {
          emailId: id,
          emailKind: message.kind,
          to: message.to,
          subject: message.subject,
          actionUrl: message.actionUrl,
          text: message.text,
        },
        OUTBOX_LOG_MESSAGE,
      );
    },
  };
}
