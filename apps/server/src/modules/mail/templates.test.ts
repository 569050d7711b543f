import deEmails from '@alavanca/contracts/locales/de-DE/emails.json';
import frEmails from '@alavanca/contracts/locales/fr-FR/emails.json';
import { LANGUAGES } from '@alavanca/domain/constants';
import { describe, expect, it } from 'vitest';
import { EMAIL_KINDS, emailTemplate, renderEmail, type EmailTemplate } from './templates';

const NARROW = '\u202F';

/** Every `{{placeholder}}` of a template, per field, so a translation cannot drop or rename one. */
function placeholdersOf(template: EmailTemplate): Record<string, string[]> {
  const find = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1] ?? '').sort();
  return {
    subject: find(template.subject),
    greeting: find(template.greeting),
    paragraphs: template.paragraphs.flatMap(find).sort(),
    action: find(template.action),
    footer: find(template.footer),
  };
}

describe('e-mail templates', () => {
  it.each(EMAIL_KINDS)('%s exists in all five languages with the same placeholders and shape', (kind) => {
    const reference = emailTemplate(kind, 'pt-BR');
    expect(reference.paragraphs.length).toBeGreaterThan(0);
    for (const language of LANGUAGES) {
      const template = emailTemplate(kind, language);
      expect(placeholdersOf(template), language).toEqual(placeholdersOf(reference));
      expect(template.paragraphs.length, language).toBe(reference.paragraphs.length);
      for (const text of [template.subject, template.action, template.footer]) {
        expect(text.trim(), language).not.toBe('');
      }
    }
  });

  it('puts the link in both parts and escapes the name in HTML', () => {
    const url = 'http://localhost:3000/recuperar-senha?token=abc&x=1';
    const email = renderEmail('resetPassword', 'pt-BR', { name: 'Ana <b>"Souza"</b>', url });
    expect(email.subject).toBe('Redefina sua senha do Alavanca');
    expect(email.text).toContain('Olá, Ana <b>"Souza"</b>!');
    expect(email.text).toContain(`\n${url}\n`);
    expect(email.html).toContain('Olá, Ana &lt;b&gt;&quot;Souza&quot;&lt;/b&gt;!');
    expect(email.html).not.toContain('<b>');
    expect(email.html).toContain('href="http://localhost:3000/recuperar-senha?token=abc&amp;x=1"');
    expect(email.html).toContain('<html lang="pt-BR">');
  });

  it('addresses people as the language expects', () => {
    const values = { name: 'Ana', url: 'http://x.test/v' };
    expect(renderEmail('verifyEmail', 'pt-BR', values).text).toContain('você');
    expect(renderEmail('verifyEmail', 'es-ES', values).text).toContain('tu cuenta');
    expect(renderEmail('verifyEmail', 'fr-FR', values).text).toContain('votre compte');
    expect(renderEmail('verifyEmail', 'de-DE', values).text).toContain('Sie');
    expect(renderEmail('verifyEmail', 'en-US', values).subject).toBe('Confirm your email for Alavanca');
  });

  it('reads its texts from the emails catalog, in French and in German too', () => {
    const values = { name: 'Ana', url: 'http://x.test/v' };
    const reset = renderEmail('resetPassword', 'fr-FR', values);
    expect(reset.subject).toBe(frEmails.resetPassword.subject);
    expect(reset.text).toContain(frEmails.resetPassword.paragraphs[1]);
    expect(reset.text).toContain(`ignorez ce message${NARROW}: votre mot de passe`);
    expect(reset.text).toContain(`${frEmails.resetPassword.action}${NARROW}:\nhttp://x.test/v\n`);
    expect(reset.html).toContain(`ignorez ce message${NARROW}: votre mot de passe`);

    const copy = renderEmail('notification', 'fr-FR', { ...values, title: 'Paiement confirmé', description: 'Bravo.' });
    expect(copy.subject).toBe('Paiement confirmé');
    expect(copy.text).toContain(`Voir les notifications${NARROW}:\nhttp://x.test/v`);

    const verify = renderEmail('verifyEmail', 'de-DE', values);
    expect(verify.subject).toBe(deEmails.verifyEmail.subject);
    expect(verify.text.split('\n\n')).toEqual([
      'Hallo Ana,',
      deEmails.verifyEmail.paragraphs[0],
      `${deEmails.verifyEmail.action}:\nhttp://x.test/v`,
      deEmails.verifyEmail.footer,
      deEmails.signature,
    ]);
    expect(verify.html).toContain(`>${deEmails.verifyEmail.action}</a>`);
  });
});
