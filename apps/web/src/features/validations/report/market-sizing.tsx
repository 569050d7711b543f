import { CHART_PALETTE } from '@/components/chart-legend';
import { cn } from '@/lib/utils';
import type { IdeaValidationResult } from '@alavanca/contracts/validations';
import { sourceLinks } from '@alavanca/domain/validation/source-links';
import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { IdeaFormat } from '../utils/format';
import { isCurrentMarket, type CurrentMarket } from './likely-revenue';
import { OriginBadge } from './origin-badge';

type Sizing = IdeaValidationResult['market']['topDown'];
type Estimate = Sizing['tam'];
type Term = Estimate['terms'][number];
type Figure = NonNullable<Term['figure']>;

const LEVELS = ['tam', 'sam', 'som'] as const;
/** Narrowest a funnel bar is drawn, in percent: a SOM a thousandth of the TAM must still be seen. */
const MIN_BAR = 6;

function termValue(term: Term, format: IdeaFormat): string {
  const one = (value: number) =>
    term.kind === 'money'
      ? term.origin === 'told'
        ? format.money(value)
        : format.estimate(value)
      : term.kind === 'share'
        ? format.share(value)
        : format.number(value, value < 10 ? 1 : 0);
  return term.high === undefined || term.high === term.value ? one(term.value) : `${one(term.value)}–${one(term.high)}`;
}

/** An estimate's value, rounded to what is known; a range when its terms are. */
const estimateValue = (estimate: Estimate, format: IdeaFormat) =>
  estimate.cents === null ? '—' : format.estimate(estimate.cents, estimate.highCents);

