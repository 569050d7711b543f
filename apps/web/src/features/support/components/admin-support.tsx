import { EmptyState } from '@/components/empty-state';
import { ItemNotFound } from '@/components/item-not-found';
import { LoadFailed } from '@/components/load-failed';
import { ScreenIntro } from '@/components/screen-intro';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { ApiError } from '@/lib/api-client';
import { useAdminAccess } from '@/lib/api/get-admin-access';
import { describeError } from '@/lib/describe-error';
import { notify } from '@/lib/notify';
import { SUPPORT_LIMITS, TICKET_STATUSES, type AdminTicketListQuery } from '@alavanca/contracts/support';
import { formatDate, type DateTimePreferences } from '@alavanca/domain/locale/format';
import { ArrowLeft, CheckCircle2, Inbox, RotateCcw, ShieldAlert } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAdminSetTicketStatus, useAdminTicket, useAdminTickets, useAnswerTicket } from '../api/tickets';
import { ADMIN_SUPPORT_PATH, adminTicketPath } from '../utils/paths';
import { ReplyForm, StatusBadge, TicketThread } from './ticket-thread';

const SEARCH_DELAY_MS = 300;

/** The operators' screens show only to operators; anyone else reads that the area is restricted. */
function OperatorsOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation('support');
  const access = useAdminAccess();
  if (!access.data) return <Skeleton className="h-40 w-full" aria-busy="true" />;
  if (!access.data.admin)
    return (
      <EmptyState
        icon={ShieldAlert}
        title={t('admin.restrictedTitle')}
        description={t('admin.restrictedDescription')}
      />
    );
  return children;
}

function TicketTable({ query }: { query: AdminTicketListQuery }) {
  const { t } = useTranslation('support');
  const list = useAdminTickets(query);
  if (!list.data) {
    if (list.isError)
      return <LoadFailed message={t('admin.loadFailed')} retryLabel={t('retry')} onRetry={() => void list.refetch()} />;
    return <Skeleton className="h-40 w-full" aria-busy="true" />;
  }
  if (list.data.tickets.length === 0)
    return <EmptyState icon={Inbox} title={t('admin.emptyTitle')} description={t('admin.emptyDescription')} />;
  return (
    <ul className="divide-y rounded-xl border" data-testid="admin-ticket-list" aria-busy={list.isPlaceholderData}>
      {list.data.tickets.map((ticket) => (
        <li key={ticket.id}>
          <Link
            to={adminTicketPath(ticket.id)}
            className="flex flex-wrap items-center justify-between gap-2 p-3 hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <span className="min-w-0">
              <span className="block truncate font-medium">{ticket.subject}</span>
              <span className="block truncate text-sm text-muted-foreground">
                {ticket.user.name} · {ticket.user.email} · {t(`ticketCategories.${ticket.category}`)}
              </span>
            </span>
            <StatusBadge status={ticket.status} />
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** /admin/suporte: every user's tickets, filtered by status and by subject or e-mail. */
export function AdminSupportScreen() {
  const { t } = useTranslation('support');
  const statusId = useId();
  const searchId = useId();
  const [status, setStatus] = useState<AdminTicketListQuery['status']>('open');
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed.trim(), SEARCH_DELAY_MS);
  return (
    <OperatorsOnly>
      <ScreenIntro title={t('admin.title')} description={t('admin.intro')} />
      <div className="mb-4 flex flex-wrap items-end gap-4">
        <div className="grid gap-2">
          <Label htmlFor={statusId}>{t('admin.status')}</Label>
          <Select value={status} onValueChange={(value) => setStatus(value as AdminTicketListQuery['status'])}>
            <SelectTrigger id={statusId} className="min-w-40" data-testid="admin-status-filter">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="all">{t('admin.allStatuses')}</SelectItem>
              {TICKET_STATUSES.map((option) => (
                <SelectItem key={option} value={option}>
                  {t(`statuses.${option}`)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="grid min-w-64 flex-1 gap-2">
          <Label htmlFor={searchId}>{t('admin.search')}</Label>
          <Input
            id={searchId}
            type="search"
            value={typed}
            maxLength={SUPPORT_LIMITS.search}
            onChange={(event) => setTyped(event.target.value)}
          />
        </div>
      </div>
      <TicketTable query={{ status, search }} />
    </OperatorsOnly>
  );
}

function AdminTicket({ id, dates }: { id: string; dates: DateTimePreferences }) {
  const { t } = useTranslation(['support', 'common']);
  const query = useAdminTicket(id);
  const answer = useAnswerTicket(id);
  const status = useAdminSetTicketStatus(id);
  if (!query.data) {
    if (query.error instanceof ApiError && query.error.code === 'NOT_FOUND')
      return (
        <ItemNotFound
          titleKey="support:ticket.notFoundTitle"
          descriptionKey="support:ticket.notFoundDescription"
          listTo={ADMIN_SUPPORT_PATH}
          listKey="support:admin.back"
        />
      );
    return <Skeleton className="h-64 w-full" aria-busy="true" />;
  }
  const ticket = query.data;
  const closed = ticket.status === 'closed';
  return (
    <div className="mx-auto max-w-3xl space-y-6" data-testid="admin-ticket">
      <Button asChild variant="ghost" size="sm">
        <Link to={ADMIN_SUPPORT_PATH}>
          <ArrowLeft aria-hidden="true" />
          {t('admin.back')}
        </Link>
      </Button>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <h2 className="text-2xl font-semibold tracking-tight">{ticket.subject}</h2>
          <p className="text-sm text-muted-foreground">
            {ticket.user.name} · {ticket.user.email} · {t(`ticketCategories.${ticket.category}`)} ·{' '}
            {formatDate(new Date(ticket.createdAt), dates)}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <StatusBadge status={ticket.status} />
          <Button
            variant="outline"
            size="sm"
            disabled={status.isPending}
            onClick={() =>
              status.mutate(closed ? 'open' : 'closed', {
                onError: (error) =>
                  notify({ title: t('common:error'), description: describeError(error, t), variant: 'destructive' }),
              })
            }
          >
            {closed ? <RotateCcw aria-hidden="true" /> : <CheckCircle2 aria-hidden="true" />}
            {closed ? t('ticket.reopen') : t('ticket.close')}
          </Button>
        </div>
      </header>
      <TicketThread ticket={ticket} viewer="support" dates={dates} />
      <ReplyForm
        label={t('admin.answer')}
        submitLabel={t('admin.sendAnswer')}
        pending={answer.isPending}
        onSend={(request) => answer.mutateAsync(request)}
      />
    </div>
  );
}

/** /admin/suporte/{id}: one ticket, answered by an operator. */
export function AdminTicketScreen({ id, dates }: { id: string; dates: DateTimePreferences }) {
  return (
    <OperatorsOnly>
      <AdminTicket id={id} dates={dates} />
    </OperatorsOnly>
  );
}
