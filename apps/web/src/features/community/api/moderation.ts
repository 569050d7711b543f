import { apiRequest } from '@/lib/api-client';
import {
  LogResponse,
  ModerationAccess,
  QueueResponse,
  type MemberActionRequest,
  type MessageActionRequest,
  type PostActionRequest,
} from '@alavanca/contracts/community-moderation';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { communityQueryKey } from '@/lib/query-keys';

const moderationKey = [...communityQueryKey, 'moderation'] as const;

/** `GET /api/community/moderation/access`: whether the user moderates (an operator, a class's teacher). */
export const moderationAccessQueryOptions = queryOptions({
  queryKey: [...moderationKey, 'access'],
  queryFn: ({ signal }) => apiRequest('/community/moderation/access', ModerationAccess, { signal }),
});

export function useModerationAccess() {
  return useQuery(moderationAccessQueryOptions);
}

/**
 * `GET /api/community/moderation/queue`: the posts waiting for the user as a moderator and, for an
 * operator, the reported private messages, the longest waiting first.
 */
export const queueQueryOptions = queryOptions({
  queryKey: [...moderationKey, 'queue'],
  queryFn: ({ signal }) => apiRequest('/community/moderation/queue', QueueResponse, { signal }),
});

/** `GET /api/community/moderation/log`: what the moderators did where the user moderates, the latest first. */
export function useModerationLog() {
  return useQuery({
    queryKey: [...moderationKey, 'log'],
    queryFn: async ({ signal }) => (await apiRequest('/community/moderation/log', LogResponse, { signal })).entries,
  });
}

/** An action taken: the queue, the log and any topic on screen are read again. */
function useModerationChange<V>(send: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: communityQueryKey }),
  });
}

/** `POST /api/community/moderation/posts/:id`: a post restored (its flags dismissed) or deleted. */
export function usePostAction() {
  return useModerationChange(({ postId, ...request }: PostActionRequest & { postId: string }) =>
    apiRequest(`/community/moderation/posts/${encodeURIComponent(postId)}`, z.unknown(), {
      method: 'POST',
      body: request,
    }),
  );
}

/** `POST /api/community/moderation/messages/:id`: a reported private message's reports dismissed, or the message deleted. */
export function useMessageAction() {
  return useModerationChange(({ messageId, ...request }: MessageActionRequest & { messageId: string }) =>
    apiRequest(`/community/moderation/messages/${encodeURIComponent(messageId)}`, z.unknown(), {
      method: 'POST',
      body: request,
    }),
  );
}

/** `POST /api/community/moderation/members/:id`: a member warned, silenced, suspended, or their sanction lifted. */
export function useMemberAction() {
  return useModerationChange(({ memberId, ...request }: MemberActionRequest & { memberId: string }) =>
    apiRequest(`/community/moderation/members/${encodeURIComponent(memberId)}`, z.unknown(), {
      method: 'POST',
      body: request,
    }),
  );
}
