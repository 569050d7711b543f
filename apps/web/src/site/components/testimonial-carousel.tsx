import { buttonVariants } from '@/components/ui/button';
import { initials, TESTIMONIALS } from '@/lib/testimonials';
import { cn } from '@/lib/utils';
import { HOOK, LABEL, hook } from '@/site/enhance/hooks';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

const iconButton = buttonVariants({ variant: 'outline', size: 'icon' });

/**
 * The landing page's testimonials: the same five people as beside the sign-in forms (auth
 * catalog, panel.testimonials). Sent as a horizontally scrollable scroll-snap list, so every
 * testimonial can be read without JavaScript, the next one peeking in to show there is more
 * (scroll bars are often hidden); the carousel behaviour (enhance/carousel) turns it into one
 * full-width slide at a time and reveals the controls, which would do nothing without it.
 * The viewport is focusable only for that scrollable form (keyboard scrolling); the script drops it.
 */
export function SiteTestimonialCarousel() {
  const { t } = useTranslation('auth');
  const slidesId = useId();
  const total = TESTIMONIALS.length;

  return (
    <section
      {...hook(HOOK.carousel)}
      aria-roledescription="carousel"
      aria-label={t('panel.testimonials.label')}
      className="mx-auto max-w-2xl"
      data-testid="testimonial-carousel"
    >
      <div
        id={slidesId}
        {...hook(HOOK.carouselViewport)}
        aria-live="polite"
        tabIndex={0}
        className="snap-x snap-mandatory overflow-x-auto rounded-xl outline-hidden focus-visible:ring-2 focus-visible:ring-ring"
      >
        <div
          {...hook(HOOK.carouselTrack)}
          className="flex transition-transform duration-500 ease-out motion-reduce:transition-none"
        >
          {TESTIMONIALS.map(({ id, author, company, avatar }, index) => (
            <div
              key={id}
              role="group"
              aria-roledescription="slide"
              aria-label={t('panel.testimonials.slide', { current: index + 1, total })}
              {...hook(HOOK.carouselSlide)}
              className="w-[85%] shrink-0 snap-start p-1"
              data-testid="testimonial-slide"
            >
              <figure className="flex h-full flex-col justify-between gap-6 rounded-xl border bg-card p-6 text-card-foreground shadow-sm select-none">
                <blockquote className="text-lg leading-relaxed">
                  <p>{t('panel.testimonials.quote', { content: t(`panel.testimonials.items.${id}.content`) })}</p>
                </blockquote>
                <figcaption className="flex items-center gap-3">
                  <span
                    aria-hidden="true"
                    className={cn(
                      'flex size-10 shrink-0 items-center justify-center rounded-full text-sm font-semibold',
                      avatar,
                    )}
                  >
                    {initials(author)}
                  </span>
                  <span className="text-sm">
                    <span className="block font-semibold">{author}</span>
                    <span className="block text-muted-foreground">
                      {t(`panel.testimonials.items.${id}.position`)} · {company}
                    </span>
                  </span>
                </figcaption>
              </figure>
            </div>
          ))}
        </div>
      </div>
      <div {...hook(HOOK.carouselControls)} hidden className="mt-4 flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-2">
          <button
            type="button"
            className={iconButton}
            aria-label={t('panel.testimonials.pause')}
            {...{ [LABEL.pause]: t('panel.testimonials.pause'), [LABEL.play]: t('panel.testimonials.play') }}
            {...hook(HOOK.carouselRotation)}
          >
            <Pause aria-hidden="true" {...hook(HOOK.carouselIcon, 'pause')} />
            <Play aria-hidden="true" {...hook(HOOK.carouselIcon, 'play')} />
          </button>
          <button
            type="button"
            className={iconButton}
            aria-label={t('panel.testimonials.previous')}
            aria-controls={slidesId}
            {...hook(HOOK.carouselStep, -1)}
          >
            <ChevronLeft aria-hidden="true" />
          </button>
          <button
            type="button"
            className={iconButton}
            aria-label={t('panel.testimonials.next')}
            aria-controls={slidesId}
            {...hook(HOOK.carouselStep, 1)}
          >
            <ChevronRight aria-hidden="true" />
          </button>
        </div>
        <div role="group" aria-label={t('panel.testimonials.choose')} className="flex items-center">
          {TESTIMONIALS.map(({ id, author }, index) => (
            <button
              key={id}
              type="button"
              className="group flex size-6 items-center justify-center rounded-full outline-hidden focus-visible:ring-2 focus-visible:ring-ring"
              aria-label={t('panel.testimonials.goTo', { current: index + 1, total, author })}
              aria-current={index === 0 ? 'true' : undefined}
              aria-controls={slidesId}
              {...hook(HOOK.carouselGoTo, index)}
            >
              <span
                aria-hidden="true"
                className="block size-2.5 rounded-full border border-primary transition-colors group-aria-[current=true]:bg-primary"
              />
            </button>
          ))}
        </div>
      </div>
    </section>
  );
}
