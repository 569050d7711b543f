import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import type { EvidenceSnapshot } from '@alavanca/contracts/community-evidence';
import { formatCurrency, formatNumber, type NumberPreferences } from '@alavanca/domain/locale/format';
import { CheckCircle2, Play, XCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEvidence } from '../api/evidence';

type Snapshot<K extends EvidenceSnapshot['kind']> = Extract<EvidenceSnapshot, { kind: K }>;

/** The copy a post carries, opened: each kind drawn from what it holds; a simulation replayed on request. */
export default function EvidenceDetails({ path, prefs }: { path: string; prefs: NumberPreferences }) {
  const { t } = useTranslation('community');
  const evidence = useEvidence(path);
  if (evidence.isError)
    return (
      <p role="alert" className="text-sm text-destructive">
        {t('evidence.loadFailed')}
      </p>
    );
  if (!evidence.data) return <Skeleton className="h-32" />;
  const copy = evidence.data;
  return (
    <div className="space-y-3 text-sm" data-testid="evidence-details">
      {copy.kind === 'simulation' && <SimulationCopy copy={copy} prefs={prefs} />}
      {copy.kind === 'validation' && <ValidationCopy copy={copy} prefs={prefs} />}
      {copy.kind === 'canvas' && <CanvasCopy copy={copy} />}
      {copy.kind === 'pitch' && <PitchCopy copy={copy} prefs={prefs} />}
    </div>
  );
}

type Replay = { state: 'idle' } | { state: 'running' } | { state: 'done'; differs: number | null };

/**
 * The months the author claims, and the replay: the engine (loaded now) plays the setup's company
 * again with each month's decisions, and says whether every figure comes out the same.
 */
