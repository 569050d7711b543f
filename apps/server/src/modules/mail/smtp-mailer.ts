import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Database } from '../../db/client';
import { insertOutboxEmail } from './mail.repo';
import type { Mailer } from './mailer';

/**
 * Delivers through an SMTP server (`SMTP_URL`), then records the e-mail in the outbox with
 * its sending time, so support can see what was sent. The log names the e-mail, never its
 * link: in production that link is a credential.
 */
export function createSmtpMailer(
  db: Database,
  options: { smtpUrl: string; from: string },
  logger: FastifyBaseLogger,
): Mailer {
  const transporter = nodemailer.createTransport(options.smtpUrl);
  return {
    transport: 'smtp',
    async send(message) {
      await transporter.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
      const id = await insertOutboxEmail(db.orm, message, new Date());
      logger.info({ emailId: id, emailKind: message.kind }, 'e-mail sent');
    },
  };
}
