import { firstRead, type FirstReads } from '../first-reads';
import { pitchQueryOptions } from '@/features/pitch/api/get-pitches';
import { PitchEditor } from '@/features/pitch/components/pitch-editor';
import { PitchGate } from '@/features/pitch/components/pitch-gate';
import { pitchBriefsQueryOptions, usePitchBriefs } from '@/features/simulations/classroom/api/pitch-briefs';
import { WhenNear } from '@/components/when-near';
import { usePreferences } from '@/lib/api/get-preferences';
import { DEFAULT_PREFERENCES } from '@alavanca/domain/constants';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { PitchFrame, pitchEvidenceReads, usePitchEvidenceOptions } from '../pitch-evidence';

// What a student's classes ask of a pitch: a chunk of its own, loaded only when a class asks for one.
const PitchClassBriefs = lazy(() =>
  import('@/features/simulations/classroom/components/pitch-briefs').then((module) => ({
    default: module.PitchClassBriefs,
  })),
);

// Peer review of the pitch (decision 036): a chunk of its own, fetched as the writer nears the editor's end.
const ReviewPanel = lazy(() => import('@/features/community/components/review-panel'));

/** /pitch/{id}: one pitch, edited in place and scored as it is typed, with what a student's classes ask of it. */
export function Component() {
  const { id = '' } = useParams();
  const { validations, simulations } = usePitchEvidenceOptions();
  const asked = (usePitchBriefs().data?.length ?? 0) > 0;
  const preferences = usePreferences().data ?? DEFAULT_PREFERENCES;
  return (
    <PitchFrame>
      <PitchGate key={id} id={id}>
        {(pitch) => (
          <>
            <PitchEditor
              pitch={pitch}
              validations={validations}
              simulations={simulations}
              classBriefs={
                asked
                  ? (edited) => (
                      <Suspense fallback={null}>
                        <PitchClassBriefs pitch={edited} />
                      </Suspense>
                    )
                  : undefined
              }
            />
            <WhenNear className="mt-6" testId="review-panel-place">
              <Suspense fallback={null}>
                <ReviewPanel item={{ kind: 'pitch', id: pitch.id }} dates={preferences} />
              </Suspense>
            </WhenNear>
          </>
        )}
      </PitchGate>
    </PitchFrame>
  );
}

export const firstReads: FirstReads = ({ id = '' }) => [
  firstRead(pitchQueryOptions(id)),
  ...pitchEvidenceReads(),
  firstRead(pitchBriefsQueryOptions()),
];
