import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import type { EvidenceSummary } from '@alavanca/contracts/community';
import {
  formatCurrency,
  formatNumber,
  type DateTimePreferences,
  type NumberPreferences,
} from '@alavanca/domain/locale/format';
import { FileCheck2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { postEvidencePath } from '../utils/paths';

// The copy and its viewers (a replay runs the engine) load only when a reader opens them.
const EvidenceDetails = lazy(() => import('./evidence-details'));

export type EvidencePreferences = DateTimePreferences & NumberPreferences;

/** A post's evidence as its topic shows it: what it is, a figure or two, and the way to open it. */
export function EvidenceCard({
  postId,
  summary,
  prefs,
}: {
  postId: string;
  summary: EvidenceSummary;
  prefs: EvidencePreferences;
}) {
  const { t } = useTranslation('community');
  const [open, setOpen] = useState(false);
  return (
    <section className="space-y-3 rounded-lg border border-dashed bg-muted/30 p-3" data-testid="evidence-card">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex items-center gap-2 text-sm">
          <FileCheck2 className="size-4 text-primary" aria-hidden="true" />
          <span>
            <span className="font-medium">{t(`evidence.kinds.${summary.kind}`)}</span>
            {' · '}
            {describe(summary, t, prefs)}
          </span>
        </p>
        <Button
          variant="outline"
          size="sm"
          aria-expanded={open}
          onClick={() => setOpen((shown) => !shown)}
          data-testid="evidence-toggle"
        >
          {open ? t('evidence.close') : t('evidence.open')}
        </Button>
      </div>
      {open && (
        <Suspense fallback={<Skeleton className="h-32" />}>
          <EvidenceDetails path={postEvidencePath(postId)} prefs={prefs} />
        </Suspense>
      )}
    </section>
  );
}

function describe(summary: EvidenceSummary, t: TFunction, prefs: NumberPreferences): string {
  switch (summary.kind) {
    case 'simulation':
      return t('evidence.summary.simulation', {
        title: summary.title ?? t('evidence.unnamed'),
        months: t('evidence.months', { count: summary.months }),
        cash: formatCurrency(summary.cashCents, summary.currency, prefs),
      });
    case 'validation':
      return t('evidence.summary.validation', { title: summary.title, overall: formatNumber(summary.overall, prefs) });
    case 'canvas':
      return t('evidence.summary.canvas', {
        title: summary.title,
        cards: t('evidence.cards', { count: summary.cards }),
      });
    case 'pitch':
      return summary.score === null
        ? summary.title
        : t('evidence.summary.pitch', { title: summary.title, score: formatNumber(summary.score, prefs) });
  }
}
