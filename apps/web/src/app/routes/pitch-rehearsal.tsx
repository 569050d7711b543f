import { firstRead, type FirstReads } from '../first-reads';
import { pitchQueryOptions } from '@/features/pitch/api/get-pitches';
import { PitchGate } from '@/features/pitch/components/pitch-gate';
import { RehearsalScreen } from '@/features/pitch/components/rehearsal-screen';
import { useParams } from 'react-router';
import { PitchFrame } from '../pitch-evidence';

/** /pitch/{id}/ensaio: the saved pitch in a teleprompter, against the clock. */
export function Component() {
  const { id = '' } = useParams();
  return (
    <PitchFrame>
      <PitchGate key={id} id={id}>
        {(pitch) => <RehearsalScreen pitch={pitch} />}
      </PitchGate>
    </PitchFrame>
  );
}

export const firstReads: FirstReads = ({ id = '' }) => [firstRead(pitchQueryOptions(id))];
