import { Button } from '@/components/ui/button';
import { DeferredPopup } from '@/components/ui/deferred-popup';
import { Bell } from 'lucide-react';
import { lazy, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotifications } from '../api/get-notifications';

const loadPanel = () => import('./notification-bell-panel');
const NotificationBellPanel = lazy(() =>
  loadPanel().then(({ NotificationBellPanel }) => ({ default: NotificationBellPanel })),
);

/**
 * The top bar's bell: a dot while anything is unread, and a panel with the latest notifications
 * (notification-bell-panel.tsx, loaded when first pressed). The button's name says how many are
 * unread (the dot is only decoration), and a polite announcement says so when new ones arrive.
 */
export function NotificationBell() {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const query = useNotifications('all');
  const unreadCount = query.data?.pages[0]?.unreadCount ?? 0;

  // Load the notification texts before the panel is first opened, so it opens at once.
  useEffect(() => {
    void i18n.loadNamespaces('notifications');
  }, [i18n]);

  // Announce a rise in the unread count (a notification arrived), never the first load.
  const [seenCount, setSeenCount] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  if (query.data && unreadCount !== seenCount) {
    if (seenCount !== null && unreadCount > seenCount)
      setAnnouncement(t('notifications.arrived', { count: unreadCount }));
    setSeenCount(unreadCount);
  }

  const renderTrigger = () => (
    <Button
      variant="ghost"
      size="icon"
      className="relative"
      aria-label={t('notifications.bellLabel', { count: unreadCount })}
      data-testid="notification-bell"
    >
      <Bell aria-hidden="true" />
      {unreadCount > 0 && (
        <span
          aria-hidden="true"
          data-testid="notification-dot"
          className="absolute top-1.5 right-1.5 size-2.5 rounded-full bg-destructive ring-2 ring-background"
        />
      )}
    </Button>
  );
  return (
    <>
      <span className="sr-only" role="status">
        {announcement}
      </span>
      <DeferredPopup
        popup={NotificationBellPanel}
        preload={loadPanel}
        props={{ open, onOpenChange: setOpen, unreadCount }}
        renderTrigger={renderTrigger}
        hasPopup="dialog"
        onFirstPress={() => setOpen(true)}
      />
    </>
  );
}
