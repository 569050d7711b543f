import { isItemNotFound, ItemNotFound } from '@/components/item-not-found';
import { LoadFailed } from '@/components/load-failed';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { Button } from '@/components/ui/button';
import { describeError } from '@/lib/describe-error';
import { notify } from '@/lib/notify';
import { cn } from '@/lib/utils';
import { TicketReplyRequest, type Ticket, type TicketStatus } from '@alavanca/contracts/support';
import { formatDateTime, type DateTimePreferences } from '@alavanca/domain/locale/format';
import { ArrowLeft, CheckCircle2, RotateCcw, Send } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { fieldErrors, MessageFields, type DraftErrors, type MessageDraft } from './message-fields';

const STATUS_BADGE: Record<TicketStatus, 'default' | 'success' | 'secondary'> = {
  open: 'default',
  answered: 'success',
  closed: 'secondary',
};

/** A ticket's messages, oldest first: who wrote each, when, and its screenshots. */
export function TicketThread({
  ticket,
  viewer,
  dates,
}: {
  ticket: Pick<Ticket, 'messages'>;
  /** Whose screen it is: the owner reads "you" and "support", an operator "the user" and "support". */
  viewer: 'user' | 'support';
  dates: DateTimePreferences;
}) {
  const { t } = useTranslation('support');
  return (
    <ol className="space-y-4" aria-label={t('thread.label')} data-testid="ticket-thread">
      {ticket.messages.map((message) => {
        const mine = message.author === viewer;
        return (
          <li
            key={message.id}
            className={cn('flex', mine ? 'justify-end' : 'justify-start')}
            data-testid="ticket-message"
          >
            <article
              className={cn('max-w-[90%] space-y-2 rounded-2xl border px-4 py-3', mine ? 'bg-accent' : 'bg-card')}
              data-author={message.author}
            >
              <p className="text-xs text-muted-foreground">
                <span className="font-medium text-foreground">
                  {message.author === 'support'
                    ? t('thread.support')
                    : viewer === 'user'
                      ? t('thread.you')
                      : t('thread.user')}
                </span>{' '}
                · <time dateTime={message.createdAt}>{formatDateTime(new Date(message.createdAt), dates)}</time>
              </p>
              <p className="whitespace-pre-wrap">{message.body}</p>
              {message.attachments.map((attachment) => (
                <a
                  key={attachment.id}
                  href={`/api/support/attachments/${attachment.id}`}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="block w-fit"
                >
                  <img
                    src={`/api/support/attachments/${attachment.id}`}
                    alt={t('thread.screenshot', { name: attachment.fileName })}
                    className="max-h-48 rounded border"
                  />
                </a>
              ))}
            </article>
          </li>
        );
      })}
    </ol>
  );
}

/** The box to write in a ticket: the owner's reply or an operator's answer. */
export function ReplyForm({
  label,
  submitLabel,
  pending,
  onSend,
}: {
  label: string;
  submitLabel: string;
  pending: boolean;
  onSend: (request: TicketReplyRequest) => Promise<unknown>;
}) {
  const { t } = useTranslation(['support', 'common']);
  const [draft, setDraft] = useState<MessageDraft>({ message: '', attachment: null });
  const [errors, setErrors] = useState<DraftErrors>({});
  const send = () => {
    const parsed = TicketReplyRequest.safeParse({ message: draft.message, attachment: draft.attachment ?? undefined });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    onSend(parsed.data).then(
      () => setDraft({ message: '', attachment: null }),
      (error: unknown) =>
        notify({ title: t('common:error'), description: describeError(error, t), variant: 'destructive' }),
    );
  };
  return (
    <form
      className="grid gap-3"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <MessageFields
        draft={draft}
        onChange={setDraft}
        errors={errors}
        onError={(field, message) => setErrors((current) => ({ ...current, [field]: message }))}
        label={label}
      />
      <div>
        <Button type="submit" disabled={pending}>
          <Send aria-hidden="true" />
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

export function StatusBadge({ status }: { status: TicketStatus }) {
  const { t } = useTranslation('support');
  return (
    <Badge variant={STATUS_BADGE[status]} data-testid="ticket-status" data-status={status}>
      {t(`statuses.${status}`)}
    </Badge>
  );
}

/** A ticket in a list: subject, a line of details, and its status. */
export function TicketRow({
  to,
  subject,
  details,
  status,
}: {
  to: string;
  subject: string;
  details: string;
  status: TicketStatus;
}) {
  return (
    <li>
      <Link
        to={to}
        className="flex flex-wrap items-center justify-between gap-2 p-3 hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <span className="min-w-0">
          <span className="block truncate font-medium">{subject}</span>
          <span className="block truncate text-sm text-muted-foreground">{details}</span>
        </span>
        <StatusBadge status={status} />
      </Link>
    </li>
  );
}

/**
 * A ticket's page, for its owner and for an operator alike: the way back, the subject with a
 * line of details, the status with the button that closes or reopens it, then what follows.
 */
export function TicketPage({
  testId,
  back,
  ticket,
  details,
  setStatus,
  children,
}: {
  testId: string;
  back: { to: string; label: string };
  ticket: Pick<Ticket, 'subject' | 'status'>;
  details: string;
  setStatus: {
    mutate: (status: 'open' | 'closed', options: { onError: (error: Error) => void }) => void;
    isPending: boolean;
  };
  children: ReactNode;
}) {
  const { t } = useTranslation(['support', 'common']);
  const closed = ticket.status === 'closed';
  const toggle = () =>
    setStatus.mutate(closed ? 'open' : 'closed', {
      onError: (error) =>
        notify({ title: t('common:error'), description: describeError(error, t), variant: 'destructive' }),
    });
  return (
    <div className="mx-auto max-w-3xl space-y-6" data-testid={testId}>
      <Button asChild variant="ghost" size="sm">
        <Link to={back.to}>
          <ArrowLeft aria-hidden="true" />
          {back.label}
        </Link>
      </Button>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <h2 className="text-2xl font-semibold tracking-tight">{ticket.subject}</h2>
          <p className="text-sm text-muted-foreground">{details}</p>
        </div>
        <div className="flex items-center gap-2">
          <StatusBadge status={ticket.status} />
          <Button variant="outline" size="sm" onClick={toggle} disabled={setStatus.isPending}>
            {closed ? <RotateCcw aria-hidden="true" /> : <CheckCircle2 aria-hidden="true" />}
            {closed ? t('ticket.reopen') : t('ticket.close')}
          </Button>
        </div>
      </header>
      {children}
    </div>
  );
}

/**
 * A ticket still loading; one that is not the viewer's to see, or whose address holds no ticket
 * id: said so, with the way back to its list; one that failed to load: said so, with a retry.
 */
export function TicketPending({
  error,
  list,
  onRetry,
}: {
  error: unknown;
  list: { to: string; key: string };
  onRetry: () => void;
}) {
  const { t } = useTranslation('support');
  if (isItemNotFound(error))
    return (
      <ItemNotFound
        titleKey="support:ticket.notFoundTitle"
        descriptionKey="support:ticket.notFoundDescription"
        listTo={list.to}
        listKey={list.key}
      />
    );
  if (error) return <LoadFailed message={t('ticket.loadFailed')} retryLabel={t('retry')} onRetry={onRetry} />;
  return <Skeleton className="h-64 w-full" aria-busy="true" />;
}
