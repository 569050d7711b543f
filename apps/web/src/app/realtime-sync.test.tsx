import { profileQueryKey } from '@/features/account/api/get-profile';
import { canvasListQueryKey, canvasQueryKey, canvasVersionsQueryKey } from '@/features/canvases/api/get-canvases';
import { pitchListQueryKey, pitchQueryKey } from '@/features/pitch/api/get-pitches';
import { dashboardSummaryQueryKey } from '@/features/dashboard/api/dashboard';
import { conversationQueryOptions, conversationsQueryOptions } from '@/features/community/api/messages';
import { useAskMentor } from '@/features/mentor/api/ask-mentor';
import { conversationQueryKey, conversationsQueryKey } from '@/features/mentor/api/conversations';
import { notificationListQueryKey, notificationsQueryKey } from '@/features/notifications/api/get-notifications';
import {
  canvasesQueryKey,
  classesQueryKey,
  communityConversationsQueryKey,
  pitchesQueryKey,
  simulationsQueryKey,
  usageQueryKey,
  validationsQueryKey,
} from '@/lib/query-keys';
import { FakeEventSource, installFakeEventSource } from '@/test/fake-event-source';
import { SESSION_ENDED_EVENT, type RealtimeEvent, type RealtimeEventType } from '@alavanca/contracts/notifications';
import { UNAUTHENTICATED_EVENT } from '@/lib/api-client';
import { stubApi } from '@/test/fake-api';
import { TEST_USER } from '@/test/render';
import { MS } from '@alavanca/domain/constants';
import { QueryClient, QueryClientProvider, QueryObserver } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRealtimeSync, useRealtimeSync } from './realtime-sync';

const event = (type: RealtimeEventType): RealtimeEvent => ({ type, at: Date.now() });
const SESSION_KEY = ['session'];

function setUp() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const invalidatedKeys = () => invalidate.mock.calls.map(([filters]) => filters?.queryKey);
  return { queryClient, invalidate, invalidatedKeys, sync: createRealtimeSync(queryClient) };
}

