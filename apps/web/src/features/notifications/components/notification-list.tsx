import { TooltipProvider } from '@/components/ui/tooltip';
import { cn } from '@/lib/utils';
import type { Notification } from '@alavanca/contracts/notifications';
import { useMutationState } from '@tanstack/react-query';
import { useLayoutEffect, useRef } from 'react';
import { markNotificationReadMutationKey, useMarkNotificationRead } from '../api/mark-notification-read';
import { useNow } from '../hooks/use-now';
import { NotificationItem } from './notification-item';

interface NotificationListProps {
  notifications: readonly Notification[];
  label: string;
  compact?: boolean;
  onNavigate?: () => void;
  className?: string;
}

/** The notifications of the bell's panel and of the page, each markable as read. */
export function NotificationList({
  notifications,
  label,
  compact = false,
  onNavigate,
  className,
}: NotificationListProps) {
  const listRef = useRef<HTMLUListElement>(null);
  // The item whose mark-read button was pressed: that button disappears once the row is read (or
  // the row leaves an "unread" list), and the focus it had must not fall back to the page.
  const focusAfterMark = useRef<{ id: string; index: number } | null>(null);
  const now = useNow();
  const mutation = useMarkNotificationRead();
  // Every request still on its way, not only the latest: two items can be marked in a row.
  const pendingIds = useMutationState({
    filters: { mutationKey: markNotificationReadMutationKey, status: 'pending' },
    select: (entry) => entry.state.variables as string,
  });

  useLayoutEffect(() => {
    const pending = focusAfterMark.current;
    const list = listRef.current;
    if (!pending || !list) return;
    const active = document.activeElement;
    // Still on the button (the request is on its way) or moved on by the user: leave it.
    if (active && active !== document.body && active.isConnected) return;
    focusAfterMark.current = null;
    const items = [...list.querySelectorAll<HTMLElement>('[data-notification-id]')];
    const same = items.find((item) => item.dataset.notificationId === pending.id);
    (same ?? items[Math.min(pending.index, items.length - 1)] ?? list).focus();
  }, [notifications]);

  const markRead = (id: string, index: number) => {
    focusAfterMark.current = { id, index };
    mutation.mutate(id, {
      onError: () => {
        focusAfterMark.current = null;
      },
    });
  };

  // The compact rows' mark-read buttons name themselves in tooltips that share one delay.
  return (
    <TooltipProvider>
      <ul
        ref={listRef}
        aria-label={label}
        tabIndex={-1}
        className={cn('outline-hidden', className)}
        data-testid="notification-list"
      >
        {notifications.map((notification, index) => (
          <NotificationItem
            key={notification.id}
            notification={notification}
            now={now}
            compact={compact}
            markPending={pendingIds.includes(notification.id)}
            onMarkRead={() => markRead(notification.id, index)}
            onNavigate={onNavigate}
          />
        ))}
      </ul>
    </TooltipProvider>
  );
}
