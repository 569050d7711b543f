import { apiRequest } from '@/lib/api-client';
import {
  AdminTicketList,
  AdminTicketResponse,
  TicketList,
  TicketResponse,
  type AdminTicket,
  type AdminTicketListQuery,
  type CreateTicketRequest,
  type Ticket,
  type TicketReplyRequest,
} from '@alavanca/contracts/support';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const supportQueryKey = ['support'] as const;
const ticketsKey = [...supportQueryKey, 'tickets'] as const;
const ticketKey = (id: string) => [...supportQueryKey, 'ticket', id] as const;
const adminKey = [...supportQueryKey, 'admin'] as const;
const adminTicketKey = (id: string) => [...adminKey, 'ticket', id] as const;
const ticketPath = (id: string) => `/support/tickets/${encodeURIComponent(id)}`;
const adminTicketPath = (id: string) => `/admin/support/tickets/${encodeURIComponent(id)}`;

/** `GET /api/support/tickets`: the user's tickets, the last changed first. */
export const ticketsQueryOptions = queryOptions({
  queryKey: ticketsKey,
  queryFn: ({ signal }) => apiRequest('/support/tickets', TicketList, { signal }),
});

export function useTickets() {
  return useQuery(ticketsQueryOptions);
}

/** `GET /api/support/tickets/:id`: one of the user's tickets with its conversation. */
export function ticketQueryOptions(id: string) {
  return queryOptions({
    queryKey: ticketKey(id),
    queryFn: async ({ signal }) => (await apiRequest(ticketPath(id), TicketResponse, { signal })).ticket,
  });
}

export function useTicket(id: string) {
  return useQuery(ticketQueryOptions(id));
}

function useTicketMutation<V>(send: (variables: V) => Promise<Ticket>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (ticket) => {
      queryClient.setQueryData(ticketKey(ticket.id), ticket);
      void queryClient.invalidateQueries({ queryKey: ticketsKey });
    },
  });
}

/** `POST /api/support/tickets`: a new ticket, with a screenshot or not. */
export function useCreateTicket() {
  return useTicketMutation(
    async (request: CreateTicketRequest) =>
      (await apiRequest('/support/tickets', TicketResponse, { method: 'POST', body: request })).ticket,
  );
}

/** `POST /api/support/tickets/:id/messages`: the user writes again (the ticket opens again). */
export function useReplyToTicket(id: string) {
  return useTicketMutation(
    async (request: TicketReplyRequest) =>
      (await apiRequest(`${ticketPath(id)}/messages`, TicketResponse, { method: 'POST', body: request })).ticket,
  );
}

/** `PATCH /api/support/tickets/:id`: closed, or open again. */
export function useSetTicketStatus(id: string) {
  return useTicketMutation(
    async (status: 'open' | 'closed') =>
      (await apiRequest(ticketPath(id), TicketResponse, { method: 'PATCH', body: { status } })).ticket,
  );
}

/** `GET /api/admin/support/tickets`: every user's tickets, for operators only. */
export function useAdminTickets(query: AdminTicketListQuery) {
  return useQuery({
    queryKey: [...adminKey, 'list', query],
    queryFn: ({ signal }) =>
      apiRequest(`/admin/support/tickets?${new URLSearchParams(query).toString()}`, AdminTicketList, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminTicket(id: string) {
  return useQuery({
    queryKey: adminTicketKey(id),
    queryFn: async ({ signal }) => (await apiRequest(adminTicketPath(id), AdminTicketResponse, { signal })).ticket,
  });
}

function useAdminTicketMutation<V>(send: (variables: V) => Promise<AdminTicket>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (ticket) => {
      queryClient.setQueryData(adminTicketKey(ticket.id), ticket);
      void queryClient.invalidateQueries({ queryKey: [...adminKey, 'list'] });
    },
  });
}

/** An operator's answer: the ticket is answered and its owner notified. */
export function useAnswerTicket(id: string) {
  return useAdminTicketMutation(
    async (request: TicketReplyRequest) =>
      (await apiRequest(`${adminTicketPath(id)}/messages`, AdminTicketResponse, { method: 'POST', body: request }))
        .ticket,
  );
}

export function useAdminSetTicketStatus(id: string) {
  return useAdminTicketMutation(
    async (status: 'open' | 'closed') =>
      (await apiRequest(adminTicketPath(id), AdminTicketResponse, { method: 'PATCH', body: { status } })).ticket,
  );
}
