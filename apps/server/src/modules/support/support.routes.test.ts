import { ErrorResponse } from '@alavanca/contracts/errors';
import { NotificationListResponse } from '@alavanca/contracts/notifications';
import {
  AdminAccess,
  AdminTicketList,
  AdminTicketResponse,
  TicketList,
  TicketResponse,
  type Ticket,
} from '@alavanca/contracts/support';
import { SYSTEM_NOTIFICATIONS } from '@alavanca/contracts/system-notifications';
import { TEXT_LIMITS, SUPPORT_ATTACHMENT_MAX_BYTES } from '@alavanca/domain/constants';
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/databases';
import { waitForEmails } from '../../test/notifications';
import { useTestApp } from '../../test/test-app';
import { signUpTestUser, type TestUser } from '../../test/users';
import { changeAdminRole } from '../admins/admins.service';

/** A real 1×1 PNG. */
const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const SCREENSHOT = { fileName: 'tela do mês.png', contentType: 'image/png', data: PNG_BASE64 };
const TICKET = { subject: 'Não consigo avançar o mês', category: 'simulations', message: 'O botão não responde.' };

describeEachDatabase('support tickets', (getDb) => {
  const api = useTestApp(getDb);
  const call = (user: TestUser, method: string, path: string, body?: unknown) =>
    api.call(method, path, { cookie: user.cookie, body });
  const readError = async (response: Response) => ErrorResponse.parse(await response.json()).error;
  const rows = async (table: string, userId: string) => {
    const [row] = await getDb().query<{ count: number }>(
      `select count(*)::int as count from ${table} where user_id = $1`,
      [userId],
    );
    return row?.count ?? 0;
  };

  async function opened(user: TestUser, body: unknown = { ...TICKET, attachment: SCREENSHOT }): Promise<Ticket> {
    const response = await call(user, 'POST', '/api/support/tickets', body);
    expect(response.status, await response.clone().text()).toBe(201);
    return TicketResponse.parse(await response.json()).ticket;
  }

  async function operator(): Promise<TestUser> {
    const admin = await signUpTestUser(api.baseUrl, { name: 'Operadora' });
    expect(await changeAdminRole(getDb().orm, 'grant', admin.email.toUpperCase())).toBe('granted');
    return admin;
  }

  it('opens a ticket with a screenshot, lists it, shows its thread and serves the screenshot to its owner', async () => {
    const alice = await signUpTestUser(api.baseUrl);
    const ticket = await opened(alice);
    expect(ticket).toMatchObject({ subject: TICKET.subject, category: 'simulations', status: 'open' });
    const [first] = ticket.messages;
    expect(first).toMatchObject({ author: 'user', body: TICKET.message });
    expect(first!.attachments).toEqual([
      { id: expect.any(String), fileName: 'tela do mês.png', contentType: 'image/png', size: 68 },
    ]);
    const list = TicketList.parse(await (await call(alice, 'GET', '/api/support/tickets')).json());
    expect(list.tickets.map((entry) => entry.id)).toEqual([ticket.id]);

    const image = await call(alice, 'GET', `/api/support/attachments/${first!.attachments[0]!.id}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(image.headers.get('content-security-policy')).toBe("default-src 'none'");
    expect(Buffer.from(await image.arrayBuffer()).equals(Buffer.from(PNG_BASE64, 'base64'))).toBe(true);
  });

  it('refuses bad input and a screenshot that is not one, storing nothing', async () => {
    const alice = await signUpTestUser(api.baseUrl);
    const tooLarge = Buffer.concat([
      Buffer.from(PNG_BASE64, 'base64'),
      Buffer.alloc(SUPPORT_ATTACHMENT_MAX_BYTES),
    ]).toString('base64');
    const cases: [unknown, string][] = [
      [{ ...TICKET, subject: '  ' }, 'subject'],
      [{ ...TICKET, category: 'gossip' }, 'category'],
      [{ ...TICKET, message: 'x'.repeat(TEXT_LIMITS.support.message + 1) }, 'message'],
      [{ ...TICKET, attachment: { ...SCREENSHOT, contentType: 'image/gif' } }, 'attachment.contentType'],
      [
        { ...TICKET, attachment: { ...SCREENSHOT, data: Buffer.from('<script>x</script>').toString('base64') } },
        'attachment.data',
      ],
      [{ ...TICKET, attachment: { ...SCREENSHOT, data: tooLarge } }, 'attachment.data'],
    ];
    for (const [body, path] of cases) {
      const response = await call(alice, 'POST', '/api/support/tickets', body);
      expect(response.status, path).toBe(400);
      const error = await readError(response);
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.issues?.map((issue) => issue.path)).toContain(path);
    }
    for (const table of ['support_tickets', 'support_messages', 'support_attachments']) {
      expect(await rows(table, alice.user.id), table).toBe(0);
    }
  });

  it('keeps each user’s tickets and screenshots to them: another user’s ids answer 404', async () => {
    const alice = await signUpTestUser(api.baseUrl);
    const bob = await signUpTestUser(api.baseUrl);
    const ticket = await opened(alice);
    const attachment = ticket.messages[0]!.attachments[0]!.id;
    for (const [method, path, body] of [
      ['GET', `/api/support/tickets/${ticket.id}`, undefined],
      ['POST', `/api/support/tickets/${ticket.id}/messages`, { message: 'Eu também' }],
      ['PATCH', `/api/support/tickets/${ticket.id}`, { status: 'closed' }],
      ['GET', `/api/support/attachments/${attachment}`, undefined],
      ['GET', `/api/support/tickets/${randomUUID()}`, undefined],
    ] as const) {
      expect((await call(bob, method, path, body)).status, `${method} ${path}`).toBe(404);
    }
    expect(TicketList.parse(await (await call(bob, 'GET', '/api/support/tickets')).json()).tickets).toEqual([]);
    expect(await rows('support_messages', alice.user.id)).toBe(1);
  });

  it('refuses the admin area to anyone without the role, whatever the request', async () => {
    const alice = await signUpTestUser(api.baseUrl);
    const ticket = await opened(alice);
    expect(AdminAccess.parse(await (await call(alice, 'GET', '/api/admin/access')).json())).toEqual({ admin: false });
    for (const [method, path, body] of [
      ['GET', '/api/admin/support/tickets', undefined],
      ['GET', `/api/admin/support/tickets/${ticket.id}`, undefined],
      ['POST', `/api/admin/support/tickets/${ticket.id}/messages`, { message: 'Resolvido!' }],
      ['PATCH', `/api/admin/support/tickets/${ticket.id}`, { status: 'closed' }],
    ] as const) {
      const response = await call(alice, method, path, body);
      expect(response.status, `${method} ${path}`).toBe(403);
      expect((await readError(response)).code).toBe('FORBIDDEN');
    }
    expect((await call(alice, 'GET', `/api/support/tickets/${ticket.id}`)).status).toBe(200);
    const stored = TicketResponse.parse(await (await call(alice, 'GET', `/api/support/tickets/${ticket.id}`)).json());
    expect(stored.ticket.messages).toHaveLength(1);
    expect(stored.ticket.status).toBe('open');
  });

  it('lets an operator find, read and answer a ticket; its owner is notified and e-mailed, and sees the answer', async () => {
    const alice = await signUpTestUser(api.baseUrl, { name: 'Alice Alves' });
    const ticket = await opened(alice);
    const admin = await operator();
    expect(AdminAccess.parse(await (await call(admin, 'GET', '/api/admin/access')).json())).toEqual({ admin: true });

    const found = AdminTicketList.parse(
      await (
        await call(admin, 'GET', `/api/admin/support/tickets?status=open&search=${encodeURIComponent(alice.email)}`)
      ).json(),
    );
    expect(found.tickets).toEqual([
      expect.objectContaining({ id: ticket.id, user: expect.objectContaining({ email: alice.email }) }),
    ]);
    const none = AdminTicketList.parse(
      await (await call(admin, 'GET', '/api/admin/support/tickets?status=closed&search=avançar')).json(),
    );
    expect(none.tickets.some((entry) => entry.id === ticket.id)).toBe(false);

    // An operator sees the owner's screenshot too.
    const attachment = ticket.messages[0]!.attachments[0]!.id;
    expect((await call(admin, 'GET', `/api/support/attachments/${attachment}`)).status).toBe(200);

    const answered = await call(admin, 'POST', `/api/admin/support/tickets/${ticket.id}/messages`, {
      message: 'Atualize a página e tente de novo.',
    });
    expect(answered.status).toBe(200);
    expect(AdminTicketResponse.parse(await answered.json()).ticket.status).toBe('answered');

    const seen = TicketResponse.parse(
      await (await call(alice, 'GET', `/api/support/tickets/${ticket.id}`)).json(),
    ).ticket;
    expect(seen.status).toBe('answered');
    expect(seen.messages.map((message) => [message.author, message.body])).toEqual([
      ['user', TICKET.message],
      ['support', 'Atualize a página e tente de novo.'],
    ]);
    const notifications = NotificationListResponse.parse(await (await call(alice, 'GET', '/api/notifications')).json());
    expect(notifications.notifications[0]).toMatchObject({
      title: SYSTEM_NOTIFICATIONS.supportAnswered.title,
      route: `/suporte/chamados/${ticket.id}`,
    });
    await waitForEmails(getDb(), alice.email, 1);
  });

  it('closes and reopens a ticket; a reply from its owner opens it again', async () => {
    const alice = await signUpTestUser(api.baseUrl);
    const ticket = await opened(alice, TICKET);
    const status = async (response: Response) => TicketResponse.parse(await response.json()).ticket.status;
    expect(await status(await call(alice, 'PATCH', `/api/support/tickets/${ticket.id}`, { status: 'closed' }))).toBe(
      'closed',
    );
    expect(await status(await call(alice, 'PATCH', `/api/support/tickets/${ticket.id}`, { status: 'open' }))).toBe(
      'open',
    );
    await call(alice, 'PATCH', `/api/support/tickets/${ticket.id}`, { status: 'closed' });
    const reply = await call(alice, 'POST', `/api/support/tickets/${ticket.id}/messages`, {
      message: 'Voltou a acontecer.',
      attachment: SCREENSHOT,
    });
    const reopened = TicketResponse.parse(await reply.json()).ticket;
    expect(reopened.status).toBe('open');
    expect(reopened.messages).toHaveLength(2);
    expect(reopened.messages[1]!.attachments).toHaveLength(1);
    expect((await call(alice, 'PATCH', `/api/support/tickets/${ticket.id}`, { status: 'answered' })).status).toBe(400);
  });

  it('grants and revokes the role from the command line’s function, by e-mail', async () => {
    const alice = await signUpTestUser(api.baseUrl);
    const { orm } = getDb();
    expect(await changeAdminRole(orm, 'grant', alice.email)).toBe('granted');
    expect(await changeAdminRole(orm, 'grant', alice.email)).toBe('unchanged');
    expect(AdminAccess.parse(await (await call(alice, 'GET', '/api/admin/access')).json())).toEqual({ admin: true });
    expect(await changeAdminRole(orm, 'revoke', alice.email)).toBe('revoked');
    expect(await changeAdminRole(orm, 'revoke', alice.email)).toBe('unchanged');
    expect(await changeAdminRole(orm, 'grant', 'nobody@example.test')).toBe('no such account');
    expect((await call(alice, 'GET', '/api/admin/support/tickets')).status).toBe(403);
  });
});
