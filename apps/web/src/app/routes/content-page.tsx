import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';

function isPageHandle(handle: unknown): handle is { page: string } {
  return typeof handle === 'object' && handle !== null && typeof (handle as { page?: unknown }).page === 'string';
}

/** The footer's static pages (terms, privacy, features, about, blog): a title and sections of text from the catalog. */
export function Component() {
  const { t } = useTranslation('landing');
  const page = useMatches().map((m) => m.handle).find(isPageHandle)?.page ?? 'about';
  const sections = t(`pages.${page}.sections`, { returnObjects: true }) as { heading: string; body: string }[];
  return (
    <article className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <h1 className="text-4xl font-semibold tracking-tight">{t(`pages.${page}.title`)}</h1>
      <p className="mt-4 text-lg text-muted-foreground">{t(`pages.${page}.intro`)}</p>
      {sections.map((section) => (
        <section key={section.heading} className="mt-10 space-y-3">
          <h2 className="text-xl font-semibold">{section.heading}</h2>
          <p className="text-muted-foreground">{section.body}</p>
        </section>
      ))}
    </article>
  );
}
