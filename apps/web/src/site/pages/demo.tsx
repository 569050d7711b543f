import { CHART_PALETTE, ChartLegend } from '@/components/chart-legend';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { MONEY_LINES } from '@/lib/charts';
import { resolveLanguageOrDefault } from '@alavanca/domain/locale/languages';
import { createSimulation } from '@alavanca/domain/simulation/create-simulation';
import { demoSetup } from '@alavanca/domain/simulation/demo-company';
import { presetFor } from '@alavanca/domain/simulation/presets';
import { SCORE_WEIGHTS, type ScoreComponent } from '@alavanca/domain/simulation/score';
import { decisionBounds } from '@alavanca/domain/simulation/validate';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { demoFormat } from '../enhance/demo-format';
import { DEMO_FIELDS, DEMO_KPIS, DEMO_PREVIEW_FIGURES, demoTextSources, type DemoField } from '../enhance/demo-text';
import { DEMO, HOOK, hook } from '../enhance/hooks';

const SCORE_COMPONENTS = Object.keys(SCORE_WEIGHTS) as ScoreComponent[];
const HISTORY_COLUMNS = ['revenue', 'netProfit', 'cash', 'customers'] as const;

/** JSON inside a script element: `<` escaped so no text can close the element early. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** One decision: label, input (enabled by the script), hint and the error the script shows. */
function DemoDecision({ name, label, hint }: { name: DemoField; label: string; hint?: string }) {
  const id = `demo-${name}`;
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        name={name}
        inputMode={name === 'headcountDelta' ? 'numeric' : 'decimal'}
        autoComplete="off"
        className="tabular text-right"
        aria-describedby={`${id}-hint ${id}-error`}
        disabled
        {...hook(DEMO.field, name)}
      />
      <p id={`${id}-hint`} className="text-xs text-muted-foreground" {...hook(DEMO.hint, name)}>
        {hint}
      </p>
      <p id={`${id}-error`} className="text-xs font-medium text-destructive" hidden {...hook(DEMO.error, name)} />
    </div>
  );
}

/** Label and value of a figure the script writes (a dash until it runs). */
function Figure({ label, figure, large = false }: { label: string; figure: string; large?: boolean }) {
  return (
    <div className="rounded-lg border p-3">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className={large ? 'tabular text-lg font-semibold' : 'tabular font-medium'} {...hook(DEMO.figure, figure)}>
        —
      </dd>
    </div>
  );
}

/**
 * The public demo: a café played for a year, month by month, by the engine itself running in the
 * visitor's browser (site/enhance/demo.ts), then a call to sign up. The page carries the markup,
 * the fixed labels and the text templates; the script fills in every number. Without JavaScript
 * the form stays disabled and says why.
 */
