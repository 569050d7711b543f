import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openApp, toast } from './support/app';
import { person } from './support/classes';
import { reachLevelOne } from './support/community-level';
import { grantOperatorRole } from './support/operators';
import { expectFits } from './support/phone';
import { text } from './support/site';

// Two members meet and write to each other (decision 036), in Portuguese and English: both reach
// trust level 1 by reading the community, one turns her profile on and the other finds it in the
// directory by city and business type and follows her; his private message reaches her open tab
// live with its notification, she replies and his tab follows; she reports his next message and
// blocks him, after which his messages are refused; an operator finds the report in the queue and
// deletes the message, which her open conversation shows at once. Each new screen is scanned with
// axe and measured at a phone's widths.

/** The e-mail of the account signed in on `page`. */
async function emailOf(page: Page): Promise<string> {
  const response = await page.request.get('/api/session');
  return ((await response.json()) as { user: { email: string } }).user.email;
}

for (const language of ['pt-BR', 'en-US'] as const) {
  const t = (key: string, values?: Record<string, string | number>) => text(language, 'communityNetwork', key, values);
  const community = (key: string, values?: Record<string, string | number>) => text(language, 'community', key, values);

  test(`two members meet in the directory, write privately live, and a block and a report hold (${language})`, async ({
    browser,
    baseURL,
    expectNoA11yViolations,
  }) => {
    // Seven accounts to reach level 1, three browsers, eight scans and six screens at two widths.
    test.setTimeout(240_000);
    const ana = await person(browser, baseURL, `network-ana-${language}`, { language });
    const bruno = await person(browser, baseURL, `network-bruno-${language}`, { language });
    await reachLevelOne(browser, baseURL, language, [ana, bruno]);
    const city = `Vila ${randomUUID().slice(0, 6)}`;
    const shown = `Ana ${city}`;

    // Ana turns her profile on from the community's home.
    await openApp(ana, '/comunidade');
    await ana.getByTestId('profile-link').click();
    const form = ana.getByTestId('profile-form');
    await form.getByRole('checkbox', { name: t('profile.visible') }).check();
    await form.getByLabel(t('profile.name')).fill(shown);
    await form.getByLabel(t('profile.city')).fill(city);
    await form.getByRole('combobox', { name: t('profile.businessType') }).click();
    await ana.getByRole('option', { name: community('spaces.food.name') }).click();
    await form.getByLabel(t('profile.seeks')).fill('Fornecedor de grãos');
    await form.getByLabel(t('profile.link', { number: 1 })).fill('https://cafe.example/ana');
    await form.getByTestId('profile-save').click();
    await expect(toast(ana, t('profile.saved'))).toBeVisible();
    await expect(ana.getByTestId('see-profile')).toBeVisible();
    await expectNoA11yViolations(ana, { label: 'the profile editor' });
    await expectFits(ana, 'the profile editor');

    // Bruno finds her in the directory by her city and business type, and follows her.
    await openApp(bruno, '/comunidade/membros');
    const filters = bruno.getByTestId('member-filters');
    await filters.getByLabel(t('directory.city')).fill(city);
    await filters.getByRole('combobox', { name: t('directory.businessType') }).click();
    await bruno.getByRole('option', { name: community('spaces.food.name') }).click();
    await filters.getByTestId('filter-apply').click();
    const card = bruno.getByTestId('member-card');
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(t('directory.seeks', { text: 'Fornecedor de grãos' }));
    await expectNoA11yViolations(bruno, { label: 'the directory, filtered' });
    await expectFits(bruno, 'the directory');
    await card.getByRole('link', { name: shown }).click();
    await expect(bruno.getByRole('heading', { level: 2, name: shown })).toBeVisible();
    await bruno.getByTestId('follow').click();
    await expect(bruno.getByTestId('follow')).toHaveAttribute('aria-pressed', 'true');
    await expect(bruno.getByTestId('member-counts')).toContainText(t('member.followers_one', { count: 1 }));
    await expectNoA11yViolations(bruno, { label: 'a member’s profile' });
    await expectFits(bruno, 'a member’s profile');

    // Ana keeps her conversations open: Bruno's message arrives there live, and in her bell.
    await openApp(ana, '/comunidade/mensagens');
    await expect(ana.getByText(t('messages.empty'))).toBeVisible();
    await bruno.getByLabel(t('member.message', { name: shown })).fill('Oi, Ana! Você vende **grãos**?');
    await bruno.getByTestId('message-member-send').click();
    await expect(bruno).toHaveURL(/\/comunidade\/mensagens\/[0-9a-f-]{36}$/);
    const row = ana.getByTestId('conversation-row');
    await expect(row).toContainText('Oi, Ana! Você vende grãos?');
    await expect(row).toContainText(t('messages.unread_one', { count: 1 }));
    await ana.getByTestId('notification-bell').click();
    await expect(ana.getByTestId('notification-panel')).toContainText(
      text(language, 'notifications', 'system.communityMessage.title'),
    );
    await ana.keyboard.press('Escape');
    await expectNoA11yViolations(ana, { label: 'the conversations, one unread' });
    await expectFits(ana, 'the conversations');

    // She opens it and replies; Bruno's open conversation takes the reply without a reload.
    await row.click();
    await expect(ana.getByTestId('message').locator('strong')).toHaveText('grãos');
    await ana.getByLabel(t('conversation.reply')).fill('Vendo sim!');
    await ana.getByTestId('conversation-reply-send').click();
    await expect(bruno.getByTestId('message')).toHaveCount(2);
    await expect(bruno.getByTestId('message').nth(1)).toContainText('Vendo sim!');
    await expectNoA11yViolations(bruno, { label: 'a conversation' });
    await expectFits(bruno, 'a conversation');

    // Bruno's next message is abuse: Ana reports it, then blocks him, and his messages are refused.
    const abuse = `Você é uma fraude ${randomUUID().slice(0, 6)}`;
    await bruno.getByLabel(t('conversation.reply')).fill(abuse);
    await bruno.getByTestId('conversation-reply-send').click();
    const reported = ana.getByTestId('message').filter({ hasText: abuse });
    await expect(reported).toBeVisible();
    await reported.getByTestId('report-message').click();
    const dialog = ana.getByRole('dialog', { name: t('conversation.reportTitle') });
    await dialog.getByRole('radio', { name: community('flag.reasons.abuse') }).check();
    await expectNoA11yViolations(ana, { label: 'reporting a message' });
    await dialog.getByTestId('report-send').click();
    await expect(toast(ana, t('conversation.reportSent'))).toBeVisible();
    await expect(reported).toContainText(t('conversation.reported'));
    await ana.getByTestId('block').click();
    const confirm = ana.getByRole('dialog');
    await confirm.getByRole('button', { name: t('member.block') }).click();
    await expect(ana.getByTestId('reply-closed')).toHaveText(t('member.blocked'));
    await bruno.getByLabel(t('conversation.reply')).fill('Desculpe?');
    await bruno.getByTestId('conversation-reply-send').click();
    await expect(toast(bruno, t('conversation.failed'))).toContainText(t('member.closed'));
    await expect(bruno.getByTestId('message')).toHaveCount(3);

    // The operator finds the reported message alone in the queue and deletes it; Ana sees it go.
    const boss = await person(browser, baseURL, `network-operator-${language}`, { language });
    grantOperatorRole(await emailOf(boss));
    await openApp(boss, '/comunidade/moderacao');
    const item = boss.getByTestId('message-queue-item').filter({ hasText: abuse });
    await expect(item).toContainText(
      community('moderation.flags', { reason: community('flag.reasons.abuse'), number: 1 }),
    );
    await expect(boss.getByTestId('message-queue')).not.toContainText('Vendo sim!');
    await expectNoA11yViolations(boss, { label: 'a reported message in the queue' });
    await item.getByLabel(community('moderation.reason')).fill('Ofensa a outro membro.');
    await item.getByTestId('moderation-delete').click();
    await expect(toast(boss, community('moderation.done.delete'))).toBeVisible();
    await expect(ana.getByTestId('message').nth(2)).toHaveText(new RegExp(t('messages.deleted')));

    for (const page of [ana, bruno, boss]) await page.context().close();
  });
}
