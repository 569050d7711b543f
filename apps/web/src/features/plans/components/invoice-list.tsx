import { EmptyState } from '@/components/empty-state';
import { Badge } from '@/components/ui/badge';
import { LoadFailed } from '@/components/load-failed';
import { TableScroll } from '@/components/table-scroll';
import { Skeleton } from '@/components/ui/skeleton';
import type { Invoice } from '@alavanca/contracts/billing';
import { formatCurrency, formatDate, type FormatPreferences } from '@alavanca/domain/locale/format';
import { ExternalLink, Receipt } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useInvoices } from '../api/get-invoices';

const SKELETON_ROWS = 3;

// Text says the status; the badge's tint only repeats it.
const STATUS_BADGE = { paid: 'success', open: 'warning', failed: 'destructive' } as const satisfies Record<
  Invoice['status'],
  string
>;

type InvoicePreferences = Pick<FormatPreferences, 'language' | 'numberFormat' | 'dateFormat' | 'timezone'>;

/** The user's invoices, newest first: date, plan, amount in the invoice's own currency, status, and the provider's page. */
export function InvoiceList({ preferences }: { preferences: InvoicePreferences }) {
  const { t } = useTranslation(['app', 'common']);
  const invoices = useInvoices();

  let body;
  if (!invoices.data) {
    body = invoices.isError ? (
      <LoadFailed
        message={t('billing.invoices.loadFailed')}
        retryLabel={t('billing.retry')}
        onRetry={() => void invoices.refetch()}
      />
    ) : (
      <div className="space-y-2" aria-busy="true" data-testid="invoices-loading">
        <span className="sr-only">{t('billing.invoices.loading')}</span>
        {Array.from({ length: SKELETON_ROWS }, (_, index) => (
          <Skeleton key={index} className="h-10 w-full" />
        ))}
      </div>
    );
  } else if (invoices.data.invoices.length === 0) {
    body = (
      <EmptyState
        icon={Receipt}
        headingLevel="h4"
        title={t('billing.invoices.emptyTitle')}
        description={t('billing.invoices.emptyDescription')}
      />
    );
  } else {
    body = (
      <TableScroll label={t('billing.invoices.title')} className="rounded-xl border">
        <table className="w-full text-sm" aria-labelledby="invoices-title">
          <thead className="bg-muted/50 text-left text-xs text-muted-foreground">
            <tr>
              <th scope="col" className="px-4 py-2 font-medium">
                {t('billing.invoices.date')}
              </th>
              <th scope="col" className="px-4 py-2 font-medium">
                {t('billing.invoices.plan')}
              </th>
              <th scope="col" className="px-4 py-2 text-right font-medium">
                {t('billing.invoices.amount')}
              </th>
              <th scope="col" className="px-4 py-2 font-medium">
                {t('billing.invoices.status')}
              </th>
              <th scope="col" className="px-4 py-2 font-medium">
                <span className="sr-only">{t('billing.invoices.link')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {invoices.data.invoices.map((invoice) => {
              const date = formatDate(new Date(invoice.createdAt), preferences);
              return (
                <tr key={invoice.id} className="border-t" data-testid="invoice-row">
                  <td className="tabular px-4 py-3 whitespace-nowrap">{date}</td>
                  <td className="px-4 py-3">{t(`common:plans.${invoice.plan}`)}</td>
                  <td className="tabular px-4 py-3 text-right whitespace-nowrap">
                    {formatCurrency(invoice.amountCents, invoice.currency, preferences)}
                  </td>
                  <td className="px-4 py-3">
                    <Badge variant={STATUS_BADGE[invoice.status]}>
                      {t(`billing.invoices.statuses.${invoice.status}`)}
                    </Badge>
                  </td>
                  <td className="px-4 py-3 text-right">
                    {invoice.url && (
                      <a
                        href={invoice.url}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="inline-flex items-center gap-1 rounded-sm text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                        aria-label={t('billing.invoices.openLabel', { date })}
                      >
                        {t('billing.invoices.open')}
                        <ExternalLink className="size-3.5" aria-hidden="true" />
                      </a>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableScroll>
    );
  }

  return (
    <section aria-labelledby="invoices-title" className="space-y-3">
      <h3 id="invoices-title" className="text-lg font-semibold">
        {t('billing.invoices.title')}
      </h3>
      {body}
    </section>
  );
}
