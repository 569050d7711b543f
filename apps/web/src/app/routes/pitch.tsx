import { firstRead, type FirstReads } from '../first-reads';
import { pitchQueryOptions } from '@/features/pitch/api/get-pitches';
import { PitchEditor } from '@/features/pitch/components/pitch-editor';
import { PitchGate } from '@/features/pitch/components/pitch-gate';
import { useParams } from 'react-router';
import { PitchFrame, pitchEvidenceReads, usePitchEvidenceOptions } from '../pitch-evidence';

/** /pitch/{id}: one pitch, edited in place and scored as it is typed. */
export function Component() {
  const { id = '' } = useParams();
  const { validations, simulations } = usePitchEvidenceOptions();
  return (
    <PitchFrame>
      <PitchGate key={id} id={id}>
        {(pitch) => <PitchEditor pitch={pitch} validations={validations} simulations={simulations} />}
      </PitchGate>
    </PitchFrame>
  );
}

export const firstReads: FirstReads = ({ id = '' }) => [firstRead(pitchQueryOptions(id)), ...pitchEvidenceReads()];
