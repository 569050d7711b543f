import { apiError, stubApi, type FakeAnswer } from '@/test/fake-api';
import { MENTOR_NOTIFICATION_CHANCE, MS } from '@alavanca/domain/constants';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notificationsQueryKey } from '../api/get-notifications';
import { makeNotification } from '../testing/fake-notifications';
import { MENTOR_MOTIVATION_STORAGE_KEY, shouldAskForMotivation, useMentorCheck } from './use-mentor-check';

const START = new Date('2025-06-02T12:00:00.000Z').getTime();
const HIT = MENTOR_NOTIFICATION_CHANCE / 2;
const MISS = MENTOR_NOTIFICATION_CHANCE;
const MOTIVATION = makeNotification({
  title: 'notifications:motivation.eva.title',
  description: 'notifications:motivation.eva.lines.3',
  type: 'info',
  route: '/mentor-ia',
});

function renderCheck(answer: FakeAnswer = { body: { notification: MOTIVATION } }) {
  const api = stubApi({ 'POST /api/notifications/motivation': answer });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const view = renderHook(() => useMentorCheck(), { wrapper });
  const asks = () => api.requestsTo('POST', '/api/notifications/motivation').length;
  return { ...view, api, asks, queryClient };
}

/** Lets the half-hour timer fire and the request it makes settle. */
async function halfHourPasses() {
  await vi.advanceTimersByTimeAsync(MS.mentorCheckInterval);
  await vi.advanceTimersByTimeAsync(0);
}

const stored = () => localStorage.getItem(MENTOR_MOTIVATION_STORAGE_KEY);

describe('shouldAskForMotivation', () => {
  it('asks only on a 5 % draw, and only 24 hours after the last line', () => {
    expect(shouldAskForMotivation(START, null, 0)).toBe(true);
    expect(shouldAskForMotivation(START, null, 0.0499)).toBe(true);
    expect(shouldAskForMotivation(START, null, 0.05)).toBe(false);
    expect(shouldAskForMotivation(START, START - MS.mentorNotificationCooldown + 1, 0)).toBe(false);
    expect(shouldAskForMotivation(START, START - MS.mentorNotificationCooldown, 0)).toBe(true);
  });
});

describe('useMentorCheck', () => {
  const random = vi.spyOn(Math, 'random');
  beforeEach(() => {
    vi.useFakeTimers({ now: START });
    random.mockReset();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
  afterAll(() => random.mockRestore());

  it('draws every 30 minutes, not before, and asks the server when the draw hits', async () => {
    random.mockReturnValue(HIT);
    const { asks, queryClient } = renderCheck();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await vi.advanceTimersByTimeAsync(MS.mentorCheckInterval - 1);
    expect(random).not.toHaveBeenCalled();
    expect(asks()).toBe(0);

    await vi.advanceTimersByTimeAsync(1);
    await vi.advanceTimersByTimeAsync(0);
    expect(asks()).toBe(1);
    expect(stored()).toBe(String(START + MS.mentorCheckInterval));
    // The new notification shows in the bell even if the event stream is down.
    expect(invalidate).toHaveBeenCalledWith({ queryKey: notificationsQueryKey });
  });

  it('does not ask when the draw misses (95 %)', async () => {
    random.mockReturnValue(MISS);
    const { asks } = renderCheck();
    await halfHourPasses();
    await halfHourPasses();
    expect(random).toHaveBeenCalledTimes(2);
    expect(asks()).toBe(0);
    expect(stored()).toBeNull();
  });

  it('asks at most once in 24 hours, however often the draw hits', async () => {
    random.mockReturnValue(HIT);
    const { asks } = renderCheck();
    await halfHourPasses();
    expect(asks()).toBe(1);
    const checksPerDay = MS.mentorNotificationCooldown / MS.mentorCheckInterval;
    for (let check = 1; check < checksPerDay; check += 1) await halfHourPasses();
    expect(asks()).toBe(1);
    await halfHourPasses();
    expect(asks()).toBe(2);
  });

  it('respects a line received within the last 24 hours before this page loaded', async () => {
    random.mockReturnValue(HIT);
    localStorage.setItem(
      MENTOR_MOTIVATION_STORAGE_KEY,
      String(START - MS.mentorNotificationCooldown + 2 * MS.mentorCheckInterval),
    );
    const { asks } = renderCheck();
    await halfHourPasses();
    expect(asks()).toBe(0);
    await halfHourPasses();
    expect(asks()).toBe(1);
  });

  it('stores the time when the server declines (it sent one elsewhere), so the next hits wait', async () => {
    random.mockReturnValue(HIT);
    const { asks } = renderCheck({ body: { notification: null } });
    await halfHourPasses();
    expect(asks()).toBe(1);
    expect(stored()).toBe(String(START + MS.mentorCheckInterval));
    await halfHourPasses();
    expect(asks()).toBe(1);
  });

  it('tries again at the next hit when the request fails', async () => {
    random.mockReturnValue(HIT);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { asks } = renderCheck(apiError(503, 'SERVICE_UNAVAILABLE'));
    await halfHourPasses();
    expect(stored()).toBeNull();
    expect(error).toHaveBeenCalled();
    await halfHourPasses();
    expect(asks()).toBe(2);
    error.mockRestore();
  });

  it('stops when the user signs out (the hook unmounts)', async () => {
    random.mockReturnValue(HIT);
    const { asks, unmount } = renderCheck();
    unmount();
    await halfHourPasses();
    expect(asks()).toBe(0);
    expect(random).not.toHaveBeenCalled();
  });
});
