import { MENTOR_NOTIFICATION_CHANCE, MS } from '@alavanca/domain/constants';
import { useEffect, useEffectEvent } from 'react';
import { useRequestMotivation } from '../api/request-motivation';

/** When this browser last received a mentor's motivational line (ms since epoch). */
export const MENTOR_MOTIVATION_STORAGE_KEY = 'mentor_motivation_at';

function readLastMotivation(): number | null {
  try {
    const stored = Number(localStorage.getItem(MENTOR_MOTIVATION_STORAGE_KEY));
    return stored > 0 ? stored : null;
  } catch {
    return null;
  }
}

function storeLastMotivation(at: number): void {
  try {
    localStorage.setItem(MENTOR_MOTIVATION_STORAGE_KEY, String(at));
  } catch {
    // Blocked storage only means the server's own 24-hour rule decides alone.
  }
}

/** The draw came up and the last line stored on this browser is at least 24 hours old. */
export function shouldAskForMotivation(now: number, lastAt: number | null, draw: number): boolean {
  if (draw >= MENTOR_NOTIFICATION_CHANCE) return false;
  return lastAt === null || now - lastAt >= MS.mentorNotificationCooldown;
}

/**
 * The specification's AI mentor check: every 30 minutes while signed in, a 5 % draw; on a hit,
 * unless this browser had a line in the last 24 hours, the server is asked for one. The time is
 * stored once the server answered, even `null` (it had sent one elsewhere within the 24 hours),
 * so the next asks wait for the cooldown.
 */
export function useMentorCheck(): void {
  const motivation = useRequestMotivation();

  const check = useEffectEvent(() => {
    if (motivation.isPending) return;
    const now = Date.now();
    if (!shouldAskForMotivation(now, readLastMotivation(), Math.random())) return;
    motivation.mutate(undefined, {
      onSuccess: () => storeLastMotivation(now),
      onError: (error) => console.error('Mentor motivation request failed', error),
    });
  });

  useEffect(() => {
    const timer = setInterval(() => check(), MS.mentorCheckInterval);
    return () => clearInterval(timer);
  }, []);
}
