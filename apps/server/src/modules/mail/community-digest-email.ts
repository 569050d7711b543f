import type { DigestNotification } from '@alavanca/contracts/system-notifications';
import type { Language } from '@alavanca/domain/constants';
import { escapeMarkup } from '@alavanca/domain/text/escape-markup';
import {
  actionHtml,
  emailText,
  footerHtml,
  headingHtml,
  htmlPage,
  linkText,
  paragraphHtml,
  type RenderedEmail,
} from './templates';

/** What a member's community digest tells (decision 036). */
export interface DigestEmail {
  name: string;
  cadence: 'daily' | 'weekly';
  /** The community's home, the e-mail's button. */
  url: string;
  /** How many of each news the member has not read, in the order to list them. */
  news: readonly { kind: DigestNotification; count: number }[];
  /** New topics in the member's spaces, each with its own address. */
  topics: readonly { title: string; url: string; replies: number }[];
}

/** A text of the digest's part of the `emails` catalog. */
const digestText = (path: string, language: Language, values?: Record<string, string>, count?: number) =>
  emailText(`communityDigest.${path}`, language, values, count);

/**
 * The digest as text and as HTML: what is new for the member (counts of the news they have not
 * read), then the new topics of their spaces with their links. Topic titles are members' words:
 * escaped in HTML like the name.
 */
export function renderDigestEmail(language: Language, digest: DigestEmail): RenderedEmail {
  const number = new Intl.NumberFormat(language);
  const newsLines = digest.news.map((item) =>
    digestText(`news.${item.kind}`, language, { count: number.format(item.count) }, item.count),
  );
  const repliesOf = (replies: number) =>
    replies === 0
      ? digestText('noReplies', language)
      : digestText('replies', language, { count: number.format(replies) }, replies);

  const subject = digestText(`subject.${digest.cadence}`, language);
  const greeting = emailText('greeting', language, { name: digest.name });
  const intro = digestText(`intro.${digest.cadence}`, language);
  const forYou = digestText('forYou', language);
  const topicsHeading = digestText('topics', language);
  const action = digestText('action', language);
  const footer = digestText(`footer.${digest.cadence}`, language);

  const text = [
    greeting,
    intro,
    ...(newsLines.length > 0 ? [[forYou, ...newsLines.map((line) => `- ${line}`)].join('\n')] : []),
    ...(digest.topics.length > 0
      ? [
          [
            topicsHeading,
            ...digest.topics.map((topic) => `- ${topic.title} (${repliesOf(topic.replies)})\n  ${topic.url}`),
          ].join('\n'),
        ]
      : []),
    linkText(language, action, digest.url),
    footer,
    emailText('signature', language),
  ].join('\n\n');

  const list = (items: string[]) =>
    `<ul style="margin:0 0 16px;padding-left:20px;">${items.map((item) => `<li style="margin:0 0 8px;">${item}</li>`).join('')}</ul>`;
  const html = htmlPage(language, subject, [
    paragraphHtml(escapeMarkup(greeting)),
    paragraphHtml(escapeMarkup(intro)),
    ...(newsLines.length > 0 ? [headingHtml(escapeMarkup(forYou)), list(newsLines.map(escapeMarkup))] : []),
    ...(digest.topics.length > 0
      ? [
          headingHtml(escapeMarkup(topicsHeading)),
          list(
            digest.topics.map(
              (topic) =>
                `<a href="${escapeMarkup(topic.url)}" style="color:#1d4ed8;">${escapeMarkup(topic.title)}</a> <span style="color:#4b5563;">(${escapeMarkup(repliesOf(topic.replies))})</span>`,
            ),
          ),
        ]
      : []),
    ...actionHtml(escapeMarkup(action), digest.url),
    footerHtml(escapeMarkup(footer)),
  ]);
  return { subject, text, html };
}
