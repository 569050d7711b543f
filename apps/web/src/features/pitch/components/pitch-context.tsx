import type { DateTimePreferences, NumberPreferences } from '@alavanca/domain/locale/format';
import type { EvidenceFigure } from '@alavanca/domain/pitch/claims';
import { createContext, use, type ReactNode } from 'react';

/** A validation or simulation of the founder's a pitch may hold its figures to. */
export interface EvidenceOption {
  id: string;
  title: string;
}

/**
 * What every part of a pitch's screens formats and links with: the user's number and date
 * preferences, and where each piece of evidence can be opened (the app knows the other features' paths).
 */
export interface PitchEnvironment {
  prefs: NumberPreferences;
  dates: DateTimePreferences;
  sourcePath: (source: EvidenceFigure['source']) => string;
}

const PitchEnvironmentContext = createContext<PitchEnvironment | null>(null);

export function PitchEnvironmentProvider({ value, children }: { value: PitchEnvironment; children: ReactNode }) {
  return <PitchEnvironmentContext value={value}>{children}</PitchEnvironmentContext>;
}

export function usePitchEnvironment(): PitchEnvironment {
  const environment = use(PitchEnvironmentContext);
  if (!environment) throw new Error('A pitch screen must be inside PitchEnvironmentProvider.');
  return environment;
}
