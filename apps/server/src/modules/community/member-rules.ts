import { earnedLevel, LEVEL_LIMITS, type LevelLimits } from '@alavanca/domain/community/trust';
import type { Orm } from '../../db/client';
import { AppError } from '../../http/app-error';
import { readActivity } from './community.repo';
import { sanctionsOf } from './moderation.repo';
import { isBlockedEither } from './network.repo';

/**
 * What the network's services ask of a member (decision 036): their sanction, their trust level's
 * limits, and whether two members may write to each other in private.
 */
export function createMemberRules(orm: Orm, now: () => Date = () => new Date()) {
  const sanctionOf = async (userId: string) => (await sanctionsOf(orm, [userId], now())).get(userId);
  const limitsOf = async (userId: string): Promise<LevelLimits> =>
    LEVEL_LIMITS[earnedLevel(await readActivity(orm, userId))];

  const suspended = async (userId: string) => (await sanctionOf(userId))?.kind === 'suspend';
  /** Whether the member may write now: neither silenced nor suspended. */
  const mayWrite = async (userId: string) => !(await sanctionOf(userId));

  return {
    limitsOf,
    suspended,
    mayWrite,

    /** FORBIDDEN for a suspended member: no community at all until the suspension ends. */
    async member(userId: string): Promise<void> {
      if (await suspended(userId)) throw new AppError('FORBIDDEN');
    },

    /** FORBIDDEN for a silenced or suspended member: they read, they do not write. */
    async writer(userId: string): Promise<void> {
      if (!(await mayWrite(userId))) throw new AppError('FORBIDDEN');
    },

    /**
     * Whether `senderId` may write to `recipientId` in private now: both at a level that allows
     * private messages, neither blocking the other, the recipient not suspended. One answer for
     * every reason, so a refusal tells no one who blocked whom.
     */
    async mayMessage(senderId: string, recipientId: string): Promise<boolean> {
      if (senderId === recipientId || (await isBlockedEither(orm, senderId, recipientId))) return false;
      if (await suspended(recipientId)) return false;
      const [sender, recipient] = await Promise.all([limitsOf(senderId), limitsOf(recipientId)]);
      return sender.privateMessages && recipient.privateMessages;
    },
  };
}

export type MemberRules = ReturnType<typeof createMemberRules>;
