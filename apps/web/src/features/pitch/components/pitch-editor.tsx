import { SaveStatus } from '@/components/save-status';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { describeError } from '@/lib/describe-error';
import { notify } from '@/lib/notify';
import type { PitchDetail } from '@alavanca/contracts/pitches';
import { formatNumber } from '@alavanca/domain/locale/format';
import type { EvidenceFigure } from '@alavanca/domain/pitch/claims';
import { partsOf, type PitchPart, type PitchKind } from '@alavanca/domain/pitch/pitch';
import { scorePitch } from '@alavanca/domain/pitch/rubric';
import { ArrowLeft, ListChecks, Mic, Scale } from 'lucide-react';
import { useDeferredValue, useId, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAnalysePitch } from '../api/change-pitch';
import { usePitchDraft, type PitchDraft } from '../hooks/use-pitch-draft';
import { PITCHES_PATH, rehearsalPath } from '../utils/paths';
import { BoardSection } from './board-section';
import { ClaimsList } from './claims-list';
import { ExportSection } from './export-section';
import { FindingsList } from './findings-list';
import { InvestorDrill } from './investor-drill';
import { PartField } from './part-field';
import { usePitchEnvironment, type EvidenceOption } from './pitch-context';
import { PitchDetails } from './pitch-details';
import { ScorePanel } from './score-panel';
import { VersionsSection } from './versions-section';

/** The founder's options, with the linked one kept in when the list's first page does not hold it. */
function withLinked(
  options: readonly EvidenceOption[],
  id: string | null,
  evidence: readonly EvidenceFigure[],
): readonly EvidenceOption[] {
  if (id === null || options.some((option) => option.id === id)) return options;
  const name = evidence.find((figure) => figure.source.id === id)?.source.name;
  return name === undefined ? options : [{ id, title: name }, ...options];
}

function Section({
  title,
  intro,
  icon: Icon,
  testId,
  children,
}: {
  title: string;
  intro: string;
  icon: typeof Scale;
  testId: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="space-y-4 rounded-xl border bg-card p-4 sm:p-6" data-testid={testId}>
      <div className="space-y-1">
        <h2 id={titleId} className="flex items-center gap-2 text-lg font-semibold">
          <Icon className="size-5" aria-hidden="true" />
          {title}
        </h2>
        <p className="text-sm text-muted-foreground">{intro}</p>
      </div>
      {children}
    </section>
  );
}

/**
 * One pitch, edited in place and scored as it is typed with the same rubric the server keeps
 * versions with: its parts, the live score and what to fix, every figure held to the founder's
 * evidence, the kept versions, the investor drill, the board and the exports. Every edit saves
 * itself after a pause (hooks/use-pitch-draft.ts).
 */
