import { DEFAULT_LANGUAGE, type Language } from '@alavanca/domain/constants';
import type { Orm } from '../../db/client';
import { getUserLanguage } from '../preferences/get-user-language';
import type { Mailer } from './mailer';
import { renderEmail, type EmailKind } from './templates';

export interface AccountEmail {
  kind: EmailKind;
  to: string;
  userId: string | null;
  name: string;
  url: string;
  /** The language of the page that asked for it; else the user's saved preference. */
  language?: Language | undefined;
}

/** Renders an account e-mail (verification, password reset) in the right language and sends it. */
export async function sendAccountEmail(deps: { orm: Orm; mailer: Mailer }, email: AccountEmail): Promise<void> {
  const language = email.language ?? (email.userId ? await getUserLanguage(deps.orm, email.userId) : DEFAULT_LANGUAGE);
  const rendered = renderEmail(email.kind, language, { name: email.name, url: email.url });
  await deps.mailer.send({
    to: email.to,
    userId: email.userId,
    kind: email.kind,
    actionUrl: email.url,
    ...rendered,
  });
}
