import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/load-failed';
import { RowActions } from '@/components/row-actions';
import { ScreenIntro } from '@/components/screen-intro';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useDeleteConfirmation } from '@/hooks/use-delete-confirmation';
import { describeError } from '@/lib/describe-error';
import { notify } from '@/lib/notify';
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
  const { target, listArea } = deletion;

  let content;
  if (!query.data) {
    content = query.isError ? (
      <LoadFailed
        message={t('pitchStudio:list.loadFailed')}
        retryLabel={t('pitchStudio:retry')}
        onRetry={() => void query.refetch()}
        className="py-12"
      />
    ) : (
      <div className="grid gap-3" aria-busy="true">
        <span className="sr-only">{t('pitchStudio:list.loading')}</span>
        {[0, 1].map((index) => (
          <Skeleton key={index} className="h-20 w-full" />
        ))}
      </div>
    );
  } else if (query.data.length === 0) {
    content = (
      <EmptyState
        icon={Presentation}
        title={t('pitchStudio:list.emptyTitle')}
        description={t('pitchStudio:list.emptyDescription')}
        action={
          <Button variant="outline" onClick={() => setCreating(true)}>
            {t('pitchStudio:list.createFirst')}
          </Button>
        }
      />
    );
  } else {
    content = (
      <div className="grid gap-3">
        {query.data.map((pitch) => (
          <PitchRow key={pitch.id} pitch={pitch} onDelete={(item, button) => deletion.ask(item, button)} />
        ))}
      </div>
    );
  }

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
      <ConfirmDeleteDialog
        texts={
          target && {
            title: t('pitchStudio:delete.title', { title: target.title }),
            description: t('pitchStudio:delete.description'),
            cancel: t('pitchStudio:delete.cancel'),
            confirm: t('pitchStudio:delete.confirm'),
            deleting: t('pitchStudio:delete.deleting'),
          }
        }
        pending={remove.isPending}
        onConfirm={() => {
          const item = target;
          if (!item) return;
          remove.mutate(item.id, {
            onSuccess: () => {
              deletion.deleted();
              notify({ title: t('pitchStudio:delete.done', { title: item.title }), variant: 'success' });
            },
            onError: (error) => {
              deletion.failed();
              notify({
                title: t('pitchStudio:delete.failed'),
                description: describeError(error, t),
                variant: 'destructive',
              });
            },
          });
        }}
        onOpenChange={deletion.onOpenChange}
        onCloseAutoFocus={deletion.onCloseAutoFocus}
        testId="delete-pitch-dialog"
      />
    </div>
  );
}
