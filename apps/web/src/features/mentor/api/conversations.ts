import { apiRequest } from '@/lib/api-client';
import {
  Conversation,
  ConversationList,
  ConversationSummary,
  type CreateConversationRequest,
  type UpdateConversationRequest,
} from '@alavanca/contracts/mentor';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

export const mentorQueryKey = ['mentor'] as const;
export const conversationsQueryKey = [...mentorQueryKey, 'conversations'] as const;
export const conversationQueryKey = (id: string) => [...mentorQueryKey, 'conversation', id] as const;

const ConversationResponse = z.object({ conversation: Conversation });
const SummaryResponse = z.object({ conversation: ConversationSummary });
const path = (id: string) => `/mentor/conversations/${encodeURIComponent(id)}`;

/** `GET /api/mentor/conversations`: the user's conversations, the last used first. */
export const conversationsQueryOptions = queryOptions({
  queryKey: conversationsQueryKey,
  queryFn: ({ signal }) => apiRequest('/mentor/conversations', ConversationList, { signal }),
});

export function useConversations() {
  return useQuery(conversationsQueryOptions);
}

/** `GET /api/mentor/conversations/:id`: one conversation with every question and answer. */
export function conversationQueryOptions(id: string) {
  return queryOptions({
    queryKey: conversationQueryKey(id),
    queryFn: async ({ signal }) => (await apiRequest(path(id), ConversationResponse, { signal })).conversation,
  });
}

export function useConversation(id: string | null) {
  return useQuery({ ...conversationQueryOptions(id ?? ''), enabled: id !== null });
}

/** `POST /api/mentor/conversations`: a new conversation, cached at once, the list refetched. */
export function useCreateConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: CreateConversationRequest) =>
      (await apiRequest('/mentor/conversations', ConversationResponse, { method: 'POST', body: request })).conversation,
    onSuccess: (conversation) => {
      queryClient.setQueryData(conversationQueryKey(conversation.id), conversation);
      void queryClient.invalidateQueries({ queryKey: conversationsQueryKey });
    },
  });
}

/** `PATCH /api/mentor/conversations/:id`: renamed, or answered by another persona from now on. */
export function useUpdateConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...patch }: UpdateConversationRequest & { id: string }) =>
      (await apiRequest(path(id), SummaryResponse, { method: 'PATCH', body: patch })).conversation,
    onSuccess: (summary) => {
      queryClient.setQueryData<Conversation>(conversationQueryKey(summary.id), (cached) =>
        cached ? { ...cached, ...summary } : cached,
      );
      void queryClient.invalidateQueries({ queryKey: conversationsQueryKey });
    },
  });
}

/** `DELETE /api/mentor/conversations/:id`: every question and answer goes with it. */
export function useDeleteConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(path(id), z.unknown(), { method: 'DELETE' }),
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<ConversationList>(conversationsQueryKey, (list) =>
        list ? { conversations: list.conversations.filter((entry) => entry.id !== id) } : list,
      );
      queryClient.removeQueries({ queryKey: conversationQueryKey(id) });
    },
  });
}
