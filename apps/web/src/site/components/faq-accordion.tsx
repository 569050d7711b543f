import { HOOK, hook } from '@/site/enhance/hooks';
import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

const FAQ_IDS = ['free', 'trial', 'languages', 'data', 'cancel'] as const;

/**
 * The frequently asked questions as an accordion (WAI-ARIA APG; behaviour: enhance/accordion).
 * Each question is an h3, so it belongs under the page's h2 (landing faq.title), which the page
 * renders. The answers are sent open (aria-expanded="true") so they are readable without
 * JavaScript; the script collapses them on start with hidden="until-found", which keeps them
 * searchable with find-in-page. Hence no padding on the panels themselves: a collapsed
 * until-found panel keeps its box, only its content is skipped.
 */
export function FaqAccordion() {
  const { t } = useTranslation('landing');
  const baseId = useId();

  return (
    <div {...hook(HOOK.accordion)} className="divide-y rounded-xl border bg-card text-card-foreground">
      {FAQ_IDS.map((id) => {
        const questionId = `${baseId}-${id}-question`;
        const answerId = `${baseId}-${id}-answer`;
        return (
          <div key={id}>
            <h3 className="text-base font-semibold">
              <button
                type="button"
                id={questionId}
                aria-expanded="true"
                aria-controls={answerId}
                {...hook(HOOK.accordionTrigger)}
                className="group flex w-full items-center justify-between gap-4 rounded-xl px-5 py-4 text-left outline-hidden hover:bg-accent/50 focus-visible:ring-2 focus-visible:ring-ring"
              >
                {t(`faq.items.${id}.question`)}
                <ChevronDown
                  aria-hidden="true"
                  className="size-4 shrink-0 transition-transform group-aria-expanded:rotate-180 motion-reduce:transition-none"
                />
              </button>
            </h3>
            <div id={answerId} role="region" aria-labelledby={questionId}>
              <p className="px-5 pb-4 text-muted-foreground">{t(`faq.items.${id}.answer`)}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
