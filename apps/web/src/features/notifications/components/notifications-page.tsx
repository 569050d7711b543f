import { EmptyState } from '@/components/empty-state';
import { ScreenIntro } from '@/components/screen-intro';
import { LoadFailed } from '@/components/load-failed';
import { LoadMore } from '@/components/load-more';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { NOTIFICATION_FILTERS, NotificationFilter } from '@alavanca/contracts/notifications';
import { BellOff, CheckCheck, Inbox, MailCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { NotificationList } from './notification-list';

/** The filter lives in the address (?filter=unread): reloads, links and the back button keep it. */
const FILTER_PARAM = 'filter';
const PAGE_SKELETON_ROWS = 4;

const EMPTY_ICON = { all: Inbox, unread: MailCheck, read: BellOff } as const;

function ListSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="space-y-3" aria-busy="true" data-testid="notifications-loading">
      <span className="sr-only">{t('notifications.loading')}</span>
      {Array.from({ length: PAGE_SKELETON_ROWS }, (_, index) => (
        <div key={index} className="flex gap-3 rounded-xl border p-4">
          <Skeleton className="size-10 shrink-0 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-3 w-20" />
          </div>
        </div>
      ))}
    </div>
  );
}

function FilteredList({ filter }: { filter: NotificationFilter }) {
  const { t } = useTranslation(['app', 'common']);
  const query = useNotifications(filter);

  if (!query.data) {
    if (query.isError) {
      return (
        <LoadFailed
          message={t('common:notifications.loadFailed')}
          retryLabel={t('common:notifications.retry')}
          onRetry={() => void query.refetch()}
          className="py-12"
        />
      );
    }
    return <ListSkeleton />;
  }

  const notifications = query.data.pages.flatMap((page) => page.notifications);
  if (notifications.length === 0) {
    return (
      <EmptyState
        icon={EMPTY_ICON[filter]}
        title={t(`notificationsPage.empty.${filter}.title`)}
        description={t(`notificationsPage.empty.${filter}.description`)}
      />
    );
  }
  return (
    <div className="space-y-4">
      <NotificationList
        notifications={notifications}
        label={t(`notificationsPage.filters.${filter}`)}
        className="space-y-3"
      />
      <LoadMore
        query={query}
        label={t('notificationsPage.loadMore')}
        loadingLabel={t('notificationsPage.loadingMore')}
        failedMessage={t('common:notifications.loadFailed')}
      />
    </div>
  );
}

/** /notificacoes: every notification, filtered by all, unread or read, a page at a time. */
export function NotificationsPage() {
  const { t } = useTranslation(['app', 'common', 'notifications']);
  const [searchParams, setSearchParams] = useSearchParams();
  const parsed = NotificationFilter.safeParse(searchParams.get(FILTER_PARAM));
  const filter: NotificationFilter = parsed.success ? parsed.data : 'all';
  // The 'all' list carries the unread count whatever filter is shown (every page does).
  const all = useNotifications('all');
  const unreadCount = all.data?.pages[0]?.unreadCount ?? 0;
  const markAll = useMarkAllNotificationsRead();
  const noneUnread = unreadCount === 0;

  const selectFilter = (value: string) => {
    const next = NotificationFilter.parse(value);
    setSearchParams(
      (params) => {
        if (next === 'all') params.delete(FILTER_PARAM);
        else params.set(FILTER_PARAM, next);
        return params;
      },
      { replace: true },
    );
  };

  return (
    <>
      <ScreenIntro
        title={t('notificationsPage.title')}
        description={t('notificationsPage.intro')}
        action={
          <Button
            variant="outline"
            className="aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
            aria-disabled={noneUnread || markAll.isPending || undefined}
            onClick={() => {
              if (!noneUnread && !markAll.isPending) markAll.mutate();
            }}
          >
            <CheckCheck aria-hidden="true" />
            {t('common:notifications.markAll')}
          </Button>
        }
      />
      <Tabs value={filter} onValueChange={selectFilter} className="gap-4">
        <TabsList aria-label={t('notificationsPage.filtersLabel')}>
          {NOTIFICATION_FILTERS.map((value) => (
            <TabsTrigger key={value} value={value} className="px-3">
              {t(`notificationsPage.filters.${value}`)}
              {value === 'unread' && !noneUnread && (
                <span
                  className="tabular rounded-full bg-primary px-1.5 text-xs leading-5 text-primary-foreground"
                  data-testid="unread-tab-count"
                >
                  {unreadCount}
                </span>
              )}
            </TabsTrigger>
          ))}
        </TabsList>
        {NOTIFICATION_FILTERS.map((value) => (
          <TabsContent key={value} value={value}>
            <FilteredList filter={value} />
          </TabsContent>
        ))}
      </Tabs>
    </>
  );
}
