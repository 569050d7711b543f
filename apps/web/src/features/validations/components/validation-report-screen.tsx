import { useDisplayNames } from '@/hooks/use-display-names';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { startCreateFromIdea } from '@/lib/new-simulation-state';
import type { Validation } from '@alavanca/contracts/validations';
import type { Language, NumberFormat } from '@alavanca/domain/constants';
import type { DateTimePreferences } from '@alavanca/domain/locale/format';
import { formatDateTime } from '@alavanca/domain/locale/format';
import { COUNTRY_REGION } from '@alavanca/domain/validation/idea';
import { simulationSetupFromIdea } from '@alavanca/domain/validation/simulate-idea';
import {
  ArrowLeft,
  BookOpenText,
  ChartNoAxesCombined,
  FlaskConical,
  GitCompareArrows,
  Grid2x2,
  ListChecks,
  PencilLine,
  Play,
  Scale,
  ShieldQuestion,
  Swords,
} from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { CompetitorMatrix, RiskiestAssumptions, Swot } from '../report/analysis';
import { Experiments } from '../report/experiments';
import { MarketSizing } from '../report/market-sizing';
import { OriginLegend } from '../report/origin-badge';
import { FoldedSection } from '../report/folded-section';
import { OverallScore, ScoreRadar } from '../report/overall-summary';
import { ReportSummary } from '../report/report-summary';
import { ScoreDetails } from '../report/score-details';
import { VersionComparison } from '../report/version-comparison';
import { createIdeaFormat } from '../utils/format';
import { editValidationPath, IDEAS_PATH } from '../utils/paths';
import { comparedVersion } from '../utils/version-compare';

/** The simulations list, which opens its setup form when asked through navigation state. */
const SIMULATIONS_PATH = '/simulacao-negocio';

/**
 * /validacao-ideia/{id}: the latest version's report. The overall score and verdict with the
 * radar, every score line by line, the market top-down and bottom-up with each term's origin and
 * source, the competitors named, SWOT, the riskiest assumptions, the experiments (marked done
 * here), and the versions compared. Money is in the idea's currency, numbers in the user's format.
 */
export function ValidationReportScreen({
  validation,
  language,
  numberFormat,
  dates,
}: {
  validation: Validation;
  language: Language;
  numberFormat: NumberFormat;
  dates: Omit<DateTimePreferences, 'language'>;
}) {
  const { t } = useTranslation(['validation', 'validationReport', 'account']);
  const location = useLocation();
  const latest = validation.versions[0]!;
  const { input, result } = latest;
  const format = useMemo(
    () => createIdeaFormat({ language, numberFormat, currency: input.currency }),
    [language, numberFormat, input.currency],
  );
  const dateTimes = { ...dates, language };
  const [compareWith, setCompareWith] = useState(() => comparedVersion(location.state));
  const regionNames = useDisplayNames(language, 'region');
  const detailsId = useId();

  return (
    <div className="space-y-6" data-testid="validation-report" data-version={latest.version}>
      <header className="space-y-4">
        <Link
          to={IDEAS_PATH}
          className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t('report.backToList')}
        </Link>
        <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
          <div className="min-w-0 space-y-1">
            <h2 className="text-2xl font-semibold tracking-tight break-words" data-testid="validation-title">
              {validation.title}
            </h2>
            <p className="text-sm text-muted-foreground">
              {[
                t(`account:enums.businessTypes.${input.businessType}`),
                regionNames?.of(input.country) ?? input.country,
                // The region only when the market is sized beyond the country's own.
                ...(COUNTRY_REGION[input.country] === input.region ? [] : [t(`account:enums.regions.${input.region}`)]),
                t('report.versionLine', {
                  version: latest.version,
                  date: formatDateTime(new Date(latest.createdAt), dateTimes),
                }),
              ].join(' · ')}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" asChild>
              <Link to={editValidationPath(validation.id)} data-testid="edit-idea">
                <PencilLine aria-hidden="true" />
                {t('report.edit')}
              </Link>
            </Button>
            <Button asChild>
              <Link
                to={SIMULATIONS_PATH}
                state={startCreateFromIdea(simulationSetupFromIdea(input))}
                data-testid="simulate-idea"
              >
                <Play aria-hidden="true" />
                {t('report.simulate')}
              </Link>
            </Button>
          </div>
        </div>
      </header>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <OverallScore result={result} format={format} />
        <ReportSummary result={result} format={format} />
      </div>

      {latest.narrative && (
        <SectionCard
          title={t('report.sections.narrative')}
          icon={BookOpenText}
          intro={t('report.narrativeNote')}
          testId="narrative"
        >
          {latest.narrative.split(/\n{2,}/).map((paragraph, index) => (
            <p key={index} className="max-w-prose text-sm whitespace-pre-line">
              {paragraph}
            </p>
          ))}
        </SectionCard>
      )}

      <SectionCard
        title={t('report.sections.experiments')}
        icon={FlaskConical}
        intro={t('report.experimentsIntro')}
        testId="experiments"
      >
        <Experiments
          validationId={validation.id}
          experiments={result.experiments}
          progress={validation.experiments}
          format={format}
          dates={dates}
        />
      </SectionCard>

      <section className="space-y-3" aria-labelledby={detailsId} data-testid="report-details">
        <div className="space-y-1">
          <h3 id={detailsId} className="text-lg font-semibold">
            {t('report.sections.details')}
          </h3>
          <p className="text-sm text-muted-foreground">{t('report.detailsIntro')}</p>
        </div>
        <FoldedSection
          title={t('report.sections.scores')}
          icon={ListChecks}
          intro={t('report.scoresIntro')}
          testId="scores"
        >
          <ScoreRadar result={result} />
          <ScoreDetails result={result} input={input} format={format} />
        </FoldedSection>
        <FoldedSection
          title={t('report.sections.market')}
          icon={ChartNoAxesCombined}
          intro={t('report.marketIntro')}
          testId="market"
        >
          <MarketSizing market={result.market} format={format} />
        </FoldedSection>
        <FoldedSection title={t('report.sections.competitors')} icon={Swords} testId="competitors">
          <CompetitorMatrix competitors={result.competitors} />
        </FoldedSection>
        <FoldedSection
          title={t('report.sections.assumptions')}
          icon={ShieldQuestion}
          intro={t('report.assumptionsIntro')}
          testId="assumptions-section"
        >
          <RiskiestAssumptions assumptions={result.assumptions} format={format} />
        </FoldedSection>
        <FoldedSection
          title={t('report.sections.swot')}
          icon={Grid2x2}
          intro={t('report.swotIntro')}
          testId="swot-section"
        >
          <Swot result={result} />
        </FoldedSection>
        <FoldedSection
          title={t('report.sections.honesty')}
          icon={Scale}
          intro={t('report.honestyIntro')}
          testId="origins"
        >
          <OriginLegend />
        </FoldedSection>
      </section>

      <SectionCard title={t('report.sections.versions')} icon={GitCompareArrows} testId="versions">
        <VersionComparison
          validation={validation}
          compareWith={compareWith}
          onCompareWith={setCompareWith}
          format={format}
          dates={dateTimes}
        />
      </SectionCard>
    </div>
  );
}
