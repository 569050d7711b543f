import { simulationListQueryOptions, useSimulations } from '@/features/simulations/api/get-simulations';
import { simulationPath } from '@/features/simulations/components/simulation-card';
import { validationListQueryOptions, useValidations } from '@/features/validations/api/get-validations';
import { validationPath } from '@/features/validations/utils/paths';
import {
  PitchEnvironmentProvider,
  type EvidenceOption,
  type PitchEnvironment,
} from '@/features/pitch/components/pitch-context';
import { usePreferences } from '@/lib/api/get-preferences';
import { DEFAULT_PREFERENCES } from '@alavanca/domain/constants';
import { resolveLanguageOrDefault } from '@alavanca/domain/locale/languages';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { firstPage } from './first-reads';

/*
 * Where the pitches meet the validations and the simulations (decision 032): the founder's own a
 * pitch's figures are held to (the lists' first pages, the last edited first, the same reads as
 * their screens), and the screens each piece of evidence opens on.
 */
const VALIDATIONS = { search: '', sort: 'updated' } as const;
const SIMULATIONS = { status: 'all', sort: 'updated' } as const;

export const pitchEvidenceReads = () => [
  firstPage(validationListQueryOptions(VALIDATIONS)),
  firstPage(simulationListQueryOptions(SIMULATIONS)),
];

export function usePitchEvidenceOptions(): { validations: EvidenceOption[]; simulations: EvidenceOption[] } {
  const validations = useValidations(VALIDATIONS).data?.pages ?? [];
  const simulations = useSimulations(SIMULATIONS).data?.pages ?? [];
  return {
    validations: validations.flatMap((page) => page.validations.map(({ id, title }) => ({ id, title }))),
    simulations: simulations.flatMap((page) => page.simulations.map(({ id, name }) => ({ id, title: name }))),
  };
}

const sourcePath: PitchEnvironment['sourcePath'] = (source) =>
  source.kind === 'validation' ? validationPath(source.id) : simulationPath(source.id);

/** The user's number and date preferences in the app's language, and the evidence's screens, for the pitch's screens. */
export function PitchFrame({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const preferences = usePreferences().data ?? DEFAULT_PREFERENCES;
  const language = resolveLanguageOrDefault(i18n.language);
  return (
    <PitchEnvironmentProvider
      value={{
        prefs: { language, numberFormat: preferences.numberFormat },
        dates: { language, dateFormat: preferences.dateFormat, timezone: preferences.timezone },
        sourcePath,
      }}
    >
      {children}
    </PitchEnvironmentProvider>
  );
}
