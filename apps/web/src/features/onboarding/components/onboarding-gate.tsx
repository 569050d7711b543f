import { Skeleton } from '@/components/ui/skeleton';
import { useAfterFirstDraw } from '@/hooks/use-after-first-draw';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useNeedsOnboarding } from '../api/get-onboarding-status';

/**
 * Loaded only for the user who needs it: the wizard's forms (react-hook-form, the selects) would
 * otherwise weigh on every signed-in screen's first load.
 */
const OnboardingWizard = lazy(() =>
  import('./onboarding-wizard').then((module) => ({ default: module.OnboardingWizard })),
);

function Checking() {
  return (
    <div className="space-y-6" aria-busy="true" data-testid="onboarding-checking">
      <Skeleton className="h-10 w-1/3" />
      <Skeleton className="h-40 w-full" />
    </div>
  );
}

/**
 * Shows the onboarding wizard in place of the page to a signed-in user who needs it, the page
 * otherwise. Mounted once around the signed-in screens, so a wizard finished (or skipped while
 * the server could not save it) stays out of the way while the user moves around.
 */
export function OnboardingGate({
  user,
  returnTo,
  children,
}: {
  user: { id: string } | null;
  /** See OnboardingWizard. */
  returnTo?: string;
  children: ReactNode;
}) {
  const status = useNeedsOnboarding();
  const [finished, setFinished] = useState(false);
  const drawn = useAfterFirstDraw();
  if (status === 'checking' || (status === 'needed' && !finished && !drawn)) return <Checking />;
  if (status === 'needed' && !finished) {
    return (
      <Suspense fallback={<Checking />}>
        <OnboardingWizard user={user} returnTo={returnTo} onFinished={() => setFinished(true)} />
      </Suspense>
    );
  }
  return children;
}
