import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/load-failed';
import { ScreenIntro } from '@/components/screen-intro';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useAdminAccess } from '@/lib/api/get-admin-access';
import { TICKET_STATUSES, type AdminTicketListQuery } from '@alavanca/contracts/support';
import { TEXT_LIMITS } from '@alavanca/domain/constants';
import { formatDate, type DateTimePreferences } from '@alavanca/domain/locale/format';
import { Inbox, ShieldAlert } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminSetTicketStatus, useAdminTicket, useAdminTickets, useAnswerTicket } from '../api/tickets';
import { ADMIN_SUPPORT_PATH, adminTicketPath } from '../utils/paths';
import { ReplyForm, TicketPage, TicketPending, TicketRow, TicketThread } from './ticket-thread';

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
        <TicketRow
          key={ticket.id}
          to={adminTicketPath(ticket.id)}
          subject={ticket.subject}
          details={`${ticket.user.name} · ${ticket.user.email} · ${t(`ticketCategories.${ticket.category}`)}`}
          status={ticket.status}
        />
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
            maxLength={TEXT_LIMITS.support.search}
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
  if (!query.data)
    return (
      <TicketPending
        error={query.error}
        list={{ to: ADMIN_SUPPORT_PATH, key: 'support:admin.back' }}
        onRetry={() => void query.refetch()}
      />
    );
  const ticket = query.data;
  return (
    <TicketPage
      testId="admin-ticket"
      back={{ to: ADMIN_SUPPORT_PATH, label: t('admin.back') }}
      ticket={ticket}
      details={`${ticket.user.name} · ${ticket.user.email} · ${t(`ticketCategories.${ticket.category}`)} · ${formatDate(new Date(ticket.createdAt), dates)}`}
      setStatus={status}
    >
      <TicketThread ticket={ticket} viewer="support" dates={dates} />
      <ReplyForm
        label={t('admin.answer')}
        submitLabel={t('admin.sendAnswer')}
        pending={answer.isPending}
        onSend={(request) => answer.mutateAsync(request)}
      />
    </TicketPage>
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
