import { Flag } from '@/components/flag';
import type { DeferredPopupParts } from '@/components/ui/deferred-popup';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { changeLanguage } from '@/lib/change-language';
import { LANGUAGE_OPTIONS, resolveLanguage } from '@alavanca/domain/locale/languages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The language switcher's menu, loaded when the switcher is first pressed (language-switcher.tsx). */
export function LanguageMenuPopup({ align, renderTrigger }: DeferredPopupParts & { align: 'start' | 'end' }) {
  const { t, i18n } = useTranslation();
  // Mounted by the first press, so it starts open.
  const [open, setOpen] = useState(true);
  return (
    <DropdownMenu open={open} onOpenChange={setOpen}>
      <DropdownMenuTrigger asChild>{renderTrigger(open)}</DropdownMenuTrigger>
      <DropdownMenuContent align={align}>
        <DropdownMenuLabel>{t('language.label')}</DropdownMenuLabel>
        <DropdownMenuRadioGroup
          value={i18n.language}
          onValueChange={(value) => {
            const language = resolveLanguage(value);
            if (language) void changeLanguage(language);
          }}
        >
          {LANGUAGE_OPTIONS.map((option) => (
            <DropdownMenuRadioItem key={option.language} value={option.language} lang={option.language}>
              <Flag country={option.flag} />
              {option.languageName}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
