import type { EvidenceRequest } from '@alavanca/contracts/community';
import { createContext, use, type ComponentType } from 'react';

/** What the composer's evidence picker is given and gives back: the evidence asked for, or none. */
export interface EvidencePickerProps {
  value: EvidenceRequest | null;
  onChange: (value: EvidenceRequest | null) => void;
}

/**
 * What the community's screens get from the rest of the app (composed in app/): the picker of the
 * author's own simulations, validations, canvases and pitches, which reads those features' lists.
 * Without it (a test, a frame that offers none) a post carries no evidence.
 */
export interface CommunityEnvironment {
  EvidencePicker: ComponentType<EvidencePickerProps> | null;
}

const CommunityEnvironmentContext = createContext<CommunityEnvironment>({ EvidencePicker: null });
export const CommunityEnvironmentProvider = CommunityEnvironmentContext.Provider;
export const useCommunityEnvironment = () => use(CommunityEnvironmentContext);
