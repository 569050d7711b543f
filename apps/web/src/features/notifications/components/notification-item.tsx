import { Button } from '@/components/ui/button';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { cn } from '@/lib/utils';
import type { Notification, NotificationType } from '@alavanca/contracts/notifications';
import { formatRelativeTime } from '@alavanca/domain/locale/format';
import { resolveLanguageOrDefault } from '@alavanca/domain/locale/languages';
import { Bell, Check, CircleAlert, Info, TriangleAlert, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isInAppRoute, notificationText } from '@/lib/notification-text';

// Each type has its own icon shape as well as its colour, and (except the plain one) a spoken
// label: the type never depends on seeing colour. Text colours mix a fifth of the foreground
// into the status colour, as the badges do, which keeps them at AA on the tint in both themes.
const TYPE_STYLE: Record<NotificationType, { icon: LucideIcon; className: string }> = {
  info: { icon: Info, className: 'bg-info/10 text-[color-mix(in_oklab,var(--info)_80%,var(--foreground))]' },
  warning: {
    icon: TriangleAlert,
    className: 'bg-warning/10 text-[color-mix(in_oklab,var(--warning)_80%,var(--foreground))]',
  },
  danger: {
    icon: CircleAlert,
    className: 'bg-destructive/10 text-[color-mix(in_oklab,var(--destructive)_80%,var(--foreground))]',
  },
  default: { icon: Bell, className: 'bg-muted text-muted-foreground' },
};

function TypeIcon({ type, compact }: { type: NotificationType; compact: boolean }) {
  const { t } = useTranslation();
  const { icon: Icon, className } = TYPE_STYLE[type];
  return (
    <span
      className={cn(
        'flex shrink-0 items-center justify-center rounded-full',
        compact ? 'size-8' : 'size-10',
        className,
      )}
      data-testid="notification-type"
      data-type={type}
    >
      <Icon className={compact ? 'size-4' : 'size-5'} aria-hidden="true" />
      {type !== 'default' && <span className="sr-only">{t(`notifications.types.${type}`)}</span>}
    </span>
  );
}

interface NotificationItemProps {
  notification: Notification;
  now: Date;
  /** The bell's panel: tighter spacing, two lines of description, an icon-only action. */
  compact?: boolean;
  markPending: boolean;
  onMarkRead: () => void;
  /** Called when the user follows the notification's link (the bell closes its panel). */
  onNavigate?: () => void;
}

/**
 * One notification: type, title, description, how long ago, whether it is unread, and the
 * action to mark it read. With a route, the title is a link that covers the whole item
 * (opening it also marks it read); the mark-read button stays above that link.
 */
export function NotificationItem({
  notification,
  now,
  compact = false,
  markPending,
  onMarkRead,
  onNavigate,
}: NotificationItemProps) {
  const { t, i18n } = useTranslation(['common', 'notifications']);
  const unread = !notification.read;
  const title = notificationText(notification.title, t);
  const description = notificationText(notification.description, t);
  const createdAt = new Date(notification.createdAt);
  const language = resolveLanguageOrDefault(i18n.resolvedLanguage ?? i18n.language);

  // Not `disabled` while the request is on its way: a disabled button drops the keyboard focus.
  const markIfIdle = () => {
    if (!markPending) onMarkRead();
  };
  const titleClass = cn('text-sm leading-snug', unread ? 'font-semibold' : 'font-medium');
  const heading = (
    <>
      {unread && <span className="sr-only">{t('notifications.unread')} </span>}
      {title}
    </>
  );

  return (
    <li
      tabIndex={-1}
      data-notification-id={notification.id}
      data-testid="notification-item"
      data-read={notification.read}
      className={cn(
        'relative flex gap-3 outline-hidden transition-colors',
        compact ? 'px-4 py-3' : 'rounded-xl border bg-card p-4',
        unread && (compact ? 'bg-primary/5' : 'border-primary/30 bg-primary/5'),
        isInAppRoute(notification.route) && 'hover:bg-accent/60',
        'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-ring has-[a:focus-visible]:ring-inset',
      )}
    >
      <TypeIcon type={notification.type} compact={compact} />
      <div className="min-w-0 flex-1 space-y-1">
        <p className="flex items-start gap-2">
          {unread && (
            <span
              className="mt-1.5 size-2 shrink-0 rounded-full bg-primary"
              aria-hidden="true"
              data-testid="unread-marker"
            />
          )}
          {isInAppRoute(notification.route) ? (
            <Link
              to={notification.route}
              className={cn(titleClass, 'outline-hidden after:absolute after:inset-0')}
              onClick={() => {
                if (unread) onMarkRead();
                onNavigate?.();
              }}
            >
              {heading}
            </Link>
          ) : (
            <span className={titleClass}>{heading}</span>
          )}
        </p>
        {description && <p className={cn('text-sm text-muted-foreground', compact && 'line-clamp-2')}>{description}</p>}
        <time dateTime={notification.createdAt} className="block text-xs text-muted-foreground">
          {formatRelativeTime(createdAt, now, language)}
        </time>
      </div>
      {unread && (
        // Above the title's stretched link, so it is its own target.
        <div className="relative z-10 shrink-0">
          {compact ? (
            <Tooltip>
              <TooltipTrigger asChild>
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-8 aria-disabled:opacity-50"
                  aria-label={t('notifications.markReadNamed', { title })}
                  aria-disabled={markPending || undefined}
                  onClick={markIfIdle}
                >
                  <Check aria-hidden="true" />
                </Button>
              </TooltipTrigger>
              <TooltipContent side="left">{t('notifications.markRead')}</TooltipContent>
            </Tooltip>
          ) : (
            <Button
              variant="outline"
              size="sm"
              className="aria-disabled:opacity-50"
              aria-label={t('notifications.markReadNamed', { title })}
              aria-disabled={markPending || undefined}
              onClick={markIfIdle}
            >
              <Check aria-hidden="true" />
              {/* Icon only on a phone; the name (aria-label) is the same either way. */}
              <span className="hidden sm:inline">{t('notifications.markRead')}</span>
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
