import { Button } from '@/components/ui/button';
import { useLimitReached } from '@/hooks/use-limit-reached';
import { reportFileUrl, useGenerateReport } from '@/lib/api/generate-report';
import { describeError } from '@/lib/describe-error';
import { notify } from '@/lib/notify';
import { FileDown, FileSpreadsheet, FileText, LoaderCircle } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportKind } from '@alavanca/contracts/reports';

/** A pitch's two reports: the one-page summary, and the outline of a ten-slide deck. */
const PITCH_REPORTS = ['pitch', 'pitchDeck'] as const satisfies readonly ReportKind[];
type PitchReportKind = (typeof PITCH_REPORTS)[number];

/**
 * The pitch's two PDFs, made by the server from the saved pitch and kept with the user's reports:
 * the one-page summary and the ten slides' outline, each with a CSV of its figures. Each spends one
 * report of the plan, which the section says before the click; the files are then offered for download.
 */
export function ExportSection({ pitchId, beforeExport }: { pitchId: string; beforeExport: () => Promise<boolean> }) {
  const { t } = useTranslation(['pitchStudio', 'common']);
  const exportPitch = useGenerateReport();
  const { handleQuotaError } = useLimitReached();
  const titleId = useId();
  const hintId = useId();
  const [asked, setAsked] = useState<PitchReportKind | null>(null);
  const [ready, setReady] = useState<{ kind: PitchReportKind; id: string } | null>(null);
  const download = useRef<HTMLAnchorElement>(null);

  // Once the file is ready, the keyboard is taken to it.
  useEffect(() => {
    if (ready) download.current?.focus();
  }, [ready]);

  async function run(kind: PitchReportKind) {
    if (exportPitch.isPending) return;
    setAsked(kind);
    setReady(null);
    // The server reads the stored pitch: what waits to be saved goes first.
    if (!(await beforeExport())) return;
    exportPitch.mutate(
      { kind, itemId: pitchId },
      {
        onSuccess: ({ report }) => setReady({ kind, id: report.id }),
        onError: (error) => {
          if (!handleQuotaError(error, 'reports'))
            notify({
              title: t('pitchStudio:export.failed'),
              description: describeError(error, t),
              variant: 'destructive',
            });
        },
      },
    );
  }

  return (
    <section aria-labelledby={titleId} className="space-y-4 rounded-xl border bg-card p-4 sm:p-6" data-testid="export">
      <div className="space-y-1">
        <h2 id={titleId} className="flex items-center gap-2 text-lg font-semibold">
          <FileDown className="size-5" aria-hidden="true" />
          {t('pitchStudio:export.title')}
        </h2>
        <p id={hintId} className="text-sm text-muted-foreground">
          {t('pitchStudio:export.spends')}
        </p>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {PITCH_REPORTS.map((kind) => {
          const busy = exportPitch.isPending && asked === kind;
          return (
            <Button
              key={kind}
              variant="outline"
              onClick={() => void run(kind)}
              aria-disabled={exportPitch.isPending}
              aria-describedby={hintId}
              data-testid={`export-${kind}`}
            >
              {busy ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <FileText aria-hidden="true" />}
              {t(busy ? 'pitchStudio:export.making' : `pitchStudio:export.kinds.${kind}`)}
            </Button>
          );
        })}
      </div>
      <p role="status" className="text-sm font-medium empty:hidden">
        {ready ? t(`pitchStudio:export.ready.${ready.kind}`) : ''}
      </p>
      {ready && (
        <div className="flex flex-wrap gap-2">
          <Button asChild size="sm">
            <a ref={download} href={reportFileUrl(ready.id, 'pdf')} download="">
              <FileDown aria-hidden="true" />
              {t('pitchStudio:export.download')}
            </a>
          </Button>
          <Button asChild size="sm" variant="outline">
            <a href={reportFileUrl(ready.id, 'csv')} download="">
              <FileSpreadsheet aria-hidden="true" />
              {t('pitchStudio:export.downloadCsv')}
            </a>
          </Button>
        </div>
      )}
    </section>
  );
}
