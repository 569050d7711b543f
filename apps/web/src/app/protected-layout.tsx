import { AppShell } from '@/components/layouts/app-shell/app-shell';
import { Skeleton } from '@/components/ui/skeleton';
import { notify } from '@/components/ui/sonner';
import { PreferencesSync } from '@/features/account/components/preferences-sync';
import { useSession } from '@/features/auth/api/get-session';
import { useSignOut } from '@/features/auth/api/sign-out';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { useMentorCheck } from '@/features/notifications/hooks/use-mentor-check';
import { OnboardingGate } from '@/features/onboarding/components/onboarding-gate';
import { PLAN_LIMITS } from '@alavanca/domain/quotas/plans';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useRealtimeSync } from './realtime-sync';

// Usage tracking arrives with the plans module; until then every account is on the spec's default: Free, zero usage.
const DEFAULT_USAGE = {
  plan: 'free',
  usage: { simulations: 0, validations: 0, aiConsultations: 0, reports: 0 },
  limits: PLAN_LIMITS.free,
} as const;

function ShellSkeleton() {
  return (
    <div className="flex min-h-dvh" aria-busy="true">
      <Skeleton className="hidden h-dvh w-[250px] rounded-none md:block" />
      <div className="flex-1 space-y-6 p-6">
        <Skeleton className="h-10 w-1/3" />
        <Skeleton className="h-40 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    </div>
  );
}

/**
 * What runs for as long as a user is signed in on this tab: the event stream that keeps the
 * caches fresh and the mentor's motivational check. Sign-out unmounts it, which closes both.
 */
function SignedInServices() {
  useRealtimeSync();
  useMentorCheck();
  return null;
}

/** The signed-in area: visitors go to /login; a failed session check says so and goes there too. */
export function ProtectedLayout() {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  const signOut = useSignOut();

  useEffect(() => {
    if (session.isError) {
      notify({ title: t('auth.sessionErrorTitle'), description: t('auth.sessionErrorMessage'), variant: 'destructive' });
    }
  }, [session.isError, t]);

  if (session.isPending) return <ShellSkeleton />;
  if (session.isError || !session.data.user) {
    return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  }

  return (
    <AppShell user={session.data.user} usage={DEFAULT_USAGE} notifications={<NotificationBell />} onSignOut={signOut}>
      <SignedInServices />
      <PreferencesSync />
      <OnboardingGate user={session.data.user}>
        <Outlet />
      </OnboardingGate>
    </AppShell>
  );
}

/** The router's lazy route module: the signed-in area is its own chunk, kept off the landing page. */
export { ProtectedLayout as Component };
