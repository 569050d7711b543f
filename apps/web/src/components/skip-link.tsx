import { useTranslation } from 'react-i18next';

/** First focusable element of every layout: lets keyboard users jump past the navigation. */
export function SkipLink({ target = 'main' }: { target?: string }) {
  const { t } = useTranslation();
  return (
    <a
      href={`#${target}`}
      className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-background focus:px-3 focus:py-2 focus:ring-2 focus:ring-ring"
    >
      {t('a11y.skipToContent')}
    </a>
  );
}
