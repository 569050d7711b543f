import { firstRead, type FirstReads } from '../first-reads';
import { validationQueryOptions } from '@/features/validations/api/get-validation';
import { ValidationGate } from '@/features/validations/components/validation-gate';
import { ValidationReportScreen } from '@/features/validations/components/validation-report-screen';
import { WhenNear } from '@/components/when-near';
import { usePreferences } from '@/lib/api/get-preferences';
import { DEFAULT_PREFERENCES } from '@alavanca/domain/constants';
import { resolveLanguageOrDefault } from '@alavanca/domain/locale/languages';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

// Peer review of the idea (decision 036): a chunk of its own, fetched as the reader nears the report's end.
const ReviewPanel = lazy(() => import('@/features/community/components/review-panel'));

/** /validacao-ideia/{id}: the report of one of the user's validations, and what the community said of it. */
export function Component() {
  const { id = '' } = useParams();
  const { i18n } = useTranslation();
  const preferences = usePreferences().data ?? DEFAULT_PREFERENCES;
  return (
    <ValidationGate key={id} id={id}>
      {(validation) => (
        <>
          <ValidationReportScreen
            validation={validation}
            language={resolveLanguageOrDefault(i18n.language)}
            numberFormat={preferences.numberFormat}
            dates={preferences}
          />
          <WhenNear className="mx-auto mt-6 max-w-5xl" testId="review-panel-place">
            <Suspense fallback={null}>
              <ReviewPanel item={{ kind: 'validation', id: validation.id }} dates={preferences} />
            </Suspense>
          </WhenNear>
        </>
      )}
    </ValidationGate>
  );
}

/** What the screen reads as it first draws, put in the cache before it mounts (app/first-reads.ts). */
export const firstReads: FirstReads = ({ id = '' }) => [firstRead(validationQueryOptions(id))];
