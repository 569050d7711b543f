import { profileQueryKey } from '@/features/account/api/get-profile';
import { confirmSessionEnded, sessionQueryOptions } from '@/features/auth/api/get-session';
import { isAnswering } from '@/features/mentor/api/ask-mentor';
import { conversationQueryKey, conversationsQueryKey, mentorQueryKey } from '@/features/mentor/api/conversations';
import { notificationsQueryKey } from '@/features/notifications/api/get-notifications';
import {
  canvasesQueryKey,
  classesQueryKey,
  communityConversationsQueryKey,
  pitchesQueryKey,
  progressQueryKey,
  preferencesQueryKey,
  simulationsQueryKey,
  usageQueryKey,
  validationsQueryKey,
} from '@/lib/query-keys';
import { settingsQueryKey } from '@/features/account/api/get-settings';
import { dashboardSummaryQueryKey } from '@/features/dashboard/api/dashboard';
import { useEventStream } from '@/lib/realtime';
import type { RealtimeEvent } from '@alavanca/contracts/notifications';
import { MS } from '@alavanca/domain/constants';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

export interface RealtimeSync {
  /** Refetches what the event says changed. */
  handle: (event: RealtimeEvent) => void;
  /** After a gap in the stream: refetches everything an event could have been about. */
  resync: () => void;
  /** Drops a pending debounced refetch (the tab signs out or unmounts). */
  cancel: () => void;
}

/**
 * Maps the server's events to the queries they make stale. The app layer owns this because the
 * keys belong to several features.
 * - notification.created / updated: the notification lists, once 300 ms have passed without
 *   another one (a mark-all or a burst is one refetch, not one per row).
 * - usage, simulation and validation changes: the plan usage (simulations and validations count
 *   against it); a simulation or validation change also makes every cached one of its kind stale
 *   (the list and each one), so another tab's move shows here.
 * - class.changed: every cached class (the list, each class and company): a round closed, a
 *   student joined, left or submitted, the teacher announced something.
 * - canvas.changed: every cached canvas (the list, each canvas and its versions), so another tab's
 *   save, restore or delete shows here; an open editor takes the newer version when it has no edit
 *   waiting (use-canvas-draft.ts). The dashboard shows no canvas, so its summary stays.
 * - pitch.changed: every cached pitch (the list, each pitch and its kept versions), so another
 *   tab's save, analysis or delete shows here; an open editor keeps the text being typed in it
 *   (use-pitch-draft.ts) and takes the newer scores and versions.
 * - mentor.changed: the conversation list and the conversation named, unless this tab is
 *   receiving an answer in it: a refetch would put the stored answer where the stream writes;
 *   the stream's end refetches it.
 * - preferences.changed: the preferences and the AI settings, so a language or format chosen in
 *   another tab applies here too.
 * - community.message: every cached private conversation (the list with its unread counts, and
 *   each conversation), so a message sent, read or deleted elsewhere shows here without a reload.
 * - every event about something the dashboard shows (all but usage, profile, canvas and pitch), with the
 *   rest: its summary, which the server keeps per user until such an event (decision 030).
 * - profile.updated: the cached profile is dropped (refetched in place where it is on screen), and
 *   the session, whose display name comes from the profile.
 */
