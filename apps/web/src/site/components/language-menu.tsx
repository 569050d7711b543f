import { Flag } from '@/components/flag';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { HOOK, hook } from '@/site/enhance/hooks';
import { LANGUAGE_QUERY_PARAM } from '@alavanca/domain/constants';
import { getLanguageOption, LANGUAGE_OPTIONS, resolveLanguageOrDefault } from '@alavanca/domain/locale/languages';
import { Check, Languages } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Language picker of the public pages: a disclosure button and one plain link per language
 * (behaviour: enhance/language-menu). Following a link is the whole switch: "?lang=" makes the
 * server send the same page in that language. `showCurrent` puts the flag and the current
 * language's name on the button (footer); otherwise it is an icon button (header). The footer's
 * copy sits at the bottom of the page, so its list opens upwards.
 */
export function LanguageMenu({
  showCurrent = false,
  align = 'end',
}: {
  showCurrent?: boolean;
  align?: 'start' | 'end';
}) {
  const { t, i18n } = useTranslation();
  const listId = useId();
  const labelId = useId();
  const current = getLanguageOption(resolveLanguageOrDefault(i18n.language));

  return (
    <div className="relative">
      <button
        type="button"
        className={buttonVariants(
          showCurrent ? { variant: 'outline', size: 'sm' } : { variant: 'ghost', size: 'icon' },
        )}
        aria-label={t('language.switch', { language: current.languageName })}
        aria-expanded="false"
        aria-controls={listId}
        {...hook(HOOK.languageMenu)}
        data-testid="language-switcher"
      >
        {showCurrent ? (
          <>
            <Flag country={current.flag} />
            {current.languageName}
          </>
        ) : (
          <Languages aria-hidden="true" />
        )}
      </button>
      <div
        id={listId}
        hidden
        className={cn(
          'absolute z-50 min-w-44 rounded-md border bg-popover p-1 text-popover-foreground shadow-md',
          align === 'end' ? 'right-0' : 'left-0',
          showCurrent ? 'bottom-full mb-2' : 'top-full mt-2',
        )}
      >
        <p id={labelId} className="px-2 py-1.5 text-sm font-semibold">
          {t('language.label')}
        </p>
        <ul aria-labelledby={labelId}>
          {LANGUAGE_OPTIONS.map((option) => (
            <li key={option.language}>
              <a
                href={`?${LANGUAGE_QUERY_PARAM}=${option.language}`}
                lang={option.language}
                hrefLang={option.language}
                aria-current={option.language === current.language ? 'true' : undefined}
                className="flex items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-hidden hover:bg-accent hover:text-accent-foreground focus-visible:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
              >
                <Flag country={option.flag} />
                {option.languageName}
                {option.language === current.language && <Check aria-hidden="true" className="ml-auto size-4" />}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
