import { apiRequest } from '@/lib/api-client';
import { SubscriptionCheckResponse, type SubscriptionCheckRequest } from '@alavanca/contracts/subscription';

/**
 * `POST /api/subscription-check`: asks whether one more use of a counter fits the plan
 * ('check'), or counts it ('increment'). The session decides whose usage it is.
 */
export function checkUsage(request: SubscriptionCheckRequest): Promise<SubscriptionCheckResponse> {
  return apiRequest('/subscription-check', SubscriptionCheckResponse, { method: 'POST', body: request });
}