export function PitchEditor({
  pitch,
  validations,
  simulations,
  classBriefs,
}: {
  pitch: PitchDetail;
  validations: readonly EvidenceOption[];
  simulations: readonly EvidenceOption[];
  /**
   * What a class asks of this pitch, drawn by the app (the classes are another feature): given the
   * kind as typed and a save to run before the pitch is handed in.
   */
  classBriefs?: (pitch: { id: string; kind: PitchKind; save: () => Promise<boolean> }) => ReactNode;
}) {
  const { t } = useTranslation(['pitchStudio', 'pitch', 'common']);
  const { draft, edit, state, error, flush } = usePitchDraft(pitch);
  const analyse = useAnalysePitch();
  const { prefs } = usePitchEnvironment();
  const partsHeading = useId();
  // The score follows the typing without holding a keystroke back.
  const typed = useDeferredValue(draft);
  // The evidence is the stored pitch's: a newly linked validation counts once saved.
  const result = useMemo(
    () => scorePitch({ kind: typed.kind, language: typed.language, parts: typed.parts, evidence: pitch.evidence }),
    [typed.kind, typed.language, typed.parts, pitch.evidence],
  );
  const change = (fields: Partial<PitchDraft>) => edit((now) => ({ ...now, ...fields }));
  const editPart = (part: PitchPart, text: string) =>
    edit((now) => ({
      ...now,
      parts: { ...now.parts, [part]: text },
      // Rewritten by the founder: no longer the draft's words.
      drafted: now.drafted.filter((each) => each !== part),
    }));

  async function keepVersion() {
    if (analyse.isPending || !(await flush())) return;
    analyse.mutate(pitch.id, {
      onSuccess: (analysis) => {
        const title = t('pitchStudio:analysis.kept', {
          number: analysis.number,
          score: formatNumber(analysis.result.score, prefs),
        });
        notify({ title, variant: 'success' });
      },
      onError: (failure) => {
        // The server analyses nothing before a part is written.
        const empty = failure instanceof ApiError && failure.code === 'VALIDATION_FAILED';
        notify({
          title: t('pitchStudio:analysis.failed'),
          description: empty ? t('pitchStudio:analysis.empty') : describeError(failure, t),
          variant: 'destructive',
        });
      },
    });
  }

  return (
    <div className="space-y-6" data-testid="pitch-editor" data-kind={draft.kind}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button variant="ghost" size="sm" asChild>
          <Link to={PITCHES_PATH}>
            <ArrowLeft aria-hidden="true" />
            {t('pitchStudio:editor.backToList')}
          </Link>
        </Button>
        <div className="flex flex-wrap items-center gap-2">
          <SaveStatus
            state={state}
            error={error}
            onRetry={() => void flush()}
            texts={{
              saved: t('pitchStudio:save.saved'),
              saving: t('pitchStudio:save.saving'),
              failed: (reason) => t('pitchStudio:save.failed', { reason }),
              retry: t('pitchStudio:save.retry'),
            }}
          />
          <Button variant="outline" size="sm" asChild>
            <Link to={rehearsalPath(pitch.id)} data-testid="rehearse">
              <Mic aria-hidden="true" />
              {t('pitchStudio:editor.rehearse')}
            </Link>
          </Button>
        </div>
      </div>

      <PitchDetails
        draft={draft}
        onChange={change}
        validations={withLinked(validations, draft.validationId, pitch.evidence)}
        simulations={withLinked(simulations, draft.simulationId, pitch.evidence)}
      />

      {classBriefs?.({ id: pitch.id, kind: draft.kind, save: flush })}

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <section aria-labelledby={partsHeading} className="min-w-0 space-y-5 rounded-xl border bg-card p-4 sm:p-6">
          <div className="space-y-1">
            <h2 id={partsHeading} className="text-lg font-semibold">
              {t('pitchStudio:editor.parts')}
            </h2>
            <p className="text-sm text-muted-foreground">{t(`pitch:kinds.${draft.kind}.description`)}</p>
          </div>
          {partsOf(draft.kind).map((part) => (
            <PartField
              key={part}
              part={part}
              kind={draft.kind}
              text={draft.parts[part] ?? ''}
              drafted={draft.drafted.includes(part)}
              score={result.parts[part] ?? 0}
              onChange={(text) => editPart(part, text)}
            />
          ))}
        </section>
        <ScorePanel
          result={result}
          latest={pitch.versions[0]}
          analysing={analyse.isPending}
          onAnalyse={() => void keepVersion()}
        />
      </div>

      <Section
        title={t('pitchStudio:findings.title')}
        intro={t('pitchStudio:findings.intro')}
        icon={ListChecks}
        testId="findings"
      >
        <FindingsList findings={result.findings} />
      </Section>

      <Section title={t('pitchStudio:claims.title')} intro={t('pitchStudio:claims.intro')} icon={Scale} testId="claims">
        {pitch.evidence.length === 0 && (
          <p className="text-sm text-muted-foreground">{t('pitchStudio:claims.noEvidence')}</p>
        )}
        {result.claims.length === 0 ? (
          <p className="text-sm text-muted-foreground" data-testid="no-claims">
            {t('pitchStudio:claims.none')}
          </p>
        ) : (
          <ClaimsList claims={result.claims} />
        )}
      </Section>

      <VersionsSection pitchId={pitch.id} versions={pitch.versions} />

      <InvestorDrill
        pitchId={pitch.id}
        result={result}
        facts={pitch.drillFacts}
        language={draft.language}
        evidence={pitch.evidence}
      />

      <BoardSection pitchId={pitch.id} beforeAsk={flush} />
      <ExportSection pitchId={pitch.id} beforeExport={flush} />
    </div>
  );
}
