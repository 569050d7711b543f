import { AnalysisBody } from '@/features/pitch/components/analysis-body';
import type { PitchHandIn } from '@alavanca/contracts/class-works';
import { PitchFrame } from './pitch-evidence';

/*
 * What a class's pitch hand-in shows of the pitch feature (app/routes/class.tsx hands it to the
 * classroom's screens, loaded when a hand-in opens): the text as handed in and the product's
 * analysis of it, in the teacher's number and date preferences.
 */

/** The pitch as handed in, read as a kept version reads: criteria, text, findings, figures checked. */
export function HandInAnalysis({ handIn }: { handIn: PitchHandIn }) {
  return (
    <PitchFrame>
      <AnalysisBody analysis={handIn} />
    </PitchFrame>
  );
}
