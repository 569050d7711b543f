import { SYSTEM_NOTIFICATIONS } from '@alavanca/contracts/system-notifications';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { expect, it } from 'vitest';
import { communityCalls } from '../../test/community';
import { describeEachDatabase } from '../../test/databases';
import { userSettings } from '../../db/schema/user-data';
import { useOwnNotifications } from '../../test/notification-service';
import { useTestApp } from '../../test/test-app';
import type { TestUser } from '../../test/users';
import type { Mailer, MailMessage } from '../mail/mailer';
import { createCommunityDigestJob, type CommunityDigestJob } from './community-digest';

/*
 * The community's e-mail digest (decision 036): only where the member chose it, once per period
 * whatever the number of instances, with what they have not read and the new topics of their own
 * spaces, and nothing when nothing happened.
 */

const DAY_MS = 86_400_000;

describeEachDatabase('the community e-mail digest', (getDb) => {
  const api = useTestApp(getDb);
  const { call, newUser, posted, replied, created, joined } = communityCalls(api, getDb);
  const logger = pino({ level: 'silent' });

  /** A mailer that keeps what it is given, as the outbox would. */
  function recording(): Mailer & { sent: MailMessage[] } {
    const sent: MailMessage[] = [];
    return {
      transport: 'outbox',
      sent,
      async send(message) {
        sent.push(message);
      },
    };
  }

  /** One server instance's job at a given moment, mailing through `mailer`. */
  const instance = (mailer: Mailer, at: Date): CommunityDigestJob =>
    createCommunityDigestJob({
      orm: getDb().orm,
      mailer,
      logger,
      publicUrl: () => 'http://alavanca.test',
      now: () => at,
    });

  async function choose(user: TestUser, communityDigest: string): Promise<void> {
    const response = await call(user, 'PATCH', '/api/settings', { communityDigest });
    expect(response.status, await response.clone().text()).toBe(200);
  }

  async function dueAt(user: TestUser): Promise<Date | null | undefined> {
    const [row] = await getDb()
      .orm.select({ dueAt: userSettings.communityDigestDueAt })
      .from(userSettings)
      .where(eq(userSettings.userId, user.user.id));
    return row?.dueAt;
  }
  const mailsTo = (mailer: { sent: MailMessage[] }, user: TestUser) =>
    mailer.sent.filter((mail) => mail.userId === user.user.id);

  it('mails what the member has not read and the new topics of their spaces, once, and never what they may not see', async () => {
    const ana = await newUser('Ana Souza');
    const bia = await newUser('Bia Lima');
    const caio = await newUser('Caio Reis');
    const dan = await newUser('Dan Muted');
    const teacher = await newUser('Helena Professora', 'pro');
    const anaClass = await created(teacher);
    const otherClass = await created(teacher, { name: 'Outra turma' });
    await joined(ana, anaClass.joinCode!, 'Sabor da Ana');
    await choose(ana, 'daily');

    const own = await posted(ana, 'pt-BR/feedback', { title: 'Meu próprio tópico' });
    await replied(bia, own.id, 'Eu cobraria R$ 15.');
    await replied(caio, own.id, 'Eu também.');
    await posted(bia, 'pt-BR/wins', { title: 'Primeiro cliente pagante' });
    await posted(teacher, `class/${anaClass.id}`, { title: 'Combinados da turma' });
    await posted(teacher, `class/${otherClass.id}`, { title: 'Assunto de outra turma' });
    await posted(caio, 'en-US/wins', { title: 'First paying customer' });
    expect((await call(ana, 'PUT', `/api/community/members/${dan.user.id}/mute`)).status).toBe(204);
    await posted(dan, 'pt-BR/introductions', { title: 'Tópico de quem ela silenciou' });
    // Bia chose none: her news never come in a digest.
    const hers = await posted(bia, 'pt-BR/introductions', { title: 'Olá, sou a Bia' });
    await replied(caio, hers.id, 'Bem-vinda!');

    const mailer = recording();
    const later = new Date(Date.now() + 2 * DAY_MS);
    expect(await instance(mailer, later).run()).toBe(1);
    const [mail] = mailsTo(mailer, ana);
    expect(mail).toMatchObject({
      kind: 'communityDigest',
      to: ana.email,
      actionUrl: 'http://alavanca.test/comunidade',
    });
    expect(mail!.subject).toBe('Seu dia na comunidade do Alavanca');
    expect(mail!.text).toContain('Para você\n- 2 novas respostas nos seus tópicos');
    expect(mail!.text).toContain('Primeiro cliente pagante (ainda sem respostas)');
    expect(mail!.text).toContain('Combinados da turma');
    // The most answered first.
    expect(mail!.text).toContain('Novos tópicos nos seus espaços\n- Olá, sou a Bia (1 resposta)');
    for (const unseen of ['Meu próprio tópico', 'Assunto de outra turma', 'First paying customer', 'silenciou']) {
      expect(mail!.text).not.toContain(unseen);
      expect(mail!.html).not.toContain(unseen);
    }
    expect(mailsTo(mailer, bia)).toEqual([]);

    // Due again only the next morning: running again now sends nothing.
    const next = await dueAt(ana);
    expect(next!.getTime()).toBeGreaterThan(later.getTime());
    expect(next!.getTime()).toBeLessThanOrEqual(later.getTime() + DAY_MS);
    expect(await instance(mailer, later).run()).toBe(0);

    // Nothing happened since: the next digest is skipped, and moved on all the same.
    expect(await instance(mailer, next!).run()).toBe(0);
    expect((await dueAt(ana))!.getTime()).toBeGreaterThan(next!.getTime());
    expect(mailsTo(mailer, ana)).toHaveLength(1);
  });

  it('leaves out the news the member read in the app', async () => {
    const ana = await newUser('Ana Souza');
    const bia = await newUser('Bia Lima');
    await choose(ana, 'weekly');
    const topic = await posted(ana, 'pt-BR/feedback');
    await replied(bia, topic.id, 'Cobre mais.');
    expect((await call(ana, 'POST', '/api/notifications/read-all')).status).toBe(200);

    const mailer = recording();
    await instance(mailer, new Date(Date.now() + 8 * DAY_MS)).run();
    expect(mailsTo(mailer, ana)).toEqual([]);
  });

  it('is due at 07:00 of a Monday in the member’s zone for a weekly digest, not a minute before', async () => {
    const ana = await newUser('Ana Souza');
    const bia = await newUser('Bia Lima');
    expect((await call(ana, 'PATCH', '/api/preferences', { timezone: 'Asia/Tokyo' })).status).toBe(200);
    await choose(ana, 'weekly');
    const topic = await posted(ana, 'pt-BR/feedback');
    await replied(bia, topic.id, 'Cobre mais.');

    const due = (await dueAt(ana))!;
    const tokyo = new Intl.DateTimeFormat('en-US', {
      timeZone: 'Asia/Tokyo',
      weekday: 'long',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    expect(tokyo.format(due)).toBe('Monday 07:00');
    const mailer = recording();
    await instance(mailer, new Date(due.getTime() - 60_000)).run();
    expect(mailsTo(mailer, ana)).toEqual([]);
    await instance(mailer, due).run();
    expect(mailsTo(mailer, ana).map((mail) => mail.subject)).toEqual(['Sua semana na comunidade do Alavanca']);
  });

  it('is written once when two instances run at the same moment', async () => {
    const bia = await newUser('Bia Lima');
    const members = await Promise.all(['Ana', 'Caio', 'Duda'].map((name) => newUser(name)));
    for (const member of members) {
      await choose(member, 'daily');
      const topic = await posted(member, 'pt-BR/feedback');
      await replied(bia, topic.id, 'Cobre mais.');
    }

    const first = recording();
    const second = recording();
    const later = new Date(Date.now() + 2 * DAY_MS);
    const [one, two] = await Promise.all([instance(first, later).run(), instance(second, later).run()]);
    expect(one + two).toBeGreaterThanOrEqual(members.length);
    for (const member of members) {
      expect([...mailsTo(first, member), ...mailsTo(second, member)], member.email).toHaveLength(1);
    }
  });

  it('stops when the member chooses none', async () => {
    const ana = await newUser('Ana Souza');
    const bia = await newUser('Bia Lima');
    await choose(ana, 'daily');
    const topic = await posted(ana, 'pt-BR/feedback');
    await replied(bia, topic.id, 'Cobre mais.');
    await choose(ana, 'off');
    expect(await dueAt(ana)).toBeNull();
    const mailer = recording();
    await instance(mailer, new Date(Date.now() + 2 * DAY_MS)).run();
    expect(mailsTo(mailer, ana)).toEqual([]);
  });
});

describeEachDatabase('the community’s news by e-mail with a digest chosen', (getDb) => {
  const api = useTestApp(getDb);
  const { call, newUser } = communityCalls(api, getDb);
  const sent: MailMessage[] = [];
  const own = useOwnNotifications(getDb, {
    transport: 'outbox',
    async send(message) {
      sent.push(message);
    },
  });

  it('comes in the digest alone, while other notifications still come one by one', async () => {
    const ana = await newUser('Ana Souza');
    const bia = await newUser('Bia Lima');
    expect((await call(ana, 'PATCH', '/api/settings', { communityDigest: 'daily' })).status).toBe(200);
    const route = '/comunidade';
    for (const user of [ana, bia]) {
      await own.notifications.create({ userId: user.user.id, ...SYSTEM_NOTIFICATIONS.communityReply, route });
      await own.notifications.create({ userId: user.user.id, ...SYSTEM_NOTIFICATIONS.communityLifted, route });
    }
    await own.backgroundTasks.idle();
    const subjects = (user: TestUser) =>
      sent.filter((mail) => mail.userId === user.user.id).map((mail) => mail.subject);
    expect(subjects(ana)).toEqual(['Sua sanção na comunidade terminou']);
    expect(subjects(bia).sort()).toEqual(['Nova resposta no seu tópico', 'Sua sanção na comunidade terminou']);
  });
});
