import { apiRequest } from '@/lib/api-client';
import { communityQueryKey } from '@/lib/query-keys';
import { useEventStream } from '@/lib/realtime';
import {
  FlagResponse,
  PostVersionsResponse,
  SearchResponse,
  SimilarResponse,
  SpacesResponse,
  TopicResponse,
  TopicsPage,
  type CreateTopicRequest,
  type FLAG_REASONS,
  type ReactionKind,
  type ReplyRequest,
  type TopicView,
} from '@alavanca/contracts/community';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { z } from 'zod';

const topicKey = (id: string) => [...communityQueryKey, 'topic', id] as const;
const topicsKey = (space: string) => [...communityQueryKey, 'topics', space] as const;
const postPath = (id: string) => `/community/posts/${encodeURIComponent(id)}`;
const topicPath = (id: string) => `/community/topics/${encodeURIComponent(id)}`;

/** `GET /api/community/spaces`: the user's classes' spaces, then the public ones, their language first. */
export const spacesQueryOptions = queryOptions({
  queryKey: [...communityQueryKey, 'spaces'],
  queryFn: async ({ signal }) => (await apiRequest('/community/spaces', SpacesResponse, { signal })).spaces,
});

export function useSpaces() {
  return useQuery(spacesQueryOptions);
}

/** The first page's address: the one the server answers in the page (APP_SCREENS). */
export const topicsPath = (space: string, before?: string | null) =>
  `/community/topics?space=${encodeURIComponent(space)}${before ? `&before=${encodeURIComponent(before)}` : ''}`;

/** `GET /api/community/topics?space=`: a space's topics, the most recently active first, a page at a time. */
export function topicsQueryOptions(space: string) {
  return infiniteQueryOptions({
    queryKey: topicsKey(space),
    queryFn: ({ pageParam, signal }) => apiRequest(topicsPath(space, pageParam), TopicsPage, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next,
  });
}

/** `GET /api/community/topics/:id`: a topic with its posts (reading it counts toward the trust level). */
export function topicQueryOptions(id: string) {
  return queryOptions({
    queryKey: topicKey(id),
    queryFn: async ({ signal }) => (await apiRequest(topicPath(id), TopicResponse, { signal })).topic,
  });
}

export function useTopic(id: string) {
  return useQuery(topicQueryOptions(id));
}

/** `GET /api/community/posts/:id/versions`: a post's earlier bodies, read when its history is opened. */
export function usePostVersions(id: string, enabled: boolean) {
  return useQuery({
    queryKey: [...communityQueryKey, 'versions', id],
    queryFn: async ({ signal }) =>
      (await apiRequest(`${postPath(id)}/versions`, PostVersionsResponse, { signal })).versions,
    enabled,
  });
}

/** A change that answers the topic as it now stands: the topic is put in the cache, its space's list refetched. */
function useTopicChange<V>(send: (variables: V) => Promise<TopicView>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (topic) => {
      queryClient.setQueryData(topicKey(topic.id), topic);
      void queryClient.invalidateQueries({ queryKey: topicsKey(topic.space) });
    },
  });
}

const topicOf = async (path: string, method: 'POST' | 'PUT' | 'DELETE', body?: unknown) =>
  (await apiRequest(path, TopicResponse, { method, body })).topic;

/** `POST /api/community/topics`: a new topic with its opening post. */
export function useCreateTopic() {
  return useTopicChange((request: CreateTopicRequest) => topicOf('/community/topics', 'POST', request));
}

/** `POST /api/community/topics/:id/posts`: a reply, with evidence or not. */
export function useReply(topicId: string) {
  return useTopicChange((request: ReplyRequest) => topicOf(`${topicPath(topicId)}/posts`, 'POST', request));
}

/** `PUT /api/community/posts/:id`: the author's edit (the body it replaces is kept as a version). */
export function useEditPost() {
  return useTopicChange(({ postId, body }: { postId: string; body: string }) =>
    topicOf(postPath(postId), 'PUT', { body }),
  );
}

/** `PUT` / `DELETE /api/community/posts/:id/reactions/:kind`. */
export function useReact() {
  return useTopicChange(({ postId, kind, on }: { postId: string; kind: ReactionKind; on: boolean }) =>
    topicOf(`${postPath(postId)}/reactions/${kind}`, on ? 'PUT' : 'DELETE'),
  );
}

/** `PUT /api/community/topics/:id/accepted`: the question's author accepts a reply (or none). */
export function useAccept(topicId: string) {
  return useTopicChange((postId: string | null) => topicOf(`${topicPath(topicId)}/accepted`, 'PUT', { postId }));
}

/** `DELETE /api/community/posts/:id`: the post's own, or a moderator's; the topic is read again. */
export function useDeletePost(topic: Pick<TopicView, 'id' | 'space'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (postId: string) => apiRequest(postPath(postId), z.unknown(), { method: 'DELETE' }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: topicKey(topic.id) });
      void queryClient.invalidateQueries({ queryKey: topicsKey(topic.space) });
    },
  });
}

/** `POST /api/community/posts/:id/flags`: a member's flag; the answer says whether the post is now hidden. */
export function useFlagPost(topicId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ postId, reason }: { postId: string; reason: (typeof FLAG_REASONS)[number] }) =>
      apiRequest(`${postPath(postId)}/flags`, FlagResponse, { method: 'POST', body: { reason } }),
    onSuccess: ({ hidden }) => {
      if (hidden) void queryClient.invalidateQueries({ queryKey: topicKey(topicId) });
    },
  });
}

/**
 * Keeps the space's own event stream open while a screen of it is shown: another member's topic,
 * reply, reaction, edit or deletion makes the space's list and that topic stale, so they refetch.
 * After a gap in the stream, everything of the space is read again.
 */
export function useSpaceEvents(space: string) {
  const queryClient = useQueryClient();
  const refresh = (topicId?: string) => {
    void queryClient.invalidateQueries({ queryKey: topicsKey(space) });
    void queryClient.invalidateQueries({ queryKey: topicId ? topicKey(topicId) : [...communityQueryKey, 'topic'] });
  };
  useEventStream({
    path: `/api/community/events?space=${encodeURIComponent(space)}`,
    onEvent: (event) => refresh(event.id),
    onReconnect: () => refresh(),
  });
}

/** `GET /api/community/search?q=&offset=`: posts the user may read that match, the best first, a page at a time. */
export function searchQueryOptions(q: string) {
  return infiniteQueryOptions({
    queryKey: [...communityQueryKey, 'search', q],
    queryFn: ({ pageParam, signal }) =>
      apiRequest(
        `/community/search?q=${encodeURIComponent(q)}${pageParam ? `&offset=${pageParam}` : ''}`,
        SearchResponse,
        { signal },
      ),
    initialPageParam: 0,
    getNextPageParam: (page) => page.next,
    enabled: q.trim() !== '',
  });
}

/** How long a title is before similar topics are looked for. */
const SIMILAR_FROM_LENGTH = 8;

/** `GET /api/community/similar?space=&title=`: the space's topics most like the title being typed. */
export function useSimilarTopics(space: string, title: string) {
  const typed = title.trim();
  return useQuery({
    queryKey: [...communityQueryKey, 'similar', space, typed],
    queryFn: async ({ signal }) =>
      (
        await apiRequest(
          `/community/similar?space=${encodeURIComponent(space)}&title=${encodeURIComponent(typed)}`,
          SimilarResponse,
          { signal },
        )
      ).topics,
    // A title of a word or two matches too much to help.
    enabled: typed.length >= SIMILAR_FROM_LENGTH,
    placeholderData: keepPreviousData,
  });
}
