import { DeleteItemDialog } from '@/components/delete-item-dialog';
import { ItemList } from '@/components/item-list';
import { RowActions } from '@/components/row-actions';
import { ScreenIntro } from '@/components/screen-intro';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useDeleteConfirmation } from '@/hooks/use-delete-confirmation';
import type { PitchSummary } from '@alavanca/contracts/pitches';
import type { Language } from '@alavanca/domain/constants';
import { formatDate, formatNumber } from '@alavanca/domain/locale/format';
import { Plus, Presentation } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeletePitch } from '../api/change-pitch';
import { usePitches } from '../api/get-pitches';
import { pitchPath } from '../utils/paths';
import { NewPitchDialog } from './new-pitch-dialog';
import { usePitchEnvironment, type EvidenceOption } from './pitch-context';
import { scoreTone } from './part-field';

function PitchRow({
  pitch,
  onDelete,
}: {
  pitch: PitchSummary;
  onDelete: (pitch: PitchSummary, opener: HTMLElement) => void;
}) {
  const { t } = useTranslation(['pitchStudio', 'pitch']);
  const { prefs, dates } = usePitchEnvironment();
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-xl border bg-card p-4 sm:flex-row sm:items-center"
      data-testid="pitch-row"
      data-id={pitch.id}
    >
      <div className="min-w-0 flex-1 space-y-1">
        <h3 id={titleId} className="truncate font-semibold" title={pitch.title}>
          {pitch.title}
        </h3>
        <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <Badge variant="secondary">{t(`pitch:kinds.${pitch.kind}.name`)}</Badge>
          {pitch.score === null ? (
            <span data-testid="pitch-score">{t('pitchStudio:list.notAnalysed')}</span>
          ) : (
            <Badge variant={scoreTone(pitch.score)} data-testid="pitch-score">
              {t('pitchStudio:list.score', { score: formatNumber(pitch.score, prefs) })}
            </Badge>
          )}
          <span aria-hidden="true">·</span>
          <span>{t('pitchStudio:list.updated', { date: formatDate(new Date(pitch.updatedAt), dates) })}</span>
        </p>
      </div>
      <RowActions
        title={pitch.title}
        to={pitchPath(pitch.id)}
        openText={t('pitchStudio:list.open')}
        deleteLabel={t('pitchStudio:list.delete', { title: pitch.title })}
        onDelete={(button) => onDelete(pitch, button)}
      />
    </article>
  );
}

/** `/pitch`: the founder's pitches, and the way to start one. */
export function PitchesScreen({
  validations,
  simulations,
  language,
}: {
  validations: readonly EvidenceOption[];
  simulations: readonly EvidenceOption[];
  /** A new pitch's language until the founder picks another: the one they use the app in. */
  language: Language;
}) {
  const { t } = useTranslation(['pitchStudio', 'common']);
  const query = usePitches();
  const remove = useDeletePitch();
  const [creating, setCreating] = useState(false);
  const deletion = useDeleteConfirmation<PitchSummary>();
  const { listArea } = deletion;

  const content = (
    <ItemList
      query={query}
      texts={{
        loading: t('pitchStudio:list.loading'),
        loadFailed: t('pitchStudio:list.loadFailed'),
        retry: t('pitchStudio:retry'),
        emptyTitle: t('pitchStudio:list.emptyTitle'),
        emptyDescription: t('pitchStudio:list.emptyDescription'),
        createFirst: t('pitchStudio:list.createFirst'),
      }}
      emptyIcon={Presentation}
      onCreate={() => setCreating(true)}
    >
      {(pitches) =>
        pitches.map((pitch) => (
          <PitchRow key={pitch.id} pitch={pitch} onDelete={(item, button) => deletion.ask(item, button)} />
        ))
      }
    </ItemList>
  );

  return (
    <div data-testid="pitches-screen">
      <ScreenIntro
        title={t('pitchStudio:list.title')}
        description={t('pitchStudio:list.intro')}
        action={
          <Button onClick={() => setCreating(true)} data-testid="new-pitch">
            <Plus aria-hidden="true" />
            {t('pitchStudio:list.create')}
          </Button>
        }
      />
      <div ref={listArea} tabIndex={-1} className="outline-hidden">
        {content}
      </div>
      {creating && (
        <NewPitchDialog
          onOpenChange={setCreating}
          validations={validations}
          simulations={simulations}
          language={language}
        />
      )}
      <DeleteItemDialog deletion={deletion} remove={remove} namespace="pitchStudio" testId="delete-pitch-dialog" />
    </div>
  );
}
