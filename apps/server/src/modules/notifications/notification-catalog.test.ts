import fs from 'node:fs';
import path from 'node:path';
import { MODERATION_NOTIFICATIONS, SYSTEM_NOTIFICATIONS } from '@alavanca/contracts/system-notifications';
import enUS from '@alavanca/contracts/locales/en-US/notifications.json';
import { LANGUAGES } from '@alavanca/domain/constants';
import { allMotivationKeys } from '@alavanca/domain/mentor/motivation';
import { describe, expect, it } from 'vitest';
import { readMigrationJournal, readMigrationState } from '../../db/migrations';
import { resolveMigrationsFolder } from '../../server-paths';
import { describeEachDatabase } from '../../test/databases';
import { signUpTestUser } from '../../test/users';
import { readOwnedRows } from '../../test/read-owned-rows';
import { useTestApp } from '../../test/test-app';
import { notificationText } from './notification-text';

describeEachDatabase('notification routes', (getDb) => {
  const api = useTestApp(getDb);

  describe('migration 0002 (catalog keys)', () => {
    const statements = () =>
      fs
        .readFileSync(path.join(resolveMigrationsFolder(), '0002_notification-catalog-keys.sql'), 'utf8')
        .split('--> statement-breakpoint')
        .map((statement) => statement.trim())
        .filter((statement) => statement !== '');

    it('is applied', async () => {
      const journal = readMigrationJournal(resolveMigrationsFolder());
      const state = await readMigrationState(getDb(), journal);
      expect(state).toMatchObject({ applied: journal.entries.length, latest: journal.entries.at(-1)?.tag });
      expect(journal.entries.map((entry) => entry.tag)).toContain('0002_notification-catalog-keys');
    });

    it('rewrites the old keys of system notifications, and only those', async () => {
      const quinn = await signUpTestUser(api.baseUrl);
      const insert = (title: string, description: string) =>
        getDb()
          .query<{ id: string }>(
            `insert into notifications (user_id, title, description, type) values ($1, $2, $3, 'warning') returning id`,
            [quinn.user.id, title, description],
          )
          .then(([row]) => row?.id ?? '');
      const oldSession = await insert(
        'notifications.system.newSession.title',
        'notifications.system.newSession.description',
      );
      const oldReset = await insert(
        'notifications.system.passwordRecovery.title',
        'notifications.system.passwordRecovery.description',
      );
      const untouched = [
        ['notifications:system.newSession.title', 'notifications:system.newSession.description'],
        ['notifications.systemic', 'Notifications system is down'],
        ['Your notifications.system.newSession', 'plain text'],
        ['notifications:motivation.eva.title', 'notifications:motivation.eva.lines.1'],
      ];
      const untouchedIds = [];
      for (const [title, description] of untouched) untouchedIds.push(await insert(title ?? '', description ?? ''));
      const before = await readOwnedRows(getDb(), quinn.user.id);

      expect(statements()).toHaveLength(2);
      // Twice: the second run finds nothing left to change.
      for (let run = 0; run < 2; run += 1) {
        for (const statement of statements()) await getDb().query(statement);
      }

      const rows = await getDb().query<{ id: string; title: string; description: string }>(
        'select id, title, description from notifications where user_id = $1',
        [quinn.user.id],
      );
      const byId = new Map(rows.map((row) => [row.id, row]));
      expect(byId.get(oldSession)).toMatchObject({
        title: SYSTEM_NOTIFICATIONS.newSession.title,
        description: SYSTEM_NOTIFICATIONS.newSession.description,
      });
      expect(byId.get(oldReset)).toMatchObject({
        title: SYSTEM_NOTIFICATIONS.passwordRecovery.title,
        description: SYSTEM_NOTIFICATIONS.passwordRecovery.description,
      });
      untouchedIds.forEach((id, index) => {
        expect(byId.get(id)).toMatchObject({ title: untouched[index]?.[0], description: untouched[index]?.[1] });
      });
      // Every other row of the user is as it was.
      const after = await readOwnedRows(getDb(), quinn.user.id);
      const changed = new Set([oldSession, oldReset]);
      expect((after.notifications ?? []).filter((row) => !changed.has(row.id as string))).toEqual(
        (before.notifications ?? []).filter((row) => !changed.has(row.id as string)),
      );
      // The rewritten rows now read as text in every language.
      const session = byId.get(oldSession);
      for (const language of LANGUAGES) {
        expect(notificationText(session?.title ?? '', language)).not.toBe(session?.title);
      }
    });
  });
});

describe('notificationText', () => {
  it('translates catalog keys in every language', () => {
    expect(notificationText(SYSTEM_NOTIFICATIONS.newSession.title, 'pt-BR')).toBe('Nova Sessão Iniciada');
    expect(notificationText(SYSTEM_NOTIFICATIONS.newSession.title, 'en-US')).toBe('New Session Started');
    expect(notificationText(SYSTEM_NOTIFICATIONS.newSession.title, 'es-ES')).toBe('Nueva sesión iniciada');
    expect(notificationText(SYSTEM_NOTIFICATIONS.newSession.title, 'fr-FR')).toBe('Nouvelle session ouverte');
    expect(notificationText(SYSTEM_NOTIFICATIONS.newSession.title, 'de-DE')).toBe('Neue Sitzung gestartet');
    expect(notificationText(SYSTEM_NOTIFICATIONS.passwordRecovery.description, 'en-US')).toBe(
      enUS.system.passwordRecovery.description,
    );
    expect(notificationText('notifications:motivation.eva.lines.1', 'en-US')).toBe(enUS.motivation.eva.lines['1']);
  });

  it('has a text for every key the system writes, in every language', () => {
    const keys = [
      ...Object.values(SYSTEM_NOTIFICATIONS).flatMap((entry) => [entry.title, entry.description]),
      ...Object.values(MODERATION_NOTIFICATIONS).map((entry) => entry.title),
      ...allMotivationKeys(),
    ];
    for (const language of LANGUAGES) {
      for (const key of keys) {
        const text = notificationText(key, language);
        expect(text, `${language} ${key}`).not.toBe(key);
        expect(text.trim(), `${language} ${key}`).not.toBe('');
      }
    }
  });

  it.each([
    'Plain text written by hand',
    '',
    'notifications.system.newSession.title',
    'Notifications:system.newSession.title',
    ' notifications:system.newSession.title',
  ])('leaves text that is not a key as it is: %j', (value) => {
    for (const language of LANGUAGES) expect(notificationText(value, language)).toBe(value);
  });

  it.each([
    'notifications:',
    'notifications:system',
    'notifications:system.newSession',
    'notifications:system.nothing.title',
    'notifications:system.newSession.title.more',
    'notifications:constructor',
    'notifications:toString',
    'notifications:__proto__',
    'notifications:__proto__.constructor',
    'notifications:system.newSession.title.length',
  ])('answers a key the catalog lacks as it is: %s', (key) => {
    for (const language of LANGUAGES) expect(notificationText(key, language)).toBe(key);
  });
});
