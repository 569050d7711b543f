import type { PitchHandIn } from '@alavanca/contracts/class-works';
import type { PitchSummary } from '@alavanca/contracts/pitches';
import type { ComponentType } from 'react';

/**
 * What the class's pitch screens take from the pitch feature, handed in by the route that composes
 * both (features never import each other): the student's own pitches to choose from, where a pitch
 * opens, and how a hand-in's text and the product's analysis of it read.
 */
export interface ClassPitchParts {
  /** The user's own pitches, the last edited first; undefined while they load. */
  ownPitches: readonly PitchSummary[] | undefined;
  ownPitchesFailed: boolean;
  /** Where one of the user's pitches opens, and where a new one is made. */
  pitchHref: (id: string) => string;
  newPitchHref: string;
  /** The pitch as handed in: its text, the score and criteria, the findings and the figures checked. */
  Analysis?: ComponentType<{ handIn: PitchHandIn }>;
}
