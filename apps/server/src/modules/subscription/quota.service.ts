import type { SubscriptionCheckResponse } from '@alavanca/contracts/subscription';
import { canUse, PLAN_LIMITS, type PlanId, type UsageType } from '@alavanca/domain/quotas/plans';
import type { Orm } from '../../db/client';
import { AppError } from '../../http/app-error';
import { sharedText } from '../../i18n/shared-catalogs';
import { getUserLanguage } from '../preferences/get-user-language';
import type { EventBus } from '../realtime/event-bus';
import { incrementUsage, readUsage } from './subscription.repo';
import type { SubscriptionService } from './subscription.service';
import { createUsageIncrements } from './usage-increments';

/** The answer to "may this user use one more?", and after an increment, whether it was counted. */
export interface QuotaOutcome {
  allowed: boolean;
  /** Uses of the type in the current period (after the increment when one was counted). */
  currentUsage: number;
  limit: number;
  plan: PlanId;
}

export interface QuotaService {
  /** The spec's 'subscription-check' function, for the signed-in user. */
  subscriptionCheck(
    userId: string,
    usageType: UsageType,
    action: 'check' | 'increment',
  ): Promise<SubscriptionCheckResponse>;
  /**
   * The one way quota is spent: counts one use of `usageType` and runs `work` in the same
   * transaction, so work that fails gives the use back. Throws QUOTA_EXCEEDED (changing
   * nothing) when the limit is reached.
   */
  withQuota<T>(userId: string, usageType: UsageType, work: (tx: Orm) => Promise<T>): Promise<T>;
}

export interface QuotaServiceDeps {
  orm: Orm;
  bus: EventBus;
  /** The plan and period a use counts against; their settling when time ended them. */
  subscriptions: Pick<SubscriptionService, 'readCurrentRow' | 'settleUser'>;
}

/** Spends and checks the plan's quotas; the subscription service keeps the plan and its periods. */
export function createQuotaService(deps: QuotaServiceDeps): QuotaService {
  const { orm, bus, subscriptions } = deps;
  const incrementAlone = createUsageIncrements(orm);

  async function check(userId: string, usageType: UsageType): Promise<QuotaOutcome> {
    const row = await subscriptions.readCurrentRow(userId);
    const plan = row.plan as PlanId;
    const limit = PLAN_LIMITS[plan][usageType];
    const used = (await readUsage(orm, userId, row.currentPeriodStart))[usageType];
    return { allowed: canUse(limit, used), currentUsage: used, limit, plan };
  }

  /**
   * Counts one use, with `work` (if any) in the same transaction; without work, the one statement
   * that counts is all there is (shared with other users' increments at that moment). A refusal may only mean the period or trial ended since the row
   * was written: then the row is settled in a transaction of its own (nothing of the work has run
   * yet) and the increment is tried once more. The app hears of the use once it has committed.
   */
  async function spend<T>(
    userId: string,
    usageType: UsageType,
    work?: (tx: Orm) => Promise<T>,
  ): Promise<{ outcome: QuotaOutcome; value?: T }> {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const done = work
        ? await orm.transaction(async (tx) => {
            const counted = (await incrementUsage(tx, [userId], usageType)).get(userId);
            return counted ? { counted, value: await work(tx) } : null;
          })
        : await incrementAlone(userId, usageType).then((counted) => (counted ? { counted, value: undefined } : null));
      if (done) {
        bus.publishSoon(userId, { type: 'usage.changed' });
        const { counted, value } = done;
        return {
          outcome: { allowed: true, currentUsage: counted.used, limit: counted.limit, plan: counted.plan },
          value,
        };
      }
      if (attempt === 0 && !(await subscriptions.settleUser(userId))) break;
    }
    return { outcome: { ...(await check(userId, usageType)), allowed: false } };
  }

  return {
    async subscriptionCheck(userId, usageType, action) {
      const outcome = action === 'check' ? await check(userId, usageType) : (await spend(userId, usageType)).outcome;
      const refused = action === 'increment' && !outcome.allowed;
      let error: string | null = null;
      if (refused) {
        const language = await getUserLanguage(orm, userId);
        error =
          sharedText('billing', 'limitReached', language, {
            type: sharedText('billing', `usageTypes.${usageType}`, language) ?? usageType,
          }) ?? null;
      }
      return {
        currentUsage: outcome.currentUsage,
        plan: outcome.plan,
        allowed: outcome.allowed,
        success: !refused,
        error,
        limit: outcome.limit,
      };
    },

    async withQuota(userId, usageType, work) {
      const { outcome, value } = await spend(userId, usageType, work);
      if (!outcome.allowed) throw new AppError('QUOTA_EXCEEDED');
      return value as Awaited<ReturnType<typeof work>>;
    },
  };
}
