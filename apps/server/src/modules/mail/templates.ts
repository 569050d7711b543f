import type { Language } from '@alavanca/domain/constants';
import { escapeMarkup } from '@alavanca/domain/text/escape-markup';
import { sharedText } from '../../i18n/shared-catalogs';

export type EmailKind = 'verifyEmail' | 'resetPassword' | 'notification';

/** What a template may fill in: `{{name}}`, `{{url}}`, and a notification's `{{title}}` and `{{description}}`. */
export interface TemplateValues {
  name: string;
  url: string;
  title?: string;
  description?: string;
}

/** One e-mail in one language. Paragraphs become `<p>`s in HTML and blank-line blocks in text. */
export interface EmailTemplate {
  subject: string;
  greeting: string;
  paragraphs: string[];
  /** The button's label in HTML; in text the link stands on its own line after it. */
  action: string;
  /** Small print under the button: why this arrived, what to do if it was not you. */
  footer: string;
}

export const EMAIL_KINDS: readonly EmailKind[] = ['verifyEmail', 'resetPassword', 'notification'];

/**
 * An e-mail's texts as the `emails` catalog writes them (packages/contracts/src/locales), their
 * `{{placeholders}}` left for `renderEmail` to fill in and escape. The notification's subject and
 * paragraph are its own title and description, already in the user's language.
 */
export function emailTemplate(kind: EmailKind, language: Language): EmailTemplate {
  const read = (path: string) => emailText(path, language);
  // As many paragraphs as the catalog's list holds (the parity test keeps the languages alike).
  const paragraphs: string[] = [];
  const paragraph = (at: number) => sharedText('emails', `${kind}.paragraphs.${at}`, language);
  for (let text = paragraph(0); text !== undefined; text = paragraph(paragraphs.length)) paragraphs.push(text);
  return {
    subject: read(`${kind}.subject`),
    greeting: read('greeting'),
    paragraphs,
    action: read(`${kind}.action`),
    footer: read(`${kind}.footer`),
  };
}

/**
 * A text of the `emails` catalog (in the plural form `count` takes, when given); a missing one is
 * a bug the catalogs' parity test should have caught.
 */
export function emailText(path: string, language: Language, values?: Record<string, string>, count?: number): string {
  const text = sharedText('emails', path, language, values, count);
  if (text === undefined) throw new Error(`The emails catalog of ${language} has no ${path}`);
  return text;
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

/** Fills a template in; values are HTML-escaped in the HTML part. */
export function renderEmail(kind: EmailKind, language: Language, values: TemplateValues): RenderedEmail {
  const template = emailTemplate(kind, language);
  const fill = (text: string, escape: (value: string) => string) =>
    text.replace(/\{\{(\w+)\}\}/g, (placeholder, key: string) => {
      const value =
        key === 'name' || key === 'url' || key === 'title' || key === 'description' ? values[key] : undefined;
      return value === undefined ? placeholder : escape(value);
    });
  const asText = (text: string) => fill(text, (value) => value);
  const asHtml = (text: string) => fill(escapeMarkup(text), escapeMarkup);

  const subject = asText(template.subject);
  return {
    subject,
    text: [
      asText(template.greeting),
      ...template.paragraphs.map(asText),
      linkText(language, asText(template.action), values.url),
      asText(template.footer),
      emailText('signature', language),
    ].join('\n\n'),
    html: htmlPage(language, subject, [
      paragraphHtml(asHtml(template.greeting)),
      ...template.paragraphs.map((p) => paragraphHtml(asHtml(p))),
      ...actionHtml(asHtml(template.action), values.url),
      footerHtml(asHtml(template.footer)),
    ]),
  };
}

/** The action's link in the text part: the language's colon after its label ("Voir les notifications :" in French). */
export function linkText(language: Language, action: string, url: string): string {
  return `${emailText('linkIntro', language, { action })}\n${url}`;
}

// Inline styles only: most mail clients drop <style> blocks. One column, large text, a real
// link (not an image) with enough contrast, and the plain URL under it for clients that
// block buttons.

/** A paragraph of HTML already escaped. */
export const paragraphHtml = (html: string) => `<p style="margin:0 0 16px;">${html}</p>`;

/** A heading of HTML already escaped, for an e-mail of several parts. */
export const headingHtml = (html: string) =>
  `<h2 style="margin:24px 0 8px;font-size:18px;line-height:1.3;">${html}</h2>`;

/** The e-mail's one button, with its address under it; the label is HTML already escaped. */
export function actionHtml(label: string, url: string): string[] {
  return [
    `<p style="margin:24px 0;"><a href="${escapeMarkup(url)}" style="display:inline-block;background:#1d4ed8;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;font-weight:bold;">${label}</a></p>`,
    `<p style="margin:0 0 16px;font-size:14px;word-break:break-all;"><a href="${escapeMarkup(url)}" style="color:#1d4ed8;">${escapeMarkup(url)}</a></p>`,
  ];
}

/** The small print: why this arrived; HTML already escaped. */
export const footerHtml = (html: string) => `<p style="margin:24px 0 0;font-size:14px;color:#4b5563;">${html}</p>`;

/** Every e-mail's page around its blocks of HTML; the subject is plain text. */
export function htmlPage(language: Language, subject: string, blocks: readonly string[]): string {
  return [
    '<!doctype html>',
    `<html lang="${language}">`,
    '<head><meta charset="utf-8">',
    `<title>${escapeMarkup(subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f5f7fb;font-family:Arial,Helvetica,sans-serif;color:#1f2937;">',
    '<div role="article" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px;font-size:16px;line-height:1.5;">',
    ...blocks,
    '</div>',
    '</body>',
    '</html>',
  ].join('\n');
}
