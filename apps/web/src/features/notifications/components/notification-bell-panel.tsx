import { Button } from '@/components/ui/button';
import type { DeferredPopupParts } from '@/components/ui/deferred-popup';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { Skeleton } from '@/components/ui/skeleton';
import { NOTIFICATION_LIST_MAX_HEIGHT_PX } from '@alavanca/domain/constants';
import { BellOff, CheckCheck } from 'lucide-react';
import { Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { NotificationList } from './notification-list';

const BELL_SKELETON_ROWS = 3;

function PanelSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="space-y-3 px-4 py-3" aria-busy="true" data-testid="notification-panel-loading">
      <span className="sr-only">{t('notifications.loading')}</span>
      {Array.from({ length: BELL_SKELETON_ROWS }, (_, index) => (
        <div key={index} className="flex gap-3">
          <Skeleton className="size-8 shrink-0 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-3 w-full" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** The list part of the panel: it needs the shared `notifications` catalog, which may still be loading. */
function PanelBody({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation(['common', 'notifications']);
  const query = useNotifications('all');
  const firstPage = query.data?.pages[0];

  if (!firstPage) {
    if (query.isError) {
      return (
        <div className="flex flex-col items-center gap-3 px-4 py-6 text-center text-sm" role="alert">
          <p>{t('notifications.loadFailed')}</p>
          <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
            {t('notifications.retry')}
          </Button>
        </div>
      );
    }
    return <PanelSkeleton />;
  }
  if (firstPage.notifications.length === 0) {
    return (
      <div
        className="flex flex-col items-center gap-2 px-4 py-8 text-center text-sm text-muted-foreground"
        data-testid="notification-panel-empty"
      >
        <BellOff className="size-6" aria-hidden="true" />
        <p>{t('notifications.empty')}</p>
      </div>
    );
  }
  return (
    <NotificationList
      notifications={firstPage.notifications}
      label={t('notifications.title')}
      compact
      onNavigate={onNavigate}
      className="divide-y"
    />
  );
}

export interface NotificationBellPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  unreadCount: number;
}

/**
 * The bell's panel: the latest notifications, mark-one and mark-all, and a link to the full list.
 * Loaded when the bell is first pressed (notification-bell.tsx).
 */
export function NotificationBellPanel({
  open,
  onOpenChange,
  unreadCount,
  renderTrigger,
}: NotificationBellPanelProps & DeferredPopupParts) {
  const { t } = useTranslation();
  const headingId = useId();
  const markAll = useMarkAllNotificationsRead();
  const noneUnread = unreadCount === 0;
  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverTrigger asChild>{renderTrigger(open)}</PopoverTrigger>
      <PopoverContent align="end" className="w-80 p-0" aria-labelledby={headingId} data-testid="notification-panel">
        <div className="flex items-center justify-between gap-2 border-b px-4 py-2">
          <h2 id={headingId} className="text-sm font-semibold">
            {t('notifications.title')}
          </h2>
          <Button
            variant="ghost"
            size="sm"
            className="aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
            // aria-disabled rather than disabled: the button keeps the focus it had when it
            // marked everything read, and stays discoverable while there is nothing to mark.
            aria-disabled={noneUnread || markAll.isPending || undefined}
            onClick={() => {
              if (!noneUnread && !markAll.isPending) markAll.mutate();
            }}
          >
            <CheckCheck aria-hidden="true" />
            {t('notifications.markAll')}
          </Button>
        </div>
        <div
          style={{ maxHeight: NOTIFICATION_LIST_MAX_HEIGHT_PX }}
          className="overflow-y-auto"
          data-testid="notification-panel-list"
        >
          <Suspense fallback={<PanelSkeleton />}>
            <PanelBody onNavigate={() => onOpenChange(false)} />
          </Suspense>
        </div>
        <div className="border-t p-1">
          <Button variant="ghost" size="sm" className="w-full" asChild>
            <Link to="/notificacoes" onClick={() => onOpenChange(false)}>
              {t('notifications.viewAll')}
            </Link>
          </Button>
        </div>
      </PopoverContent>
    </Popover>
  );
}
