import { MS, type Language } from '@alavanca/domain/constants';
import { LANGUAGE_OPTIONS, resolveLanguage } from '@alavanca/domain/locale/languages';
import i18next from 'i18next';
import { notify, type NotifyAction } from '@/lib/notify';
import { storeLanguage } from './language-storage';

/**
 * Saves the choice on the server for a signed-in user; absent for visitors. It may answer with an
 * offer the success toast carries (the language's usual formats, which a user may take or leave).
 */
export type PersistLanguage = (language: Language) => Promise<LanguageOffer | void>;
export interface LanguageOffer {
  description: string;
  action: NotifyAction;
}

let persistLanguage: PersistLanguage | undefined;

/** Lets the signed-in part of the app save language changes to the user's preferences. */
export function setLanguagePersistence(persist: PersistLanguage | undefined): void {
  persistLanguage = persist;
}

function languageName(language: string): string {
  return LANGUAGE_OPTIONS.find((o) => o.language === language)?.languageName ?? language;
}

/**
 * The specification's language-change flow: nothing for the current language; otherwise a
 * processing toast, both storage keys, the document attributes, the awaited preference save,
 * a `languageChanged` window event and, 500 ms later, a success toast naming the language.
 * When the switch or the save fails, the interface goes back to the language it left, so the
 * screen, this browser and the account agree again, and an error toast says so.
 */
export async function changeLanguage(language: Language): Promise<boolean> {
  if (i18next.language === language) return false;
  const previous = resolveLanguage(i18next.language);
  // The processing toast speaks the language being left: it shows at once, while the screen is
  // still in that language, and covers the download of the chosen one. Asking for the chosen
  // language's text before its catalog arrives would print the fallback (English) instead.
  notify({ title: i18next.t('language.changing') });
  try {
    storeLanguage(language);
    await i18next.changeLanguage(language);
    const offer = (await persistLanguage?.(language)) ?? undefined;
    window.dispatchEvent(new CustomEvent('languageChanged', { detail: { language } }));
    setTimeout(() => {
      notify({
        title: i18next.t('language.changed', { language: languageName(language) }),
        variant: 'success',
        ...offer,
      });
    }, MS.languageSuccessToastDelay);
    return true;
  } catch (error) {
    console.error('Language change failed', error);
    // A later choice made while this one was saving is that choice's to settle.
    if (previous && i18next.language === language) {
      storeLanguage(previous);
      await i18next.changeLanguage(previous);
    }
    notify({
      title: i18next.t('error'),
      description: i18next.t('language.changeFailed', { language: languageName(i18next.language) }),
      variant: 'destructive',
    });
    return false;
  }
}
