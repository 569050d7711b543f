import { Button } from '@/components/ui/button';
import type { CertificateVerification } from '@alavanca/contracts/certificate';
import type { NumberPreferences } from '@alavanca/domain/locale/format';
import { formatNumber } from '@alavanca/domain/locale/format';
import { Calculator, CheckCircle2, LoaderCircle, XCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type Outcome = { total: number; same: boolean } | 'failed';

/**
 * "Reproduce the score": the recorded seed and decisions played again by the engine in this
 * browser, and the answers graded again, as the server scored them (decision 035). The engine is
 * fetched only when asked for.
 */
export function ReproduceScore({
  verification,
  prefs,
}: {
  verification: CertificateVerification;
  prefs: NumberPreferences;
}) {
  const { t } = useTranslation('exam');
  const [running, setRunning] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const points = (value: number) => formatNumber(value, prefs, { maximumFractionDigits: 1 });

  async function reproduce() {
    setRunning(true);
    try {
      const { scoreExam } = await import('@alavanca/domain/certificate/exam');
      const score = scoreExam(verification.reproduce);
      setOutcome({
        total: score.total,
        same: JSON.stringify(score) === JSON.stringify(verification.certificate.score),
      });
    } catch {
      setOutcome('failed');
    } finally {
      setRunning(false);
    }
  }

  return (
    <section aria-labelledby="reproduce-title" className="space-y-3 rounded-lg border p-4" data-testid="reproduce">
      <h3 id="reproduce-title" className="font-semibold">
        {t('verify.reproduce.title')}
      </h3>
      <p className="text-sm text-muted-foreground">
        {t('verify.reproduce.explain', { seed: verification.reproduce.setup.seed })}
      </p>
      <Button
        type="button"
        variant="outline"
        className="h-auto whitespace-normal"
        onClick={() => void reproduce()}
        disabled={running}
      >
        {running ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Calculator aria-hidden="true" />}
        {t('verify.reproduce.action')}
      </Button>
      <p className="text-sm" aria-live="polite" data-testid="reproduced">
        {outcome === 'failed' ? (
          <span className="text-destructive">{t('verify.reproduce.failed')}</span>
        ) : outcome ? (
          <span className="flex items-start gap-2">
            {outcome.same ? (
              <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
            ) : (
              <XCircle className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
            )}
            {t(outcome.same ? 'verify.reproduce.same' : 'verify.reproduce.different', { total: points(outcome.total) })}
          </span>
        ) : null}
      </p>
    </section>
  );
}
