import { firstRead, type FirstReads } from '../first-reads';
import { pitchQueryOptions } from '@/features/pitch/api/get-pitches';
import { PitchEditor } from '@/features/pitch/components/pitch-editor';
import { PitchGate } from '@/features/pitch/components/pitch-gate';
import { pitchBriefsQueryOptions, usePitchBriefs } from '@/features/simulations/classroom/api/pitch-briefs';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { PitchFrame, pitchEvidenceReads, usePitchEvidenceOptions } from '../pitch-evidence';

// What a student's classes ask of a pitch: a chunk of its own, loaded only when a class asks for one.
const PitchClassBriefs = lazy(() =>
  import('@/features/simulations/classroom/components/pitch-briefs').then((module) => ({
    default: module.PitchClassBriefs,
  })),
);

/** /pitch/{id}: one pitch, edited in place and scored as it is typed, with what a student's classes ask of it. */
export function Component() {
  const { id = '' } = useParams();
  const { validations, simulations } = usePitchEvidenceOptions();
  const asked = (usePitchBriefs().data?.length ?? 0) > 0;
  return (
    <PitchFrame>
      <PitchGate key={id} id={id}>
        {(pitch) => (
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
