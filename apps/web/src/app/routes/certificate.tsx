import { firstRead, type FirstReads } from '../first-reads';
import { CertificateActions } from '@/features/certificate/components/certificate-actions';
import { examOverviewQueryOptions } from '@/features/simulations/exam/api/exam';
import { ExamScreen } from '@/features/simulations/exam/components/exam-screen';
import { usePreferences } from '@/lib/api/get-preferences';
import { DEFAULT_PREFERENCES } from '@alavanca/domain/constants';

/** /certificado: the entrepreneur certificate's exam, and the certificate a pass earns (decision 035). */
export function Component() {
  return (
    <ExamScreen
      prefs={usePreferences().data ?? DEFAULT_PREFERENCES}
      certificate={(id) => <CertificateActions id={id} />}
    />
  );
}

/** What the screen reads as it first draws, put in the cache before it mounts (app/first-reads.ts). */
export const firstReads: FirstReads = () => [firstRead(examOverviewQueryOptions())];
