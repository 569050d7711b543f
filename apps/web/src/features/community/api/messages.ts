import { apiRequest } from '@/lib/api-client';
import {
  ConversationResponse,
  ConversationsPage,
  type ReportMessageRequest,
} from '@alavanca/contracts/community-network';
import { infiniteQueryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { communityConversationsQueryKey } from '@/lib/query-keys';

/** Every conversation query: the list and each conversation, made stale by `community.message` (app/realtime-sync.ts). */
const conversationKey = (id: string) => [...communityConversationsQueryKey, id] as const;
const conversationPath = (id: string) => `/community/conversations/${encodeURIComponent(id)}`;

/** `GET /api/community/conversations`: the user's conversations, the latest written in first, with unread counts. */
export const conversationsQueryOptions = infiniteQueryOptions({
  queryKey: [...communityConversationsQueryKey, 'list'],
  queryFn: ({ pageParam, signal }) =>
    apiRequest(
      `/community/conversations${pageParam ? `?before=${encodeURIComponent(pageParam)}` : ''}`,
      ConversationsPage,
      { signal },
    ),
  initialPageParam: null as string | null,
  getNextPageParam: (page) => page.next,
});

/**
 * `GET /api/community/conversations/:id`: its latest messages first (reading them marks the
 * conversation read), then the earlier ones a page at a time.
 */
export function conversationQueryOptions(id: string) {
  return infiniteQueryOptions({
    queryKey: conversationKey(id),
    queryFn: async ({ pageParam, signal }) =>
      (
        await apiRequest(
          `${conversationPath(id)}${pageParam ? `?before=${encodeURIComponent(pageParam)}` : ''}`,
          ConversationResponse,
          { signal },
        )
      ).conversation,
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.earlier,
  });
}

/** A message sent: the conversations are read again (the list's order and excerpts, the conversation's end). */
function useSend<V>(send: (variables: V) => Promise<{ id: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: communityConversationsQueryKey }),
  });
}

const sent = async (path: string, body: string) =>
  (await apiRequest(path, ConversationResponse, { method: 'POST', body: { body } })).conversation;

/** `POST /api/community/members/:id/messages`: a message to a member, in the pair's conversation. */
export function useMessageMember(memberId: string) {
  return useSend((body: string) => sent(`/community/members/${encodeURIComponent(memberId)}/messages`, body));
}

/** `POST /api/community/conversations/:id/messages`: a reply in a conversation. */
export function useReplyInConversation(id: string) {
  return useSend((body: string) => sent(`${conversationPath(id)}/messages`, body));
}

/** `POST /api/community/messages/:id/reports`: a received message reported to the operators. */
export function useReportMessage(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ messageId, reason }: ReportMessageRequest & { messageId: string }) =>
      apiRequest(`/community/messages/${encodeURIComponent(messageId)}/reports`, z.unknown(), {
        method: 'POST',
        body: { reason },
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: conversationKey(conversationId) }),
  });
}
