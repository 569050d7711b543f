import { SectionCard } from '@/components/section-card';
import { REPORT_FORMATS, type ReportListResponse } from '@alavanca/contracts/reports';
import { formatDateTime, type FormatPreferences } from '@alavanca/domain/locale/format';
import { FileSpreadsheet, FileText, History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { reportFileUrl } from '@/lib/api/generate-report';

const BYTES_PER_KILOBYTE = 1024;

/** The reports generated, newest first, each with its PDF and its CSV to download. */
export function HistorySection({
  history,
  prefs,
}: {
  history: ReportListResponse | undefined;
  prefs: FormatPreferences;
}) {
  const { t } = useTranslation('reports');
  const size = (bytes: number) =>
    new Intl.NumberFormat(prefs.language, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }).format(
      Math.max(1, bytes / BYTES_PER_KILOBYTE),
    );
  const reports = history?.reports ?? [];
  return (
    <SectionCard title={t('screen.historyTitle')} icon={History} testId="report-history">
      {history && reports.length === 0 && <p className="text-sm text-muted-foreground">{t('screen.historyEmpty')}</p>}
      <ul className="divide-y">
        {reports.map((report) => (
          <li key={report.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0">
              <p className="truncate font-medium">{report.title}</p>
              <p className="text-xs text-muted-foreground">
                {t(`screen.kinds.${report.kind}`)} · {formatDateTime(new Date(report.createdAt), prefs)}
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              {REPORT_FORMATS.map((format) => {
                const file = report.files.find((entry) => entry.format === format);
                const Icon = format === 'pdf' ? FileText : FileSpreadsheet;
                return (
                  <a
                    key={format}
                    href={reportFileUrl(report.id, format)}
                    download
                    className="inline-flex items-center gap-1.5 rounded-md border px-3 py-1.5 text-sm font-medium hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                  >
                    <Icon className="size-4" aria-hidden="true" />
                    {format === 'pdf' ? t('screen.downloadPdf') : t('screen.downloadCsv')}
                    {/* Which report and how big, for a screen reader's list of links. */}
                    <span className="sr-only">
                      {' '}
                      {t('screen.downloadLabel', { title: report.title, size: size(file?.bytes ?? 0) })}
                    </span>
                  </a>
                );
              })}
            </div>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
