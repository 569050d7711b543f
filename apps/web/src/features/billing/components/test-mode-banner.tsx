import { SANDBOX_TEST_CARDS } from '@alavanca/domain/billing/test-cards';
import { FlaskConical } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCardNumber } from '../utils/card-input';

const TEST_CARDS = [
  { key: 'approved', number: SANDBOX_TEST_CARDS.approved },
  { key: 'declined', number: SANDBOX_TEST_CARDS.declined },
] as const;

/** The sandbox gateway charges nothing; the page says so plainly and lists the cards to try. */
export function TestModeBanner() {
  const { t } = useTranslation('billing');
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="flex gap-3 rounded-xl border border-warning/40 bg-warning/10 p-4 text-sm"
      data-testid="test-mode-banner"
    >
      <FlaskConical
        className="mt-0.5 size-5 shrink-0 text-[color-mix(in_oklab,var(--warning)_80%,var(--foreground))]"
        aria-hidden="true"
      />
      <div className="grid gap-2">
        <h3 id={titleId} className="font-semibold">
          {t('testMode.title')}
        </h3>
        <p>{t('testMode.description')}</p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          {TEST_CARDS.map(({ key, number }) => (
            <div key={key} className="contents">
              <dt className="font-medium">{t(`testMode.${key}`)}</dt>
              <dd className="tabular font-mono">{formatCardNumber(number)}</dd>
            </div>
          ))}
        </dl>
        <p>{t('testMode.anyExpiry')}</p>
      </div>
    </section>
  );
}
