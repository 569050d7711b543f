import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useLimitReached } from '@/hooks/use-limit-reached';
import { reportFileUrl } from '@/lib/api/generate-report';
import { describeError } from '@/lib/describe-error';
import { notify } from '@/lib/notify';
import type { CanvasDetail } from '@alavanca/contracts/canvases';
import type { ReportSummary } from '@alavanca/contracts/reports';
import { CANVAS_BLOCKS, cardsIn } from '@alavanca/domain/canvas/canvas';
import { checkCoherence } from '@alavanca/domain/canvas/coherence';
import { formatCurrency, formatNumber, type NumberPreferences } from '@alavanca/domain/locale/format';
import type { TFunction } from 'i18next';
import { Download, FileDown, FileImage, FileSpreadsheet, FileText, LoaderCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useExportCanvas } from '../api/export-canvas';
import { canvasPng, type CanvasImageContent } from '../utils/canvas-image';
import { describeNumbers } from '../utils/describe';
import { findingValues } from './coherence-panel';

/** The findings the image names: the weakest ones, as the editor's summary leads with the weakest. */
const IMAGE_FINDINGS = 3;

/** Every word of the canvas's image, from the catalogs, in the user's number format. */
export function imageContent(canvas: CanvasDetail, t: TFunction, prefs: NumberPreferences): CanvasImageContent {
  const check = checkCoherence(canvas, canvas.validationFacts);
  const { economics } = check;
  const money = (cents: number) => formatCurrency(cents, canvas.currency, prefs);
  const figure = (label: string, cents: number) => t('canvas:export.image.figure', { label, value: money(cents) });
  const breakEven = economics.breakEvenCustomers;
  return {
    kind: canvas.kind,
    title: canvas.title,
    subtitle: `${t(`canvas:kinds.${canvas.kind}.name`)} · ${t('canvas:versions.version', { version: canvas.version })}`,
    score: t('canvas:export.document.score', {
      score: t('canvas:coherence.score', { score: formatNumber(check.score, prefs) }),
    }),
    blocks: CANVAS_BLOCKS[canvas.kind].map((block) => ({
      block,
      name: t(`canvas:blocks.${block}.name`),
      cards: cardsIn(canvas, block).map((card) => ({
        text: card.text,
        meta: [
          t(card.evidence ? 'canvas:tags.evidence' : 'canvas:tags.assumption'),
          describeNumbers(card, canvas.currency, t, prefs),
        ]
          .filter(Boolean)
          .join(' · '),
        evidence: card.evidence !== null,
      })),
    })),
    monthTitle: t('canvas:month.title'),
    month: [
      [
        figure(t('canvas:month.revenue'), economics.monthlyRevenueCents),
        figure(t('canvas:month.costs'), economics.monthlyCostsCents),
        figure(t('canvas:month.result'), economics.monthlyResultCents),
      ].join(' · '),
      breakEven === null
        ? t('canvas:month.noBreakEven')
        : t('canvas:month.breakEven', {
            count: breakEven,
            breakEven: formatNumber(breakEven, prefs),
            customers: formatNumber(economics.customers, prefs),
          }),
    ],
    findingsTitle: t('canvas:coherence.findingsLabel'),
    findings:
      check.findings.length === 0
        ? [t('canvas:coherence.noFindings')]
        : check.findings
            .slice(0, IMAGE_FINDINGS)
            .map((finding) =>
              t(
                `canvas:findings.${finding.rule}.title`,
                findingValues(finding, canvas.cards, canvas.currency, t, prefs),
              ),
            ),
    attribution: t(`canvas:kinds.${canvas.kind}.attribution`),
    more: (count) => t('canvas:export.image.more', { count }),
  };
}

/** A file name without accents or spaces, as the server names the report's files. */
function fileStem(title: string): string {
  const stem = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase()
    .slice(0, 60);
  return stem || 'canvas';
}

/**
 * "Export": a dialog that says the export uses one report of the plan, then makes the canvas's
 * report (its PDF and CSV, kept in the report history) and, once the server has counted it, draws
 * the PNG in the browser; the three files are then offered for download. The canvas exported is
 * the last one saved, the one the server reads.
 */
