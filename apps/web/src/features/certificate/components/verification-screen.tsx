import { isItemNotFound, ItemNotFound } from '@/components/item-not-found';
import { LoadFailed } from '@/components/load-failed';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { EXAM_POINTS, type ExamPart } from '@alavanca/domain/certificate/levels';
import type { Language } from '@alavanca/domain/constants';
import { presetForLanguage } from '@alavanca/domain/locale/country-presets';
import { formatDate, formatNumber } from '@alavanca/domain/locale/format';
import { useTranslation } from 'react-i18next';
import { useVerification } from '../api/get-verification';
import { ReproduceScore } from './reproduce-score';
import { ShareCertificate } from './share-certificate';

const PARTS: readonly ExamPart[] = ['performance', 'scorecard', 'board', 'knowledge'];

/**
 * /certificado/verificar/:id, public: whether the certificate holds (Valid, or Revoked with the
 * reason), what it prints, its score part by part, and the score computed again in this browser.
 * Formatted as the page's language writes numbers and dates (a visitor is often signed out).
 */
export function VerificationScreen({ id }: { id: string }) {
  const { t, i18n } = useTranslation(['exam', 'certificate']);
  const query = useVerification(id);
  const language = i18n.language as Language;
  const preset = presetForLanguage(language);
  const prefs = {
    language,
    numberFormat: preset.numberFormat,
    dateFormat: preset.dateFormat,
    timezone: preset.timezone,
  };
  const points = (value: number) => formatNumber(value, prefs, { maximumFractionDigits: 1 });

  if (query.isError) {
    if (isItemNotFound(query.error))
      return (
        <ItemNotFound
          titleKey="exam:verify.notFoundTitle"
          descriptionKey="exam:verify.notFoundDescription"
          listTo="/"
          listKey="exam:verify.home"
        />
      );
    const limited = query.error instanceof ApiError && query.error.code === 'RATE_LIMITED';
    return (
      <LoadFailed
        message={limited ? t('common:errors.RATE_LIMITED') : t('verify.loadFailed')}
        retryLabel={t('verify.retry')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const verification = query.data;
  if (!verification)
    return (
      <div className="max-w-2xl space-y-4" aria-busy="true">
        <span className="sr-only">{t('verify.loading')}</span>
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-48 w-full" />
      </div>
    );

  const { certificate } = verification;
  const valid = verification.status === 'valid';
  return (
    <section
      aria-labelledby="verify-title"
      className="max-w-2xl min-w-0 space-y-6 rounded-xl border bg-card p-4 sm:p-6"
      data-testid="certificate-verification"
      data-status={verification.status}
    >
      <div className="space-y-2">
        <p className="text-sm text-muted-foreground">{t('verify.eyebrow')}</p>
        <h2 id="verify-title" className="text-2xl font-semibold tracking-tight">
          {t('certificate:title')}
        </h2>
        <Badge variant={valid ? 'default' : 'destructive'} data-testid="certificate-status">
          {t(valid ? 'verify.valid' : 'verify.revoked')}
        </Badge>
        {!valid && certificate.revokedAt && (
          <p className="text-sm" data-testid="revoked-reason">
            {t('verify.revokedOn', {
              date: formatDate(new Date(certificate.revokedAt), prefs),
              reason: certificate.revokedReason ?? '',
            })}
          </p>
        )}
      </div>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-muted-foreground">{t('verify.holder')}</dt>
        <dd className="font-semibold" data-testid="certificate-holder">
          {certificate.holderName}
        </dd>
        <dt className="text-muted-foreground">{t('verify.level')}</dt>
        <dd>{t(`certificate:levels.${certificate.level}.name`)}</dd>
        <dt className="text-muted-foreground">{t('verify.issued')}</dt>
        <dd>{formatDate(new Date(certificate.issuedAt), prefs)}</dd>
        <dt className="text-muted-foreground">{t('verify.code')}</dt>
        <dd className="font-mono break-all">{certificate.id}</dd>
      </dl>
      <table className="w-full text-sm" data-testid="certificate-score">
        <caption className="sr-only">{t('verify.scoreCaption')}</caption>
        <thead>
          <tr className="border-b text-left">
            <th scope="col" className="py-2 font-medium">
              {t('verify.part')}
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              {t('verify.points')}
            </th>
          </tr>
        </thead>
        <tbody>
          {PARTS.map((part) => (
            <tr key={part} className="border-b">
              <th scope="row" className="py-2 text-left font-normal">
                {t(`certificate:parts.${part}`)}
              </th>
              <td className="py-2 text-right tabular-nums">
                {t('verify.ofMax', { points: points(certificate.score.parts[part]), max: points(EXAM_POINTS[part]) })}
              </td>
            </tr>
          ))}
          <tr>
            <th scope="row" className="py-2 text-left font-semibold">
              {t('verify.total')}
            </th>
            <td className="py-2 text-right font-semibold tabular-nums" data-testid="certificate-total">
              {t('verify.ofMax', { points: points(certificate.score.total), max: points(1000) })}
            </td>
          </tr>
        </tbody>
      </table>
      <ShareCertificate verification={verification} />
      <ReproduceScore verification={verification} prefs={prefs} />
    </section>
  );
}