describe('createRealtimeSync', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('refetches the notifications once, 300 ms after the last of a burst of notification events', () => {
    const { sync, invalidatedKeys } = setUp();
    sync.handle(event('notification.created'));
    vi.advanceTimersByTime(200);
    sync.handle(event('notification.updated'));
    vi.advanceTimersByTime(200);
    sync.handle(event('notification.created'));
    vi.advanceTimersByTime(MS.notificationRefetchDebounce - 1);
    expect(invalidatedKeys()).toEqual([]);

    vi.advanceTimersByTime(1);
    expect(invalidatedKeys()).toEqual([notificationsQueryKey, dashboardSummaryQueryKey]);
  });

  it('marks every notification list stale (the bell and each filter of the page)', () => {
    const { sync, queryClient } = setUp();
    for (const filter of ['all', 'unread', 'read'] as const)
      queryClient.setQueryData(notificationListQueryKey(filter), { pages: [], pageParams: [] });
    sync.handle(event('notification.updated'));
    vi.advanceTimersByTime(MS.notificationRefetchDebounce);
    for (const filter of ['all', 'unread', 'read'] as const) {
      expect(queryClient.getQueryState(notificationListQueryKey(filter))?.isInvalidated).toBe(true);
    }
  });

  it('refetches the plan usage on usage.changed, at once', () => {
    const { sync, invalidatedKeys } = setUp();
    sync.handle(event('usage.changed'));
    expect(invalidatedKeys()).toEqual([usageQueryKey]);
  });

  it('on validation.changed refetches the plan usage and every cached validation, at once', () => {
    const { sync, queryClient, invalidatedKeys } = setUp();
    const listKey = [...validationsQueryKey, 'list', { search: '', sort: 'updated' }];
    queryClient.setQueryData(listKey, { pages: [], pageParams: [] });
    sync.handle(event('validation.changed'));
    expect(invalidatedKeys()).toEqual([usageQueryKey, validationsQueryKey, dashboardSummaryQueryKey]);
    expect(queryClient.getQueryState(listKey)?.isInvalidated).toBe(true);
  });

  it('on simulation.changed refetches the plan usage and every cached simulation (the list’s pages and each one), at once', () => {
    const { sync, queryClient, invalidatedKeys } = setUp();
    const listKey = [...simulationsQueryKey, 'list', { status: 'all', sort: 'updated' }];
    const oneKey = [...simulationsQueryKey, 'detail', '0b0c6a8e-3f1e-4c5e-9d2a-1f4e5d6c7b8a'];
    queryClient.setQueryData(listKey, { pages: [], pageParams: [] });
    queryClient.setQueryData(oneKey, { id: 'x' });
    queryClient.setQueryData(['notifications'], []);
    sync.handle({ ...event('simulation.changed'), id: '0b0c6a8e-3f1e-4c5e-9d2a-1f4e5d6c7b8a' });
    expect(invalidatedKeys()).toEqual([usageQueryKey, simulationsQueryKey, dashboardSummaryQueryKey]);
    expect(queryClient.getQueryState(listKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(oneKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['notifications'])?.isInvalidated).toBe(false);
  });

  it('on canvas.changed refetches every cached canvas (the list, each one and its versions), at once, and nothing else', () => {
    const { sync, queryClient, invalidatedKeys } = setUp();
    const id = '0b0c6a8e-3f1e-4c5e-9d2a-1f4e5d6c7b8a';
    const keys = [canvasListQueryKey, canvasQueryKey(id), canvasVersionsQueryKey(id)];
    for (const key of keys) queryClient.setQueryData(key, {});
    queryClient.setQueryData(dashboardSummaryQueryKey, {});
    sync.handle({ ...event('canvas.changed'), id });
    // The dashboard shows no canvas.
    expect(invalidatedKeys()).toEqual([canvasesQueryKey]);
    for (const key of keys) expect(queryClient.getQueryState(key)?.isInvalidated, key.join(' ')).toBe(true);
    expect(queryClient.getQueryState(dashboardSummaryQueryKey)?.isInvalidated).toBe(false);
  });

  it('on pitch.changed refetches every cached pitch (the list, each one and its kept versions), and nothing else', () => {
    const { sync, queryClient, invalidatedKeys } = setUp();
    const id = '6f1d2c3b-4a5e-4f60-8b7c-9d0e1f2a3b4c';
    const keys = [pitchListQueryKey, pitchQueryKey(id)];
    for (const key of keys) queryClient.setQueryData(key, {});
    queryClient.setQueryData(dashboardSummaryQueryKey, {});
    sync.handle({ ...event('pitch.changed'), id });
    // The dashboard shows no pitch.
    expect(invalidatedKeys()).toEqual([pitchesQueryKey]);
    for (const key of keys) expect(queryClient.getQueryState(key)?.isInvalidated, key.join(' ')).toBe(true);
    expect(queryClient.getQueryState(dashboardSummaryQueryKey)?.isInvalidated).toBe(false);
  });

  it('on community.message refetches the private conversations (the list and each one), and nothing else', () => {
    const { sync, queryClient, invalidatedKeys } = setUp();
    const id = '7a1d2c3b-4a5e-4f60-8b7c-9d0e1f2a3b4c';
    const keys = [conversationsQueryOptions.queryKey, conversationQueryOptions(id).queryKey];
    for (const key of keys) queryClient.setQueryData(key, { pages: [], pageParams: [] });
    queryClient.setQueryData(conversationsQueryKey, []);
    sync.handle({ ...event('community.message'), id });
    expect(invalidatedKeys()).toEqual([communityConversationsQueryKey]);
    for (const key of keys) expect(queryClient.getQueryState(key)?.isInvalidated, key.join(' ')).toBe(true);
    // The mentor's conversations are another feature's.
    expect(queryClient.getQueryState(conversationsQueryKey)?.isInvalidated).toBe(false);
  });

  it('drops a cached profile nobody shows, and refreshes the session (its name comes from the profile)', () => {
    const { sync, queryClient, invalidatedKeys } = setUp();
    queryClient.setQueryData(profileQueryKey, { firstName: 'Ana' });
    sync.handle(event('profile.updated'));
    expect(queryClient.getQueryData(profileQueryKey)).toBeUndefined();
    expect(invalidatedKeys()).toContainEqual(SESSION_KEY);
    expect(invalidatedKeys()).not.toContainEqual(notificationsQueryKey);
  });

  it('refetches a profile that is on screen in place', async () => {
    const { sync, queryClient } = setUp();
    const queryFn = vi
      .fn()
      .mockResolvedValueOnce({ firstName: 'Ana' })
      .mockResolvedValueOnce({ firstName: 'Ana Clara' });
    const observer = new QueryObserver(queryClient, { queryKey: profileQueryKey, queryFn });
    const unsubscribe = observer.subscribe(() => {});
    await vi.waitFor(() => expect(queryClient.getQueryData(profileQueryKey)).toEqual({ firstName: 'Ana' }));

    sync.handle(event('profile.updated'));
    await vi.waitFor(() => expect(queryClient.getQueryData(profileQueryKey)).toEqual({ firstName: 'Ana Clara' }));
    expect(queryFn).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('on class.changed refetches every cached class (the list, each class and company), at once', () => {
    const { sync, invalidatedKeys } = setUp();
    sync.handle(event('class.changed'));
    expect(invalidatedKeys()).toEqual([classesQueryKey, dashboardSummaryQueryKey]);
  });

  it('after a gap in the stream, refetches notifications, usage, simulations, validations, classes, canvases, the dashboard and profile', () => {
    const { sync, queryClient, invalidatedKeys } = setUp();
    queryClient.setQueryData(profileQueryKey, { firstName: 'Ana' });
    sync.resync();
    vi.advanceTimersByTime(MS.notificationRefetchDebounce);
    expect(invalidatedKeys()).toEqual(
      expect.arrayContaining([
        usageQueryKey,
        simulationsQueryKey,
        validationsQueryKey,
        classesQueryKey,
        canvasesQueryKey,
        pitchesQueryKey,
        notificationsQueryKey,
        dashboardSummaryQueryKey,
      ]),
    );
    expect(queryClient.getQueryData(profileQueryKey)).toBeUndefined();
  });

  it('drops a pending notification refetch when cancelled', () => {
    const { sync, invalidatedKeys } = setUp();
    sync.handle(event('notification.created'));
    sync.cancel();
    vi.advanceTimersByTime(MS.notificationRefetchDebounce * 2);
    expect(invalidatedKeys()).toEqual([]);
  });
});

describe('mentor.changed', () => {
  const ASKED = '5b9c1c0e-3f7a-4d1b-9a55-0c1f2e3d4a5b';
  const OTHER = '6c0d2d1f-4a8b-4e2c-8b66-1d2f3e4a5b6c';
  const NOW = '2026-11-26T12:00:00.000Z';
  const cached = (id: string) => ({ id, title: '', persona: 'leo', createdAt: NOW, updatedAt: NOW, messages: [] });

  afterEach(() => vi.unstubAllGlobals());

  it('refetches the conversation list and the conversation named', () => {
    const { sync, queryClient, invalidatedKeys } = setUp();
    queryClient.setQueryData(conversationQueryKey(ASKED), cached(ASKED));
    sync.handle({ ...event('mentor.changed'), id: ASKED });
    expect(invalidatedKeys()).toEqual([conversationsQueryKey, conversationQueryKey(ASKED), dashboardSummaryQueryKey]);
    expect(queryClient.getQueryState(conversationQueryKey(ASKED))?.isInvalidated).toBe(true);
  });

  it('leaves alone the conversation whose answer this tab is receiving, and refetches it once the answer ends', async () => {
    const { sync, queryClient, invalidate } = setUp();
    queryClient.setQueryData(conversationQueryKey(ASKED), cached(ASKED));
    queryClient.setQueryData(conversationQueryKey(OTHER), cached(OTHER));
    // The answer's stream stays open until the test ends it.
    let answer!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({ start: (controller) => void (answer = controller) });
    const question = {
      id: '7d1e3e20-5b9c-4f3d-9c77-2e3f4a5b6c7d',
      role: 'user',
      persona: null,
      mode: 'answer',
      content: 'Preço?',
      engine: null,
      fallback: false,
      status: 'complete',
      createdAt: NOW,
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(body, { headers: { 'content-type': 'text/event-stream' } })),
    );
    const frame = (name: string, data: unknown) =>
      new TextEncoder().encode(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useAskMentor(ASKED, 'leo'), { wrapper });
    let asked!: Promise<void>;
    act(() => {
      asked = result.current.ask('Preço?', 'answer');
    });
    answer.enqueue(frame('question', question));
    answer.enqueue(frame('delta', { text: 'Comece pelo custo' }));
    await vi.waitFor(() => expect(result.current.streaming?.text).toBe('Comece pelo custo'));
    invalidate.mockClear();

    // This tab's own question, and another tab's change elsewhere, both told mid-answer.
    sync.handle({ ...event('mentor.changed'), id: ASKED });
    sync.handle({ ...event('mentor.changed'), id: OTHER });
    const invalidatedKeys = () => invalidate.mock.calls.map(([filters]) => filters?.queryKey);
    expect(invalidatedKeys()).toEqual([
      conversationsQueryKey,
      dashboardSummaryQueryKey,
      conversationsQueryKey,
      conversationQueryKey(OTHER),
      dashboardSummaryQueryKey,
    ]);
    expect(queryClient.getQueryState(conversationQueryKey(ASKED))?.isInvalidated).toBe(false);
    sync.resync();
    expect(queryClient.getQueryState(conversationQueryKey(ASKED))?.isInvalidated).toBe(false);
    expect(queryClient.getQueryState(conversationQueryKey(OTHER))?.isInvalidated).toBe(true);

    await act(async () => {
      answer.close();
      await asked;
    });
    expect(queryClient.getQueryState(conversationQueryKey(ASKED))?.isInvalidated).toBe(true);
    sync.cancel();
  });
});

describe('useRealtimeSync', () => {
  installFakeEventSource();

  it('turns the stream’s events into refetches, and closes the stream when the signed-in area unmounts', () => {
    const { queryClient, invalidatedKeys } = setUp();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { unmount } = renderHook(() => useRealtimeSync(), { wrapper });
    expect(FakeEventSource.open()).toHaveLength(1);

    const source = FakeEventSource.latest!;
    source.fireOpen();
    source.emit('usage.changed', event('usage.changed'));
    source.emit('notification.created', { ...event('notification.created'), id: 'x' });
    vi.advanceTimersByTime(MS.notificationRefetchDebounce);
    expect(invalidatedKeys()).toEqual([usageQueryKey, notificationsQueryKey, dashboardSummaryQueryKey]);

    source.emit('notification.created', event('notification.created'));
    unmount();
    vi.advanceTimersByTime(MS.notificationRefetchDebounce);
    expect(FakeEventSource.open()).toHaveLength(0);
    expect(invalidatedKeys()).toHaveLength(3);
  });

  it.each([
    ['signs the tab out when this browser has no session left', null, 1],
    ['stays signed in when this browser holds a newer session (a password change here)', TEST_USER, 0],
  ] as const)('on the stream’s session.ended, %s', async (_, user, signOuts) => {
    const api = stubApi({ 'GET /api/session': { body: { user } } });
    const lost = vi.fn();
    window.addEventListener(UNAUTHENTICATED_EVENT, lost);
    const { queryClient } = setUp();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { unmount } = renderHook(() => useRealtimeSync(), { wrapper });
    FakeEventSource.latest!.fireOpen();

    FakeEventSource.latest!.emit(SESSION_ENDED_EVENT, {});

    await vi.waitFor(() => expect(api.requestsTo('GET', '/api/session')).toHaveLength(1));
    await vi.waitFor(() => expect(lost).toHaveBeenCalledTimes(signOuts));
    unmount();
    window.removeEventListener(UNAUTHENTICATED_EVENT, lost);
  });
});