export function ExportCanvas({ canvas, prefs }: { canvas: CanvasDetail; prefs: NumberPreferences }) {
  const { t } = useTranslation(['canvas', 'common']);
  const exportCanvas = useExportCanvas();
  const { handleQuotaError } = useLimitReached();
  const [open, setOpen] = useState(false);
  const [drawing, setDrawing] = useState(false);
  const [done, setDone] = useState<{ report: ReportSummary; png: string | null } | null>(null);
  const firstDownload = useRef<HTMLAnchorElement>(null);
  const busy = exportCanvas.isPending || drawing;

  // The image lives as long as its downloads are offered.
  useEffect(
    () => () => {
      if (done?.png) URL.revokeObjectURL(done.png);
    },
    [done],
  );
  // Once the files are ready, the keyboard is taken to the first.
  useEffect(() => {
    if (done) firstDownload.current?.focus();
  }, [done]);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) setDone(null);
  };

  const run = () => {
    if (busy) return;
    exportCanvas.mutate(canvas.id, {
      onSuccess: async ({ report }) => {
        setDrawing(true);
        let png: string | null = null;
        try {
          // The page's own font: the browser has it, nothing is fetched.
          const family = getComputedStyle(document.body).fontFamily || 'sans-serif';
          const blob = await canvasPng(imageContent(canvas, t, prefs), family);
          if (blob) png = URL.createObjectURL(blob);
        } catch {
          // No image in this browser: the PDF and the CSV are still there.
        } finally {
          setDrawing(false);
        }
        setDone({ report, png });
      },
      onError: (error) => {
        if (handleQuotaError(error, 'reports')) {
          onOpenChange(false);
          return;
        }
        notify({ title: t('canvas:export.failed'), description: describeError(error, t), variant: 'destructive' });
      },
    });
  };

  // The server names the report's files; the image is named here.
  const downloads = done && [
    { label: t('canvas:export.downloadPdf'), href: reportFileUrl(done.report.id, 'pdf'), download: '', Icon: FileText },
    {
      label: t('canvas:export.downloadCsv'),
      href: reportFileUrl(done.report.id, 'csv'),
      download: '',
      Icon: FileSpreadsheet,
    },
    ...(done.png
      ? [
          {
            label: t('canvas:export.downloadPng'),
            href: done.png,
            download: `${fileStem(canvas.title)}.png`,
            Icon: FileImage,
          },
        ]
      : []),
  ];

  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)} data-testid="export-canvas">
        <FileDown aria-hidden="true" />
        {t('canvas:export.open')}
      </Button>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent data-testid="export-canvas-dialog">
          <DialogHeader>
            <DialogTitle>{t('canvas:export.title')}</DialogTitle>
            <DialogDescription>{t('canvas:export.intro')}</DialogDescription>
          </DialogHeader>
          {!done && (
            <div className="space-y-2 text-sm text-muted-foreground">
              <p>{t('canvas:export.spends')}</p>
              <p>{t('canvas:export.version', { version: canvas.version })}</p>
            </div>
          )}
          <p role="status" className="text-sm font-medium empty:hidden" data-testid="export-status">
            {done ? t('canvas:export.ready') : ''}
          </p>
          {downloads && (
            <ul className="flex flex-wrap gap-2" data-testid="export-downloads">
              {downloads.map(({ label, href, download, Icon }, index) => (
                <li key={label}>
                  <Button asChild variant="outline" size="sm">
                    <a ref={index === 0 ? firstDownload : undefined} href={href} download={download}>
                      <Icon aria-hidden="true" />
                      {label}
                    </a>
                  </Button>
                </li>
              ))}
            </ul>
          )}
          {done && !done.png && <p className="text-sm text-muted-foreground">{t('canvas:export.imageFailed')}</p>}
          <DialogFooter>
            {done ? (
              <Button variant="outline" onClick={() => onOpenChange(false)}>
                {t('canvas:export.done')}
              </Button>
            ) : (
              <>
                <Button variant="outline" onClick={() => onOpenChange(false)}>
                  {t('canvas:card.cancel')}
                </Button>
                <Button onClick={run} disabled={busy} data-testid="confirm-export">
                  {busy ? (
                    <LoaderCircle className="animate-spin" aria-hidden="true" />
                  ) : (
                    <Download aria-hidden="true" />
                  )}
                  {t(busy ? 'canvas:export.exporting' : 'canvas:export.confirm')}
                </Button>
              </>
            )}
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
