import { CommunityEnvironmentProvider } from '@/features/community/components/community-environment';
import { lazy, type ReactNode } from 'react';

const EvidencePicker = lazy(() => import('./community-evidence-picker'));

/** The community's screens with what they take from the rest of the app: the evidence picker. */
export function CommunityFrame({ children }: { children: ReactNode }) {
  return <CommunityEnvironmentProvider value={{ EvidencePicker }}>{children}</CommunityEnvironmentProvider>;
}
