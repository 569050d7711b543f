import { MS, type Language } from '@alavanca/domain/constants';
import { LANGUAGE_OPTIONS } from '@alavanca/domain/locale/languages';
import i18next from 'i18next';
import { notify } from '@/lib/notify';
import { storeLanguage } from './language-storage';

/** Saves the choice on the server for a signed-in user; absent for visitors. */
export type PersistLanguage = (language: Language) => Promise<void>;

let persistLanguage: PersistLanguage | undefined;

/** Lets the signed-in part of the app save language changes to the user's preferences. */
export function setLanguagePersistence(persist: PersistLanguage | undefined): void {
  persistLanguage = persist;
}

/**
 * The specification's language-change flow: nothing for the current language; otherwise a
 * processing toast, both storage keys, the document attributes, the awaited preference save,
 * a `languageChanged` window event and, 500 ms later, a success toast naming the language.
 */
export async function changeLanguage(language: Language): Promise<boolean> {
  if (i18next.language === language) return false;
  const languageName = LANGUAGE_OPTIONS.find((o) => o.language === language)?.languageName ?? language;
  notify({ title: i18next.t('language.changing', { lng: language }) });
  try {
    storeLanguage(language);
    await i18next.changeLanguage(language);
    await persistLanguage?.(language);
    window.dispatchEvent(new CustomEvent('languageChanged', { detail: { language } }));
    setTimeout(() => {
      notify({ title: i18next.t('language.changed', { language: languageName }), variant: 'success' });
    }, MS.languageSuccessToastDelay);
    return true;
  } catch (error) {
    console.error('Language change failed', error);
    notify({ title: i18next.t('error'), description: i18next.t('language.changeFailed'), variant: 'destructive' });
    return false;
  }
}
