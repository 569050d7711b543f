import { MotivationResponse } from '@alavanca/contracts/notifications';
import deDE from '@alavanca/contracts/locales/de-DE/notifications.json';
import enUS from '@alavanca/contracts/locales/en-US/notifications.json';
import frFR from '@alavanca/contracts/locales/fr-FR/notifications.json';
import ptBR from '@alavanca/contracts/locales/pt-BR/notifications.json';
import { allMotivationKeys, MOTIVATION_KEY_PREFIX } from '@alavanca/domain/mentor/motivation';
import { describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/databases';
import { signUpTestUser } from '../../test/users';
import { notificationText } from './notification-text';
import { insertRows, notificationEmails, sleep, useNotificationsApp, waitForEmails } from '../../test/notifications';

describeEachDatabase('notification routes', (getDb) => {
  const { api, list, signIn } = useNotificationsApp(getDb);

  describe('motivation', () => {
    const motivationRows = (userId: string) =>
      getDb().query<{ id: string; created_at: Date }>(
        `select id, created_at from notifications where user_id = $1 and title like 'notifications:motivation.%'`,
        [userId],
      );

    it('writes one mentor line, then none for 24 hours', async () => {
      const jan = await signUpTestUser(api.baseUrl, { language: 'en-US' });
      const response = await api.call('POST', '/api/notifications/motivation', { cookie: jan.cookie });
      expect(response.status).toBe(200);
      const { notification } = MotivationResponse.parse(await response.json());
      expect(notification).toMatchObject({ type: 'info', route: '/mentor-ia', read: false });
      const title = notification?.title ?? '';
      const description = notification?.description ?? '';
      expect(title.startsWith(MOTIVATION_KEY_PREFIX)).toBe(true);
      expect(description.startsWith(MOTIVATION_KEY_PREFIX)).toBe(true);
      // A persona's title with one of that persona's lines.
      const source = /^notifications:motivation\.(\w+)\.title$/.exec(title)?.[1];
      expect(description).toMatch(new RegExp(`^notifications:motivation\\.${source}\\.lines\\.\\d+$`));
      expect(allMotivationKeys()).toContain(title);
      expect(allMotivationKeys()).toContain(description);
      expect((await list(jan)).notifications[0]?.id).toBe(notification?.id);

      const second = await api.call('POST', '/api/notifications/motivation', { cookie: jan.cookie });
      expect(second.status).toBe(200);
      expect(MotivationResponse.parse(await second.json())).toEqual({ notification: null });
      expect(await motivationRows(jan.user.id)).toHaveLength(1);

      // Still within the 24 hours: none.
      await getDb().query(
        `update notifications set created_at = now() - interval '23 hours 59 minutes' where id = $1`,
        [notification?.id],
      );
      const third = await api.call('POST', '/api/notifications/motivation', { cookie: jan.cookie });
      expect(MotivationResponse.parse(await third.json())).toEqual({ notification: null });

      // Once 24 hours passed, another.
      await getDb().query(`update notifications set created_at = now() - interval '24 hours 1 minute' where id = $1`, [
        notification?.id,
      ]);
      const fourth = await api.call('POST', '/api/notifications/motivation', { cookie: jan.cookie });
      expect(MotivationResponse.parse(await fourth.json()).notification).not.toBeNull();
      expect(await motivationRows(jan.user.id)).toHaveLength(2);
    });

    it('is not held back by another user’s line, nor by other notifications', async () => {
      const kim = await signUpTestUser(api.baseUrl);
      const lee = await signUpTestUser(api.baseUrl);
      await insertRows(getDb(), lee.user.id, [
        { title: 'notifications:system.newSession.title', createdAt: new Date().toISOString() },
      ]);
      const forKim = await api.call('POST', '/api/notifications/motivation', { cookie: kim.cookie });
      expect(MotivationResponse.parse(await forKim.json()).notification).not.toBeNull();
      const forLee = await api.call('POST', '/api/notifications/motivation', { cookie: lee.cookie });
      expect(MotivationResponse.parse(await forLee.json()).notification).not.toBeNull();
    });

    it('writes exactly one line for 20 requests at once', async () => {
      const max = await signUpTestUser(api.baseUrl);
      const answers = await Promise.all(
        Array.from({ length: 20 }, async () => {
          const response = await api.call('POST', '/api/notifications/motivation', { cookie: max.cookie });
          expect(response.status).toBe(200);
          return MotivationResponse.parse(await response.json()).notification;
        }),
      );
      expect(answers.filter((answer) => answer !== null)).toHaveLength(1);
      expect(await motivationRows(max.user.id)).toHaveLength(1);
    });
  });

  describe('e-mail copies', () => {
    it('sends each new notification by e-mail in the user’s current language', async () => {
      const nina = await signUpTestUser(api.baseUrl, { name: 'Nina Nunes', language: 'de-DE' });
      const [welcome] = await waitForEmails(getDb(), nina.email, 1);
      expect(welcome?.subject).toBe(deDE.system.newSession.title);
      expect(welcome?.text_body).toContain('Hallo Nina Nunes,');
      expect(welcome?.text_body).toContain(deDE.system.newSession.description);
      expect(welcome?.text_body).toMatch(/^https?:\/\/[^/\s]+\/notificacoes$/m);
      expect(welcome?.html_body).toContain('<html lang="de-DE">');

      const motivation = await api.call('POST', '/api/notifications/motivation', { cookie: nina.cookie });
      const { notification } = MotivationResponse.parse(await motivation.json());
      const [, copy] = await waitForEmails(getDb(), nina.email, 2);
      expect(copy?.subject).toBe(notificationText(notification?.title ?? '', 'de-DE'));
      expect(copy?.subject).not.toContain('notifications:');
      expect(copy?.text_body).toContain(notificationText(notification?.description ?? '', 'de-DE'));

      // The language is read when sending, not fixed at sign-up.
      const switched = await api.call('PATCH', '/api/preferences', {
        cookie: nina.cookie,
        body: { language: 'fr-FR' },
      });
      expect(switched.status).toBe(200);
      await signIn(nina);
      const [, , french] = await waitForEmails(getDb(), nina.email, 3);
      expect(french?.subject).toBe(frFR.system.newSession.title);
      expect(french?.text_body).toContain('Bonjour Nina Nunes,');
    });

    it('defaults to pt-BR, and sends nothing once the user turned e-mail notifications off', async () => {
      const otto = await signUpTestUser(api.baseUrl, { name: 'Otto' });
      const [first] = await waitForEmails(getDb(), otto.email, 1);
      expect(first?.subject).toBe(ptBR.system.newSession.title);

      const off = await api.call('PATCH', '/api/settings', {
        cookie: otto.cookie,
        body: { emailNotifications: false },
      });
      expect(off.status).toBe(200);
      expect(await off.json()).toMatchObject({ emailNotifications: false });

      await signIn(otto);
      const motivation = await api.call('POST', '/api/notifications/motivation', { cookie: otto.cookie });
      expect(MotivationResponse.parse(await motivation.json()).notification).not.toBeNull();
      const page = await list(otto);
      expect(page.notifications).toHaveLength(3);

      // A copy for someone else made after these arrives; Otto's would have by then.
      const paula = await signUpTestUser(api.baseUrl, { language: 'en-US' });
      const [paulas] = await waitForEmails(getDb(), paula.email, 1);
      expect(paulas?.subject).toBe(enUS.system.newSession.title);
      await sleep(300);
      expect(await notificationEmails(getDb(), otto.email)).toHaveLength(1);
    });
  });
});