/** A dataset figure's citation: source, year, its caveats, and the links its source text names. */
function FigureSource({ figure, converted }: { figure: Figure; converted?: Term['converted'] }) {
  const { t } = useTranslation('validationReport');
  // The colon and the question mark come from the catalog: French sets them apart with a narrow space.
  const label = (key: string) => t('common:punctuation.label', { label: t(key) });
  // Figures read on a page keep its address; the first dataset's name them inside the source text.
  const links = figure.url ? [{ url: figure.url, label: new URL(figure.url).hostname }] : sourceLinks(figure.source);
  const secondary = figure.verification?.includes('secondary');
  return (
    <div className="space-y-1 text-xs text-muted-foreground" data-testid="figure-source">
      <p>
        <span className="font-medium text-foreground">{label('figure.source')}</span> {figure.source} ·{' '}
        <span className="font-medium text-foreground">{label('figure.year')}</span>{' '}
        {figure.yearUncertain ? t('common:punctuation.uncertain', { value: figure.year }) : figure.year}
      </p>
      {figure.estimate && <p>{t('figure.derived')}</p>}
      {figure.stale && <p>{t('figure.stale')}</p>}
      {figure.proxy && <p>{t('figure.proxy')}</p>}
      {secondary && <p>{t('figure.secondary')}</p>}
      {converted && <p>{t('figure.converted', { from: converted.from, date: converted.rateDate })}</p>}
      {links.length > 0 && (
        <ul className="flex flex-wrap gap-x-3 gap-y-1">
          {links.map((link) => (
            <li key={link.url}>
              <a
                href={link.url}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 text-primary underline underline-offset-4"
              >
                {link.label}
                <ExternalLink className="size-3" aria-hidden="true" />
                <span className="sr-only">{t('figure.opensInNewTab')}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** One estimate's formula: its terms with their values, multiplied; or why there is none. */
function Formula({ estimate, format }: { estimate: Estimate; format: IdeaFormat }) {
  const { t } = useTranslation(['validation', 'validationReport']);
  if (estimate.cents === null)
    return (
      <p className="text-sm text-muted-foreground" data-testid="estimate-missing">
        {t(`validationReport:missing.${estimate.missing ?? 'noSectorFigure'}`)}
      </p>
    );
  return (
    <div className="space-y-1">
      <p className="text-sm text-muted-foreground tabular-nums" data-testid="estimate-formula">
        {estimate.terms
          .map((term) => `${t(`validationReport:terms.${term.name}.label`)} ${termValue(term, format)}`)
          .join(' × ')}
        {' = '}
        {estimateValue(estimate, format)}
      </p>
      {estimate.cap && (
        <p className="text-sm text-muted-foreground">
          {t('validationReport:cap.hours', { amount: format.money(estimate.cap.value) })}
        </p>
      )}
    </div>
  );
}

/** Each term, once: its value, where it comes from, and the figure's source. */
function Terms({ terms: all, format }: { terms: readonly Term[]; format: IdeaFormat }) {
  const { t } = useTranslation(['validation', 'validationReport']);
  const terms = [...new Map(all.map((term) => [term.name, term])).values()];
  if (terms.length === 0) return null;
  return (
    <div className="space-y-2 border-t pt-4">
      <h5 className="text-sm font-semibold">{t('report.termsTitle')}</h5>
      <ul className="space-y-3">
        {terms.map((term) => (
          <li key={term.name} className="space-y-1 border-l-2 pl-3" data-testid="market-term">
            <p className="flex flex-wrap items-center gap-2 text-sm">
              <span className="font-medium">{t(`validationReport:terms.${term.name}.label`)}</span>
              <span className="tabular-nums">{termValue(term, format)}</span>
              <OriginBadge origin={term.origin} />
            </p>
            <p className="text-xs text-muted-foreground">{t(`validationReport:terms.${term.name}.description`)}</p>
            {term.figure && <FigureSource figure={term.figure} converted={term.converted} />}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** TAM, SAM and SOM of one method as a funnel, each level with its formula and sources. */
function Funnel({ method, sizing, format }: { method: 'topDown' | 'bottomUp'; sizing: Sizing; format: IdeaFormat }) {
  const { t } = useTranslation(['validation', 'validationReport']);
  const top = sizing.tam.cents ?? 0;
  return (
    <section className="space-y-4 rounded-xl border bg-card p-5" data-testid={`market-${method}`}>
      <header className="space-y-1">
        <h4 className="font-semibold">{t(`validationReport:methods.${method}.name`)}</h4>
        <p className="text-sm text-muted-foreground">{t(`validationReport:methods.${method}.description`)}</p>
      </header>
      <ol className="space-y-4">
        {LEVELS.map((level) => {
          const estimate = sizing[level];
          const width =
            estimate.cents === null || top <= 0 ? 0 : Math.max(MIN_BAR, Math.min(100, (100 * estimate.cents) / top));
          return (
            <li key={level} className="space-y-2" data-testid={`market-${method}-${level}`}>
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h5 className="text-sm font-semibold">
                  {t(`validationReport:estimates.${level}.name`)}{' '}
                  <span className="font-normal text-muted-foreground">
                    {t(`validationReport:estimates.${level}.description`)}
                  </span>
                </h5>
                <span className="font-semibold tabular-nums" data-testid="estimate-value">
                  {estimateValue(estimate, format)}
                </span>
              </div>
              {width > 0 && (
                <div className="flex justify-center" aria-hidden="true">
                  <div className="h-3 rounded-full bg-[var(--chart-1)]" style={{ width: `${width}%` }} />
                </div>
              )}
              <Formula estimate={estimate} format={format} />
            </li>
          );
        })}
      </ol>
      <Terms terms={LEVELS.flatMap((level) => sizing[level].terms)} format={format} />
    </section>
  );
}

/** What one company can serve, whatever its market: the capacity's terms, multiplied. */
function Capacity({ capacity, format }: { capacity: CurrentMarket['capacity']; format: IdeaFormat }) {
  const { t } = useTranslation('validationReport');
  return (
    <section className="space-y-3 rounded-xl border bg-card p-5" data-testid="market-capacity">
      <header className="space-y-1">
        <h4 className="font-semibold">{t('likely.capacityTitle')}</h4>
        <p className="text-sm text-muted-foreground">{capacity ? t('likely.capacityIntro') : t('likely.noCapacity')}</p>
      </header>
      {capacity && (
        <>
          <p className="text-sm text-muted-foreground tabular-nums" data-testid="capacity-formula">
            {capacity.terms.map((term) => `${t(`terms.${term.name}.label`)} ${termValue(term, format)}`).join(' × ')}
            {' = '}
            <span className="font-semibold text-foreground">
              {format.estimate(capacity.lowCents, capacity.highCents)}
            </span>
          </p>
          <Terms terms={capacity.terms} format={format} />
        </>
      )}
    </section>
  );
}

/**
 * The market twice, from the activity's figures down and from the founder's price and customers
 * up, and what the company can serve; a version validated before holds the two estimates only.
 */
export function MarketSizing({ market, format }: { market: IdeaValidationResult['market']; format: IdeaFormat }) {
  return (
    <div className={cn('grid gap-4 xl:grid-cols-2', CHART_PALETTE)}>
      {isCurrentMarket(market) && (
        <div className="xl:col-span-2">
          <Capacity capacity={market.capacity} format={format} />
        </div>
      )}
      <Funnel method="topDown" sizing={market.topDown} format={format} />
      <Funnel method="bottomUp" sizing={market.bottomUp} format={format} />
    </div>
  );
}
