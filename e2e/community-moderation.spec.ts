import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures';
import { openApp, originOf, toast } from './support/app';
import { person } from './support/classes';
import { grantOperatorRole } from './support/operators';
import { text } from './support/site';

// A flagged post on its way to the operators and back (decision 036), in Portuguese and English:
// three members flag a reply, it hides for the topic's reader, the operator (made one by `npm run
// admin`) finds it in the queue and restores it with a reason, the reader sees it again without a
// reload, and its author is told.

for (const language of ['pt-BR', 'en-US'] as const) {
  const t = (key: string, values?: Record<string, string | number>) => text(language, 'community', key, values);

  test(`a flagged post goes to the operator’s queue and back (${language})`, async ({
    browser,
    baseURL,
    expectNoA11yViolations,
  }) => {
    test.slow();
    const headers = { origin: originOf(baseURL) };
    const ana = await person(browser, baseURL, `moderation-ana-${language}`, { language });
    const bia = await person(browser, baseURL, `moderation-bia-${language}`, { language });
    const title = `${language === 'pt-BR' ? 'Onde comprar potes' : 'Where to buy jars'} ${randomUUID().slice(0, 6)}`;
    const asked = await ana.request.post('/api/community/topics', {
      data: { space: `${language}/wins`, kind: 'discussion', title, body: 'Potes de vidro baratos?' },
      headers,
    });
    expect(asked.status(), await asked.text()).toBe(201);
    const topicId = ((await asked.json()) as { topic: { id: string } }).topic.id;
    const replied = await bia.request.post(`/api/community/topics/${topicId}/posts`, {
      data: { body: 'Compro no atacado da rua 25 de Março.' },
      headers,
    });
    expect(replied.status(), await replied.text()).toBe(201);
    const reply = ((await replied.json()) as { topic: { posts: { id: string }[] } }).topic.posts[1]!.id;

    await openApp(ana, `/comunidade/topicos/${topicId}`);
    const shown = ana.getByTestId('community-post').nth(1);
    await expect(shown).toContainText('25 de Março');
    for (const who of ['um', 'dois', 'tres']) {
      const flagger = await person(browser, baseURL, `moderation-flagger-${who}`, { language });
      const flagged = await flagger.request.post(`/api/community/posts/${reply}/flags`, {
        data: { reason: 'spam' },
        headers,
      });
      expect(flagged.status(), await flagged.text()).toBe(200);
      await flagger.context().close();
    }
    // Hidden for the reader as the third flag lands, without a reload.
    await expect(shown.getByTestId('post-hidden')).toHaveText(t('post.hidden'));
    await expect(shown).not.toContainText('25 de Março');

    const boss = await person(browser, baseURL, `moderation-operator-${language}`, { language });
    const email = await boss.request
      .get('/api/session')
      .then(async (response) => ((await response.json()) as { user: { email: string } }).user.email);
    grantOperatorRole(email);
    await openApp(boss, '/comunidade');
    await boss.getByTestId('moderation-link').click();
    await expect(boss.getByRole('heading', { level: 2, name: t('moderation.title') })).toBeVisible();
    const item = boss.getByTestId('queue-item').filter({ hasText: title });
    await expect(item).toContainText(t('moderation.flags', { reason: t('flag.reasons.spam'), number: 3 }));
    await expect(item).toContainText('25 de Março');
    await expectNoA11yViolations(boss, { label: 'the moderation queue' });
    await item.getByLabel(t('moderation.reason')).fill('Indicação de fornecedor, não é propaganda.');
    await item.getByTestId('moderation-restore').click();
    await expect(toast(boss, t('moderation.done.restore'))).toBeVisible();
    await expect(boss.getByTestId('queue-item').filter({ hasText: title })).toHaveCount(0);
    await boss.getByRole('tab', { name: t('moderation.log') }).click();
    await expect(boss.getByTestId('moderation-log')).toContainText('Indicação de fornecedor, não é propaganda.');

    // Back for the reader, live; its author is told.
    await expect(shown).toContainText('25 de Março');
    await expect(shown.getByTestId('post-hidden')).toHaveCount(0);
    await openApp(bia, '/notificacoes');
    await expect(bia.getByRole('main')).toContainText(
      text(language, 'notifications', 'system.communityRestored.title'),
    );

    for (const page of [ana, bia, boss]) await page.context().close();
  });
}
