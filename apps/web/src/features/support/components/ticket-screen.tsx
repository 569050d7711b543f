import { ItemNotFound } from '@/components/item-not-found';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import type { DateTimePreferences } from '@alavanca/domain/locale/format';
import { useTranslation } from 'react-i18next';
import { useReplyToTicket, useSetTicketStatus, useTicket } from '../api/tickets';
import { SUPPORT_PATH } from '../utils/paths';
import { ReplyForm, TicketPage, TicketThread } from './ticket-thread';

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
  return (
    <TicketPage
      testId="ticket-screen"
      back={{ to: SUPPORT_PATH, label: t('ticket.back') }}
      ticket={ticket}
      details={t(`ticketCategories.${ticket.category}`)}
      setStatus={status}
    >
      <TicketThread ticket={ticket} viewer="user" dates={dates} />
      <ReplyForm
        label={ticket.status === 'closed' ? t('ticket.replyClosed') : t('ticket.reply')}
        submitLabel={t('ticket.send')}
        pending={reply.isPending}
        onSend={(request) => reply.mutateAsync(request)}
      />
    </TicketPage>
  );
}