function SimulationCopy({ copy, prefs }: { copy: Snapshot<'simulation'>; prefs: NumberPreferences }) {
  const { t } = useTranslation('community');
  const [replay, setReplay] = useState<Replay>({ state: 'idle' });
  const money = (cents: number) => formatCurrency(cents, copy.setup.currency, prefs);
  const run = async () => {
    setReplay({ state: 'running' });
    const { firstDifference, replayClaims } = await import('@alavanca/domain/community/evidence');
    setReplay({ state: 'done', differs: firstDifference(copy.claimed, replayClaims(copy.setup, copy.decisions)) });
  };
  return (
    <>
      <p className="text-muted-foreground">
        {t('evidence.simulation.setup', {
          capital: money(copy.setup.startingCapitalCents),
          seed: copy.setup.seed,
          difficulty: t(`evidence.simulation.difficulties.${copy.setup.difficulty}`),
        })}
      </p>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[20rem] text-right tabular-nums">
          <caption className="sr-only">{t('evidence.simulation.caption')}</caption>
          <thead>
            <tr className="text-muted-foreground">
              <th scope="col" className="text-left font-medium">
                {t('evidence.simulation.month')}
              </th>
              <th scope="col" className="font-medium">
                {t('evidence.simulation.revenue')}
              </th>
              <th scope="col" className="font-medium">
                {t('evidence.simulation.profit')}
              </th>
              <th scope="col" className="font-medium">
                {t('evidence.simulation.cash')}
              </th>
            </tr>
          </thead>
          <tbody>
            {copy.claimed.map((month) => (
              <tr key={month.month} className="border-t">
                <th scope="row" className="text-left font-normal">
                  {month.month}
                </th>
                <td>{money(month.revenueCents)}</td>
                <td>{money(month.profitCents)}</td>
                <td>{money(month.cashCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          size="sm"
          onClick={() => void run()}
          disabled={replay.state === 'running'}
          data-testid="evidence-replay"
        >
          <Play aria-hidden="true" />
          {replay.state === 'running' ? t('evidence.simulation.replaying') : t('evidence.simulation.replay')}
        </Button>
        <p aria-live="polite" data-testid="evidence-replay-result">
          {replay.state === 'done' &&
            (replay.differs === null ? (
              <span className="inline-flex items-center gap-1 text-success">
                <CheckCircle2 className="size-4" aria-hidden="true" />
                {t('evidence.simulation.agrees', { count: copy.claimed.length })}
              </span>
            ) : (
              <span className="inline-flex items-center gap-1 text-destructive">
                <XCircle className="size-4" aria-hidden="true" />
                {t('evidence.simulation.differs', { month: replay.differs })}
              </span>
            ))}
        </p>
      </div>
    </>
  );
}

/** The figures a validation's market estimate rests on, each source once. */
function sourcesOf(copy: Snapshot<'validation'>) {
  const market = copy.result.market;
  const terms = [market.topDown, market.bottomUp].flatMap((sizing) =>
    [sizing.tam, sizing.sam, sizing.som].flatMap((estimate) => estimate.terms),
  );
  const figures = terms.flatMap((term) => (term.figure ? [term.figure] : []));
  return [...new Map(figures.map((figure) => [`${figure.source}|${figure.year}`, figure])).values()];
}

function ValidationCopy({ copy, prefs }: { copy: Snapshot<'validation'>; prefs: NumberPreferences }) {
  const { t } = useTranslation(['community', 'validationReport']);
  const likely = 'likely' in copy.result.market ? copy.result.market.likely : null;
  const currency = copy.input.currency;
  const sources = sourcesOf(copy);
  return (
    <>
      <p>
        <span className="font-medium">{copy.title}</span> ·{' '}
        {t(`validationReport:verdicts.${copy.result.verdict}.title`)} ·{' '}
        {t('evidence.validation.overall', { overall: formatNumber(copy.result.overall, prefs) })}
      </p>
      {likely && (
        <p>
          {t('validationReport:likely.title')}:{' '}
          {t('validationReport:likely.range', {
            low: formatCurrency(likely.lowCents, currency, prefs),
            high: formatCurrency(likely.highCents, currency, prefs),
          })}
        </p>
      )}
      <ul className="grid gap-1 sm:grid-cols-2">
        {Object.entries(copy.result.scores).map(([key, score]) => (
          <li key={key} className="flex justify-between gap-2 border-b py-1">
            <span>{t(`validationReport:scores.${key}.name`)}</span>
            <span className="tabular-nums">{formatNumber(score.value, prefs)}</span>
          </li>
        ))}
      </ul>
      {sources.length > 0 && (
        <div>
          <p className="font-medium">{t('evidence.validation.sources')}</p>
          <ul className="list-disc space-y-1 pl-5">
            {sources.map((figure) => (
              <li key={`${figure.source}|${figure.year}`}>
                {figure.url ? (
                  <a href={figure.url} target="_blank" rel="noopener noreferrer" className="underline">
                    {figure.source}
                  </a>
                ) : (
                  figure.source
                )}{' '}
                ({figure.year})
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}

function CanvasCopy({ copy }: { copy: Snapshot<'canvas'> }) {
  const { t } = useTranslation(['community', 'canvas']);
  const blocks = [...new Set(copy.cards.map((card) => card.block))];
  return (
    <>
      <p>
        <span className="font-medium">{copy.title}</span> · {t(`canvas:kinds.${copy.canvasKind}.name`)}
      </p>
      <dl className="grid gap-2 sm:grid-cols-2">
        {blocks.map((block) => (
          <div key={block} className="rounded-md border p-2">
            <dt className="font-medium">{t(`canvas:blocks.${block}.name`)}</dt>
            {copy.cards
              .filter((card) => card.block === block)
              .map((card) => (
                <dd key={card.id}>{card.text}</dd>
              ))}
          </div>
        ))}
      </dl>
    </>
  );
}

function PitchCopy({ copy, prefs }: { copy: Snapshot<'pitch'>; prefs: NumberPreferences }) {
  const { t } = useTranslation(['community', 'pitch']);
  return (
    <>
      <p>
        <span className="font-medium">{copy.title}</span> · {t(`pitch:kinds.${copy.pitchKind}.name`)}
        {copy.result && ` · ${t('evidence.pitch.score', { score: formatNumber(copy.result.score, prefs) })}`}
      </p>
      <dl className="space-y-2">
        {Object.entries(copy.parts).map(([part, words]) => (
          <div key={part}>
            <dt className="font-medium">{t(`pitch:parts.${part}.name`)}</dt>
            <dd className="whitespace-pre-wrap">{words}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
