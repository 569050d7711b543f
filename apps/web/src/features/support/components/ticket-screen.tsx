import { ItemNotFound } from '@/components/item-not-found';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { describeError } from '@/lib/describe-error';
import { notify } from '@/lib/notify';
import { ApiError } from '@/lib/api-client';
import type { DateTimePreferences } from '@alavanca/domain/locale/format';
import { ArrowLeft, CheckCircle2, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useReplyToTicket, useSetTicketStatus, useTicket } from '../api/tickets';
import { SUPPORT_PATH } from '../utils/paths';
import { ReplyForm, StatusBadge, TicketThread } from './ticket-thread';

/** /suporte/chamados/{id}: one of the user's tickets, its conversation, a reply, close or reopen. */
export function TicketScreen({ id, dates }: { id: string; dates: DateTimePreferences }) {
  const { t } = useTranslation(['support', 'common']);
  const query = useTicket(id);
  const reply = useReplyToTicket(id);
  const status = useSetTicketStatus(id);
  if (!query.data) {
    if (query.error instanceof ApiError && query.error.code === 'NOT_FOUND')
      return (
        <ItemNotFound
          titleKey="support:ticket.notFoundTitle"
          descriptionKey="support:ticket.notFoundDescription"
          listTo={SUPPORT_PATH}
          listKey="support:ticket.back"
        />
      );
    return <Skeleton className="h-64 w-full" aria-busy="true" />;
  }
  const ticket = query.data;
  const closed = ticket.status === 'closed';
  const toggle = () =>
    status.mutate(closed ? 'open' : 'closed', {
      onError: (error) =>
        notify({ title: t('common:error'), description: describeError(error, t), variant: 'destructive' }),
    });
  return (
    <div className="mx-auto max-w-3xl space-y-6" data-testid="ticket-screen">
      <Button asChild variant="ghost" size="sm">
        <Link to={SUPPORT_PATH}>
          <ArrowLeft aria-hidden="true" />
          {t('ticket.back')}
        </Link>
      </Button>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <h2 className="text-2xl font-semibold tracking-tight">{ticket.subject}</h2>
          <p className="text-sm text-muted-foreground">{t(`ticketCategories.${ticket.category}`)}</p>
        </div>
        <div className="flex items-center gap-2">
          <StatusBadge status={ticket.status} />
          <Button variant="outline" size="sm" onClick={toggle} disabled={status.isPending}>
            {closed ? <RotateCcw aria-hidden="true" /> : <CheckCircle2 aria-hidden="true" />}
            {closed ? t('ticket.reopen') : t('ticket.close')}
          </Button>
        </div>
      </header>
      <TicketThread ticket={ticket} viewer="user" dates={dates} />
      <ReplyForm
        label={closed ? t('ticket.replyClosed') : t('ticket.reply')}
        submitLabel={t('ticket.send')}
        pending={reply.isPending}
        onSend={(request) => reply.mutateAsync(request)}
      />
    </div>
  );
}
