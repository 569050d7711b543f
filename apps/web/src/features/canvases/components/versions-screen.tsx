import { LoadFailed } from '@/components/load-failed';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { Skeleton } from '@/components/ui/skeleton';
import { describeError } from '@/lib/describe-error';
import { notify } from '@/lib/notify';
import type { CanvasDetail } from '@alavanca/contracts/canvases';
import { CANVAS_BLOCKS, type CanvasBlock, type CanvasCard } from '@alavanca/domain/canvas/canvas';
import { CARD_CHANGES, compareCards, type CardChange, type CardComparison } from '@alavanca/domain/canvas/compare';
import { formatDateTime, type DateTimePreferences, type NumberPreferences } from '@alavanca/domain/locale/format';
import { ArrowLeft, RotateCcw } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useRestoreCanvasVersion } from '../api/change-canvas';
import { useCanvasVersion, useCanvasVersions } from '../api/get-canvases';
import { describeEvidence, describeNumbers } from '../utils/describe';
import { canvasPath } from '../utils/paths';

const CHANGE_BADGE: Record<CardChange, 'success' | 'destructive' | 'info' | 'warning' | 'secondary'> = {
  added: 'success',
  removed: 'destructive',
  moved: 'info',
  reworded: 'warning',
  numbers: 'warning',
  evidence: 'secondary',
  links: 'secondary',
};

function VersionCard({
  card,
  changes,
  canvas,
  prefs,
}: {
  card: CanvasCard;
  changes: readonly CardChange[];
  canvas: CanvasDetail;
  prefs: NumberPreferences;
}) {
  const { t } = useTranslation(['canvas', 'validation', 'validationReport']);
  const numbers = describeNumbers(card, canvas.currency, t, prefs);
  return (
    <li
      className="space-y-1 rounded-lg border bg-background p-2 text-sm"
      data-testid="version-card"
      data-changes={changes.join(' ')}
    >
      <p className="break-words">{card.text}</p>
      {numbers && <p className="text-xs font-medium tabular-nums">{numbers}</p>}
      <p className="text-xs text-muted-foreground">
        {card.evidence ? describeEvidence(card.evidence, t, prefs) : t('canvas:tags.assumption')}
      </p>
      {changes.length > 0 && (
        <p className="flex flex-wrap gap-1">
          {changes.map((change) => (
            <Badge key={change} variant={CHANGE_BADGE[change]}>
              {t(`canvas:versions.changes.${change}`)}
            </Badge>
          ))}
        </p>
      )}
    </li>
  );
}

/** One block's cards in both versions, side by side. */
function BlockComparison({
  block,
  comparisons,
  older,
  newer,
  prefs,
}: {
  block: CanvasBlock;
  comparisons: readonly CardComparison[];
  older: CanvasDetail;
  newer: CanvasDetail;
  prefs: NumberPreferences;
}) {
  const { t } = useTranslation('canvas');
  const headingId = useId();
  const side = (version: CanvasDetail, pick: (comparison: CardComparison) => CanvasCard | null) => (
    <div className="space-y-2">
      <p className="text-xs font-medium text-muted-foreground">{t('versions.version', { version: version.version })}</p>
      <ul
        className="space-y-2"
        aria-label={t('versions.blockIn', { block: t(`blocks.${block}.name`), version: version.version })}
      >
        {comparisons.flatMap((comparison) => {
          const card = pick(comparison);
          return card && card.block === block
            ? [<VersionCard key={card.id} card={card} changes={comparison.changes} canvas={version} prefs={prefs} />]
            : [];
        })}
      </ul>
    </div>
  );
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-2 rounded-xl border bg-card p-3"
      data-testid="block-comparison"
      data-block={block}
    >
      <h3 id={headingId} className="text-sm font-semibold">
        {t(`blocks.${block}.name`)}
      </h3>
      <div className="grid gap-3 sm:grid-cols-2">
        {side(older, (comparison) => comparison.before)}
        {side(newer, (comparison) => comparison.after)}
      </div>
    </section>
  );
}

/**
 * `/canvas/:id/versoes`: any two versions of a canvas side by side (cards added, removed, moved,
 * reworded, renumbered), and any version restored as the newest.
 */
