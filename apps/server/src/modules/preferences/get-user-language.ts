import type { Language } from '@alavanca/domain/constants';
import { resolveLanguageOrDefault } from '@alavanca/domain/locale/languages';
import type { Orm } from '../../db/client';
import { findPreferredLanguage } from './preferences.repo';

/** The user's interface language (for e-mails and notifications); pt-BR when none is saved. */
export async function getUserLanguage(orm: Orm, userId: string): Promise<Language> {
  return resolveLanguageOrDefault(await findPreferredLanguage(orm, userId));
}