export function DemoPage() {
  const { t, i18n } = useTranslation(['landing', 'simulationMonth', 'simulationResults']);
  const language = resolveLanguageOrDefault(i18n.language);
  const setup = demoSetup(language, t('demo.company.name'));
  const preset = presetFor(setup.businessType, setup.currency);
  const start = createSimulation(setup);
  const bounds = decisionBounds(start);
  const format = demoFormat(language, setup.currency);
  const range = (field: 'priceCents' | 'marketingCents') =>
    t('simulationMonth:decisions.range', {
      min: format.money(bounds[field].min),
      max: format.money(bounds[field].max),
    });
  const texts = Object.fromEntries(
    Object.entries(demoTextSources()).map(([key, source]) => [key, t(source, { skipInterpolation: true } as never)]),
  );
  const labels: Record<DemoField, string> = {
    priceCents: t('simulationMonth:decisions.price.unit'),
    marketingCents: t('simulationMonth:decisions.marketing.label'),
    qualityInvestmentCents: t('simulationMonth:decisions.quality.label'),
    headcountDelta: t('simulationMonth:decisions.headcount.label'),
    purchaseUnits: t('simulationMonth:decisions.purchase.label'),
  };
  const fixedHints: Partial<Record<DemoField, string>> = {
    priceCents: t('simulationMonth:decisions.price.hint', {
      reference: format.money(preset.referencePriceCents),
      range: range('priceCents'),
    }),
    marketingCents: t('simulationMonth:decisions.marketing.hint', { range: range('marketingCents') }),
  };

  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-12 sm:px-6" {...hook(HOOK.demo)}>
      <header className="max-w-3xl space-y-4">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">{t('demo.eyebrow')}</p>
        <h1 className="text-4xl font-semibold tracking-tight">{t('demo.title')}</h1>
        <p className="text-lg text-muted-foreground">{t('demo.intro')}</p>
      </header>

      <section aria-labelledby="demo-company-title" className="space-y-3 rounded-xl border bg-card p-6">
        <h2 id="demo-company-title" className="text-2xl font-semibold tracking-tight">
          {setup.name}
        </h2>
        <p className="text-muted-foreground">
          {t('demo.company.description', {
            people: format.count(start.headcount),
            capital: format.money(setup.startingCapitalCents),
            months: setup.horizonMonths,
          })}
        </p>
        <p className="text-sm font-medium" {...hook(DEMO.slot, 'monthOf')}>
          {t('simulationMonth:header.monthOf', { month: 1, horizon: setup.horizonMonths })}
        </p>
        <noscript>
          <p className="rounded-lg border border-dashed p-4 text-sm">{t('demo.noScript')}</p>
        </noscript>
      </section>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]" {...hook(DEMO.playing)}>
        <form
          noValidate
          aria-labelledby="demo-decisions-title"
          className="space-y-5 rounded-xl border bg-card p-6"
          {...hook(DEMO.form)}
        >
          <div className="space-y-1">
            <h2 id="demo-decisions-title" className="text-lg font-semibold" {...hook(DEMO.slot, 'decisionsTitle')}>
              {t('simulationMonth:decisions.title', { month: 1 })}
            </h2>
            <p className="text-sm text-muted-foreground">{t('demo.decisionsIntro', { currency: setup.currency })}</p>
          </div>
          <fieldset
            className="space-y-2 rounded-lg border border-warning/50 p-4"
            aria-describedby="demo-event-description demo-eventChoice-error"
            hidden
            {...hook(DEMO.event)}
          >
            <legend className="px-1 text-sm font-medium" {...hook(DEMO.slot, 'choiceLegend')} />
            <p
              id="demo-event-description"
              className="text-xs text-muted-foreground"
              {...hook(DEMO.slot, 'choiceDescription')}
            />
            <div className="grid gap-2" {...hook(DEMO.eventOptions)} />
            <p
              id="demo-eventChoice-error"
              className="text-xs font-medium text-destructive"
              hidden
              {...hook(DEMO.error, 'eventChoice')}
            >
              {t('simulationMonth:events.choiceRequired')}
            </p>
          </fieldset>
          {DEMO_FIELDS.map((name) => (
            <DemoDecision key={name} name={name} label={labels[name]} hint={fixedHints[name]} />
          ))}
          <div className="flex flex-wrap gap-2 border-t pt-4">
            <Button type="submit" disabled>
              {t('simulationMonth:header.advance')}
            </Button>
            <Button type="button" variant="outline" disabled {...hook(DEMO.finish)}>
              {t('simulationMonth:header.finish')}
            </Button>
          </div>
        </form>

        <div className="min-w-0 space-y-6">
          <section aria-labelledby="demo-preview-title" className="space-y-3 rounded-xl border bg-card p-6">
            <h2 id="demo-preview-title" className="text-lg font-semibold" {...hook(DEMO.slot, 'previewTitle')}>
              {t('simulationMonth:preview.title', { month: 1 })}
            </h2>
            <p className="text-sm text-muted-foreground">{t('demo.previewIntro')}</p>
            <dl className="grid gap-3 sm:grid-cols-2">
              {DEMO_PREVIEW_FIGURES.map((key) => (
                <Figure key={key} label={t(`simulationMonth:preview.figures.${key}`)} figure={`preview.${key}`} />
              ))}
            </dl>
            {(['needsChoice', 'invalid', 'bankrupt', 'lastMonth'] as const).map((message) => (
              <p
                key={message}
                className="rounded-lg border border-dashed p-3 text-sm"
                hidden
                {...hook(DEMO.message, message)}
              >
                {t(`simulationMonth:preview.${message}`)}
              </p>
            ))}
          </section>

          <section
            aria-labelledby="demo-month-title"
            className="space-y-4 rounded-xl border bg-card p-6"
            hidden
            {...hook(DEMO.played)}
          >
            <h2 id="demo-month-title" className="text-lg font-semibold" {...hook(DEMO.slot, 'monthResultsTitle')} />
            <dl className="grid grid-cols-2 gap-3 md:grid-cols-3">
              {DEMO_KPIS.map((key) => (
                <Figure key={key} label={t(`simulationMonth:kpis.${key}`)} figure={`kpi.${key}`} large />
              ))}
            </dl>
            <h3 className="text-base font-semibold" {...hook(DEMO.slot, 'eventsTitle')} />
            <ul className="space-y-2 text-sm" {...hook(DEMO.events)} />
            <p className="text-sm text-muted-foreground" hidden {...hook(DEMO.message, 'noEvents')}>
              {t('simulationMonth:events.none')}
            </p>
            <p className="border-t pt-3 text-sm" hidden {...hook(DEMO.slot, 'answered')} />
          </section>
        </div>
      </div>

      <section
        aria-labelledby="demo-history-title"
        className="space-y-3 rounded-xl border bg-card p-6"
        hidden
        {...hook(DEMO.played)}
      >
        <h2 id="demo-history-title" className="text-lg font-semibold">
          {t('demo.historyTitle')}
        </h2>
        <div className={`space-y-2 ${CHART_PALETTE}`}>
          <ChartLegend
            items={MONEY_LINES.map(({ key, color, dash }) => ({
              key,
              color,
              dash,
              label: t(`simulationMonth:kpis.${key}`),
            }))}
          />
          <div className="w-full" aria-hidden="true" {...hook(DEMO.chart)} />
        </div>
        {/* It scrolls sideways on a phone: focusable so the keyboard can scroll it too. */}
        <div
          className="overflow-x-auto rounded-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-hidden"
          tabIndex={0}
          role="group"
          aria-labelledby="demo-history-title"
        >
          <table className="w-full text-sm" aria-labelledby="demo-history-title">
            <thead>
              <tr className="border-b text-left">
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t('demo.monthColumn')}
                </th>
                {HISTORY_COLUMNS.map((key) => (
                  <th key={key} scope="col" className="py-2 pl-3 text-right font-medium">
                    {t(`simulationMonth:kpis.${key}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="tabular" {...hook(DEMO.history)} />
          </table>
        </div>
      </section>

      <section
        aria-labelledby="demo-end-title"
        className="space-y-5 rounded-xl border bg-card p-6"
        hidden
        {...hook(DEMO.end)}
      >
        <h2 id="demo-end-title" tabIndex={-1} className="text-2xl font-semibold tracking-tight outline-hidden">
          {t('demo.endTitle')}
        </h2>
        <p className="rounded-lg border bg-muted/50 p-4 text-sm" {...hook(DEMO.slot, 'ended')} />
        <p className="flex flex-wrap items-baseline gap-3">
          <span className="text-3xl font-semibold" {...hook(DEMO.slot, 'scoreLabel')} />
          <span className="rounded-md border px-2 py-0.5 text-sm font-medium" {...hook(DEMO.slot, 'band')} />
        </p>
        <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
          {SCORE_COMPONENTS.map((key) => (
            <Figure key={key} label={t(`simulationResults:breakdown.components.${key}.name`)} figure={`score.${key}`} />
          ))}
        </dl>
        <div className="space-y-2">
          <h3 className="text-base font-semibold">{t('simulationResults:lessons.title')}</h3>
          <ul className="list-disc space-y-1 pl-5 text-sm" {...hook(DEMO.lessons)} />
          <p className="text-sm text-muted-foreground" hidden {...hook(DEMO.message, 'noLessons')}>
            {t('simulationResults:lessons.empty')}
          </p>
        </div>
        <Button type="button" variant="outline" {...hook(DEMO.restart)}>
          {t('demo.restart')}
        </Button>
      </section>

      <aside aria-labelledby="demo-cta-title" className="space-y-4 rounded-xl border bg-accent/40 p-8">
        <h2 id="demo-cta-title" className="text-2xl font-semibold tracking-tight">
          {t('demo.ctaTitle')}
        </h2>
        <p className="max-w-3xl text-muted-foreground">{t('demo.ctaText')}</p>
        <Button size="lg" asChild>
          <Link to="/cadastro">{t('demo.cta')}</Link>
        </Button>
      </aside>

      <p className="sr-only" role="status" {...hook(DEMO.status)} />
      <script type="application/json" {...hook(DEMO.text)} dangerouslySetInnerHTML={{ __html: scriptJson(texts) }} />
    </div>
  );
}
