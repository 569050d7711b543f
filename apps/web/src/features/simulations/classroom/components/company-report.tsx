import { Button } from '@/components/ui/button';
import { useLimitReached } from '@/hooks/use-limit-reached';
import { reportFileUrl, useGenerateReport } from '@/lib/api/generate-report';
import { describeError } from '@/lib/describe-error';
import { notify } from '@/lib/notify';
import type { ReportSummary } from '@alavanca/contracts/reports';
import { Download, FileText, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A class company's report, the same PDF and CSV as a simulation's (with the class on its cover):
 * the teacher's of any company, a student's of their own, spending a report of the asker's plan,
 * and kept in the reports screen's history too.
 */
export function CompanyReport({ classId, companyId }: { classId: string; companyId: string }) {
  const { t } = useTranslation(['classroom', 'common']);
  const generate = useGenerateReport();
  const { handleQuotaError } = useLimitReached();
  const [report, setReport] = useState<ReportSummary | null>(null);
  const run = () =>
    generate.mutate(
      { kind: 'classCompany', itemId: companyId, classId },
      {
        onSuccess: ({ report: made }) => {
          setReport(made);
          notify({ title: t('company.reportReady'), variant: 'success' });
        },
        onError: (error) => {
          if (!handleQuotaError(error, 'reports')) {
            notify({ title: t('company.reportFailed'), description: describeError(error, t), variant: 'destructive' });
          }
        },
      },
    );
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="company-report">
      {report ? (
        (['pdf', 'csv'] as const).map((format) => (
          <Button key={format} asChild variant="outline" size="sm">
            <a href={reportFileUrl(report.id, format)} download>
              <Download aria-hidden="true" />
              {format === 'pdf' ? t('company.downloadPdf') : t('company.downloadCsv')}
            </a>
          </Button>
        ))
      ) : (
        <Button type="button" variant="outline" size="sm" onClick={run} disabled={generate.isPending}>
          {generate.isPending ? (
            <LoaderCircle className="animate-spin" aria-hidden="true" />
          ) : (
            <FileText aria-hidden="true" />
          )}
          {generate.isPending ? t('company.generating') : t('company.report')}
        </Button>
      )}
      <p className="w-full text-xs text-muted-foreground">{t('company.reportHint')}</p>
    </div>
  );
}
