import type { DateTimePreferences } from '@alavanca/domain/locale/format';
import { useTranslation } from 'react-i18next';
import { useReplyToTicket, useSetTicketStatus, useTicket } from '../api/tickets';
import { SUPPORT_PATH } from '../utils/paths';
import { ReplyForm, TicketPage, TicketPending, TicketThread } from './ticket-thread';

/** /suporte/chamados/{id}: one of the user's tickets, its conversation, a reply, close or reopen. */
export function TicketScreen({ id, dates }: { id: string; dates: DateTimePreferences }) {
  const { t } = useTranslation(['support', 'common']);
  const query = useTicket(id);
  const reply = useReplyToTicket(id);
  const status = useSetTicketStatus(id);
  if (!query.data)
    return (
      <TicketPending
        error={query.error}
        list={{ to: SUPPORT_PATH, key: 'support:ticket.back' }}
        onRetry={() => void query.refetch()}
      />
    );
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
