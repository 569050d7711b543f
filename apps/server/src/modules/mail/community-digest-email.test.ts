import deEmails from '@alavanca/contracts/locales/de-DE/emails.json';
import frEmails from '@alavanca/contracts/locales/fr-FR/emails.json';
import ptEmails from '@alavanca/contracts/locales/pt-BR/emails.json';
import { LANGUAGES } from '@alavanca/domain/constants';
import { describe, expect, it } from 'vitest';
import { renderDigestEmail, type DigestEmail } from './community-digest-email';

const NARROW = '\u202F';

const DIGEST: DigestEmail = {
  name: 'Ana <b>Souza</b>',
  cadence: 'daily',
  url: 'http://x.test/comunidade',
  news: [
    { kind: 'communityReply', count: 3 },
    { kind: 'communityMention', count: 1 },
  ],
  topics: [
    { title: 'Preço do café <script>alert(1)</script>', url: 'http://x.test/comunidade/topicos/a?x=1&y=2', replies: 2 },
    { title: 'Primeiro cliente', url: 'http://x.test/comunidade/topicos/b', replies: 0 },
  ],
};

describe('the community digest e-mail', () => {
  it('lists the unread news and the new topics, with their links, in the text part', () => {
    const email = renderDigestEmail('pt-BR', DIGEST);
    expect(email.subject).toBe(ptEmails.communityDigest.subject.daily);
    expect(email.text.split('\n\n')).toEqual([
      'Olá, Ana <b>Souza</b>!',
      ptEmails.communityDigest.intro.daily,
      'Para você\n- 3 novas respostas nos seus tópicos\n- 1 menção ao seu nome',
      [
        'Novos tópicos nos seus espaços',
        '- Preço do café <script>alert(1)</script> (2 respostas)',
        '  http://x.test/comunidade/topicos/a?x=1&y=2',
        '- Primeiro cliente (ainda sem respostas)',
        '  http://x.test/comunidade/topicos/b',
      ].join('\n'),
      'Abrir a comunidade:\nhttp://x.test/comunidade',
      ptEmails.communityDigest.footer.daily,
      ptEmails.signature,
    ]);
  });

  it('escapes members’ words in the HTML part', () => {
    const { html } = renderDigestEmail('pt-BR', DIGEST);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>');
    expect(html).toContain('Preço do café &lt;script&gt;alert(1)&lt;/script&gt;</a>');
    expect(html).toContain('href="http://x.test/comunidade/topicos/a?x=1&amp;y=2"');
    expect(html).toContain('Olá, Ana &lt;b&gt;Souza&lt;/b&gt;!');
    expect(html).toContain('<html lang="pt-BR">');
  });

  it('leaves out a part with nothing in it', () => {
    const onlyTopics = renderDigestEmail('en-US', { ...DIGEST, cadence: 'weekly', news: [] });
    expect(onlyTopics.subject).toBe('Your week in the Alavanca community');
    expect(onlyTopics.text).not.toContain('For you');
    expect(onlyTopics.html).not.toContain('For you');
    const onlyNews = renderDigestEmail('en-US', { ...DIGEST, topics: [] });
    expect(onlyNews.text).toContain('For you\n- 3 new replies to your topics\n- 1 mention of your name');
    expect(onlyNews.text).not.toContain('New topics');
  });

  it('counts in each language’s plural forms and number format', () => {
    const many = renderDigestEmail('de-DE', {
      ...DIGEST,
      news: [{ kind: 'communityMessage', count: 1200 }],
      topics: [{ title: 'Preise', url: 'http://x.test/t', replies: 1 }],
    });
    expect(many.text).toContain('- 1.200 neue private Nachrichten');
    expect(many.text).toContain('- Preise (1 Antwort)');
    expect(many.subject).toBe(deEmails.communityDigest.subject.daily);
    const french = renderDigestEmail('fr-FR', DIGEST);
    expect(french.text).toContain(`${frEmails.communityDigest.action}${NARROW}:\nhttp://x.test/comunidade`);
    expect(french.text).toContain('- 3 nouvelles réponses dans vos sujets');
  });

  it('exists in all five languages for both cadences and every kind of news', () => {
    for (const language of LANGUAGES) {
      for (const cadence of ['daily', 'weekly'] as const) {
        const email = renderDigestEmail(language, {
          ...DIGEST,
          cadence,
          news: (
            ['communityReply', 'communityMention', 'communityAccepted', 'communityReview', 'communityMessage'] as const
          ).map((kind) => ({ kind, count: 2 })),
        });
        expect(email.text, language).not.toMatch(/\{\{|communityDigest\./);
        expect(email.subject.trim(), language).not.toBe('');
      }
    }
  });
});
