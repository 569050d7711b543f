import { firstRead, type FirstReads } from '../first-reads';
import { pitchListQueryOptions } from '@/features/pitch/api/get-pitches';
import { PitchesScreen } from '@/features/pitch/components/pitches-screen';
import { resolveLanguageOrDefault } from '@alavanca/domain/locale/languages';
import { useTranslation } from 'react-i18next';
import { PitchFrame, pitchEvidenceReads, usePitchEvidenceOptions } from '../pitch-evidence';

/** /pitch: the user's pitches, and the way to start one. */
export function Component() {
  const { i18n } = useTranslation();
  const { validations, simulations } = usePitchEvidenceOptions();
  return (
    <PitchFrame>
      <PitchesScreen
        validations={validations}
        simulations={simulations}
        language={resolveLanguageOrDefault(i18n.language)}
      />
    </PitchFrame>
  );
}

/** What the screen reads as it first draws, put in the cache before it mounts (app/first-reads.ts). */
export const firstReads: FirstReads = () => [firstRead(pitchListQueryOptions()), ...pitchEvidenceReads()];
