import { firstRead, type FirstReads } from '../first-reads';
import { ticketQueryOptions } from '@/features/support/api/tickets';
import { TicketScreen } from '@/features/support/components/ticket-screen';
import { usePreferences } from '@/lib/api/get-preferences';
import { DEFAULT_PREFERENCES } from '@alavanca/domain/constants';
import { useParams } from 'react-router';

/** /suporte/chamados/{id} and /support/tickets/{id}: one of the user's tickets. */
export function Component() {
  const preferences = usePreferences().data ?? DEFAULT_PREFERENCES;
  const id = useParams().id ?? '';
  return <TicketScreen key={id} id={id} dates={preferences} />;
}

/** What the screen reads as it first draws, put in the cache before it mounts (app/first-reads.ts). */
export const firstReads: FirstReads = ({ id = '' }) => [firstRead(ticketQueryOptions(id))];
