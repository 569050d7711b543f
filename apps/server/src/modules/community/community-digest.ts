import { nextDigestAt } from '@alavanca/domain/community/digest';
import { DEFAULT_PREFERENCES } from '@alavanca/domain/constants';
import { isValidTimeZone } from '@alavanca/domain/locale/time-zone';
import type { FastifyBaseLogger } from 'fastify';
import type { Orm } from '../../db/client';
import { startPeriodic } from '../../lib/periodic';
import { renderDigestEmail } from '../mail/community-digest-email';
import type { Mailer, MailMessage } from '../mail/mailer';
import { advanceDigest, countUnreadNews, lockDueDigests, topTopics, type DueDigest } from './community-digest.repo';

/** How often each instance looks for due digests: they are due at 07:00 in each member's zone. */
const RUN_INTERVAL_MS = 60 * 60_000;
const BATCH = 50;
/** New topics a digest lists at most. */
const DIGEST_TOPICS = 5;

export interface CommunityDigestDeps {
  orm: Orm;
  mailer: Mailer;
  logger: FastifyBaseLogger;
  /** The app's public address, for the e-mail's links. */
  publicUrl: () => string;
  now?: () => Date;
}

export interface CommunityDigestJob {
  /** Writes and sends every digest due now; answers how many e-mails it sent. */
  run(): Promise<number>;
}

/**
 * The community's e-mail digests (decision 036). Each instance runs this job; a due digest is
 * read and moved to its next due time in the transaction that locks its settings row (FOR
 * UPDATE SKIP LOCKED), so two instances never write one twice, and the e-mail goes out once that
 * has committed. A digest is sent at most once: an e-mail the mail server refuses is logged and
 * not tried again, rather than risk a second copy. A digest with nothing to tell sends nothing.
 */
export function createCommunityDigestJob(deps: CommunityDigestDeps): CommunityDigestJob {
  const { orm } = deps;
  const clock = deps.now ?? (() => new Date());
  const link = (path: string) => new URL(path, deps.publicUrl()).toString();

  /** The member's e-mail, or null when nothing happened for them since the last one. */
  async function write(tx: Orm, member: DueDigest, now: Date): Promise<MailMessage | null> {
    const news = await countUnreadNews(tx, member.userId, member.since, now);
    const topics = await topTopics(tx, member, member.since, now, DIGEST_TOPICS);
    // A zone the runtime no longer knows would stop every later digest: the default one stands in.
    const zone = isValidTimeZone(member.timezone) ? member.timezone : DEFAULT_PREFERENCES.timezone;
    await advanceDigest(tx, member.userId, now, nextDigestAt(member.cadence, zone, now));
    if (news.length === 0 && topics.length === 0) return null;
    const url = link('/comunidade');
    return {
      to: member.email,
      userId: member.userId,
      kind: 'communityDigest',
      actionUrl: url,
      ...renderDigestEmail(member.language, {
        name: member.name,
        cadence: member.cadence,
        url,
        news,
        topics: topics.map((topic) => ({ ...topic, url: link(`/comunidade/topicos/${topic.id}`) })),
      }),
    };
  }

  return {
    async run() {
      let sent = 0;
      for (;;) {
        const now = clock();
        const { mails, locked } = await orm.transaction(async (tx) => {
          const due = await lockDueDigests(tx, now, BATCH);
          const written: MailMessage[] = [];
          for (const member of due) {
            const mail = await write(tx, member, now);
            if (mail) written.push(mail);
          }
          return { mails: written, locked: due.length };
        });
        for (const mail of mails) {
          try {
            await deps.mailer.send(mail);
            sent += 1;
          } catch (error) {
            deps.logger.error({ err: error, userId: mail.userId }, 'a community digest could not be sent');
          }
        }
        // Each locked row moved to a later due time, so the next query finds the rest.
        if (locked < BATCH) return sent;
      }
    },
  };
}

/** Runs the job now and then every hour; returns the function that stops it (awaiting a run). */
export function startCommunityDigests(
  job: CommunityDigestJob,
  logger: FastifyBaseLogger,
  intervalMs = RUN_INTERVAL_MS,
): () => Promise<void> {
  return startPeriodic(() => job.run(), {
    logger,
    intervalMs,
    failure: 'the community digests failed; they run again at the next interval',
    atStart: true,
  });
}