export function CanvasVersionsScreen({
  canvas,
  prefs,
  dates,
}: {
  canvas: CanvasDetail;
  prefs: NumberPreferences;
  dates: DateTimePreferences;
}) {
  const { t } = useTranslation(['canvas', 'common']);
  const navigate = useNavigate();
  const versions = useCanvasVersions(canvas.id);
  const restore = useRestoreCanvasVersion();
  const newest = canvas.version;
  const [picked, setPicked] = useState<{ older: number; newer: number }>({
    older: Math.max(1, newest - 1),
    newer: newest,
  });
  const older = useCanvasVersion(canvas.id, picked.older);
  const newer = useCanvasVersion(canvas.id, picked.newer);

  if (versions.isError || older.isError || newer.isError) {
    return (
      <LoadFailed
        message={t('canvas:versions.loadFailed')}
        retryLabel={t('canvas:list.retry')}
        onRetry={() => void Promise.all([versions.refetch(), older.refetch(), newer.refetch()])}
        className="py-12"
      />
    );
  }

  const options = (versions.data ?? []).map((version) => ({
    value: String(version.version),
    label: t('canvas:versions.option', {
      version: version.version,
      date: formatDateTime(new Date(version.createdAt), dates),
      cards: t('canvas:board.cardCount', { count: version.cardCount }),
    }),
  }));
  const comparisons = older.data && newer.data ? compareCards(older.data.cards, newer.data.cards) : null;
  const counts = comparisons
    ? CARD_CHANGES.map((change) => ({
        change,
        count: comparisons.filter((comparison) => comparison.changes.includes(change)).length,
      })).filter((entry) => entry.count > 0)
    : [];

  function restoreVersion(version: number) {
    restore.mutate(
      { id: canvas.id, version },
      {
        onSuccess: (restored) => {
          notify({
            title: t('canvas:versions.restored', { version, newVersion: restored.version }),
            variant: 'success',
          });
          void navigate(canvasPath(canvas.id));
        },
        onError: (error) =>
          notify({
            title: t('canvas:versions.restoreFailed'),
            description: describeError(error, t),
            variant: 'destructive',
          }),
      },
    );
  }

  return (
    <div className="space-y-6" data-testid="canvas-versions">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button variant="ghost" size="sm" asChild>
          <Link to={canvasPath(canvas.id)}>
            <ArrowLeft aria-hidden="true" />
            {t('canvas:versions.back')}
          </Link>
        </Button>
      </div>
      <div className="space-y-1">
        <h2 className="text-2xl font-semibold tracking-tight">{t('canvas:versions.title', { title: canvas.title })}</h2>
        <p className="text-sm text-muted-foreground">{t('canvas:versions.intro')}</p>
      </div>
      {newest < 2 ? (
        <p className="rounded-xl border bg-card p-4 text-sm" data-testid="one-version">
          {t('canvas:versions.onlyOne')}
        </p>
      ) : (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            {(['older', 'newer'] as const).map((which) => (
              <div key={which} className="flex items-end gap-2">
                <SelectField
                  className="min-w-0 flex-1"
                  label={t(`canvas:versions.${which}`)}
                  value={String(picked[which])}
                  onValueChange={(value) => setPicked((now) => ({ ...now, [which]: Number(value) }))}
                  options={options}
                  testId={`version-${which}`}
                />
                {picked[which] !== newest && (
                  <Button
                    variant="outline"
                    disabled={restore.isPending}
                    onClick={() => restoreVersion(picked[which])}
                    data-testid={`restore-${which}`}
                  >
                    <RotateCcw aria-hidden="true" />
                    {t('canvas:versions.restore', { version: picked[which] })}
                  </Button>
                )}
              </div>
            ))}
          </div>
          {!comparisons || !older.data || !newer.data ? (
            <Skeleton className="h-64 w-full" />
          ) : (
            <>
              <p className="text-sm" role="status" data-testid="version-summary">
                {counts.length === 0
                  ? t('canvas:versions.same')
                  : counts
                      .map((entry) => t(`canvas:versions.counts.${entry.change}`, { count: entry.count }))
                      .join(' · ')}
              </p>
              <div className="grid gap-3 lg:grid-cols-2">
                {CANVAS_BLOCKS[canvas.kind].map((block) => (
                  <BlockComparison
                    key={block}
                    block={block}
                    comparisons={comparisons}
                    older={older.data}
                    newer={newer.data}
                    prefs={prefs}
                  />
                ))}
              </div>
            </>
          )}
        </>
      )}
    </div>
  );
}