export function createRealtimeSync(queryClient: QueryClient): RealtimeSync {
  let notificationTimer: ReturnType<typeof setTimeout> | undefined;

  const refreshDashboard = () => void queryClient.invalidateQueries({ queryKey: dashboardSummaryQueryKey });

  const refetchNotifications = () => {
    clearTimeout(notificationTimer);
    notificationTimer = setTimeout(() => {
      notificationTimer = undefined;
      void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
      refreshDashboard();
    }, MS.notificationRefetchDebounce);
  };

  const refreshProfile = () => {
    // Removing a query that a mounted screen observes would not refetch it (its observer keeps the
    // removed query until it re-renders), so a profile on screen is refetched in place instead.
    queryClient.removeQueries({ queryKey: profileQueryKey, type: 'inactive' });
    void queryClient.invalidateQueries({ queryKey: profileQueryKey, type: 'active' });
  };

  const refreshConversations = (id: string | undefined) => {
    void queryClient.invalidateQueries({ queryKey: conversationsQueryKey });
    if (id !== undefined) {
      if (!isAnswering(queryClient, id)) void queryClient.invalidateQueries({ queryKey: conversationQueryKey(id) });
      return;
    }
    void queryClient.invalidateQueries({
      queryKey: mentorQueryKey,
      predicate: (query) => {
        const [, kind, conversationId] = query.queryKey;
        return !(
          kind === 'conversation' &&
          typeof conversationId === 'string' &&
          isAnswering(queryClient, conversationId)
        );
      },
    });
  };

  const handle = (event: RealtimeEvent) => {
    switch (event.type) {
      case 'notification.created':
      case 'notification.updated':
        refetchNotifications();
        return;
      case 'simulation.changed':
        void queryClient.invalidateQueries({ queryKey: usageQueryKey });
        void queryClient.invalidateQueries({ queryKey: simulationsQueryKey });
        refreshDashboard();
        return;
      case 'validation.changed':
        void queryClient.invalidateQueries({ queryKey: usageQueryKey });
        void queryClient.invalidateQueries({ queryKey: validationsQueryKey });
        refreshDashboard();
        return;
      case 'usage.changed':
        void queryClient.invalidateQueries({ queryKey: usageQueryKey });
        return;
      case 'class.changed':
        void queryClient.invalidateQueries({ queryKey: classesQueryKey });
        refreshDashboard();
        return;
      case 'canvas.changed':
        void queryClient.invalidateQueries({ queryKey: canvasesQueryKey });
        return;
      case 'pitch.changed':
        void queryClient.invalidateQueries({ queryKey: pitchesQueryKey });
        return;
      case 'progress.changed':
        void queryClient.invalidateQueries({ queryKey: progressQueryKey });
        refreshDashboard();
        return;
      case 'mentor.changed':
        refreshConversations(event.id);
        refreshDashboard();
        return;
      case 'preferences.changed':
        // The saved language and formats follow (PreferencesSync applies a new language).
        void queryClient.invalidateQueries({ queryKey: preferencesQueryKey });
        void queryClient.invalidateQueries({ queryKey: settingsQueryKey });
        refreshDashboard();
        return;
      case 'community.message':
        void queryClient.invalidateQueries({ queryKey: communityConversationsQueryKey });
        return;
      case 'profile.updated':
        refreshProfile();
        // The top bar shows the session's name, which the server derives from the profile.
        void queryClient.invalidateQueries({ queryKey: sessionQueryOptions.queryKey });
        return;
    }
  };

  return {
    handle,
    // Not the session: a failed session refetch signs the tab out, too high a price for a
    // display name that a missed profile.updated may have changed.
    resync() {
      refetchNotifications();
      void queryClient.invalidateQueries({ queryKey: usageQueryKey });
      void queryClient.invalidateQueries({ queryKey: simulationsQueryKey });
      void queryClient.invalidateQueries({ queryKey: validationsQueryKey });
      void queryClient.invalidateQueries({ queryKey: classesQueryKey });
      void queryClient.invalidateQueries({ queryKey: canvasesQueryKey });
      void queryClient.invalidateQueries({ queryKey: pitchesQueryKey });
      void queryClient.invalidateQueries({ queryKey: progressQueryKey });
      void queryClient.invalidateQueries({ queryKey: communityConversationsQueryKey });
      void queryClient.invalidateQueries({ queryKey: preferencesQueryKey });
      void queryClient.invalidateQueries({ queryKey: settingsQueryKey });
      refreshDashboard();
      refreshConversations(undefined);
      refreshProfile();
    },
    cancel() {
      clearTimeout(notificationTimer);
      notificationTimer = undefined;
    },
  };
}

/**
 * Keeps the signed-in tab's caches in step with the server's events, and signs the tab out when
 * the stream says its session ended. Mount once, signed in.
 */
export function useRealtimeSync(): void {
  const queryClient = useQueryClient();
  const [sync] = useState(() => createRealtimeSync(queryClient));
  useEffect(() => () => sync.cancel(), [sync]);
  useEventStream({ onEvent: sync.handle, onReconnect: sync.resync, onSessionEnded: () => void confirmSessionEnded() });
}
