import { Skeleton } from '@/components/ui/skeleton';
import { notify } from '@/components/ui/sonner';
import { AppShell } from '@/components/layouts/app-shell/app-shell';
import { PreferencesSync } from '@/features/account/components/preferences-sync';
import { useSession } from '@/features/auth/api/get-session';
import { useSignOut } from '@/features/auth/api/sign-out';
import { useSessionEnded } from '@/features/auth/hooks/use-session-ended';
import { redirectTarget } from '@/features/auth/utils/redirect-target';
import { OnboardingGate } from '@/features/onboarding/components/onboarding-gate';
import { PLAN_LIMITS } from '@alavanca/domain/quotas/plans';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';

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
    <AppShell user={session.data.user} usage={DEFAULT_USAGE} onSignOut={signOut}>
      <PreferencesSync />
      <OnboardingGate user={session.data.user}>
        <Outlet />
      </OnboardingGate>
    </AppShell>
  );
}

/**
 * Login and sign-up: a signed-in user goes straight to /dashboard, or back to the page the
 * protected area sent them from (the login form goes there too: both must agree).
 */
export function GuestOnly() {
  const session = useSession();
  const location = useLocation();
  if (session.data?.user) return <Navigate to={redirectTarget(location.state)} replace />;
  return <Outlet />;
}

/** Root of every route: notices a session that ended on the server while the tab was open. */
export function SessionEndedWatch() {
  useSessionEnded();
  return <Outlet />;
}

/** The public plans routes send a signed-in user to the in-app plans page, replacing history. */
export function PublicPlansRedirect({ to }: { to: string }) {
  const session = useSession();
  if (session.data?.user) return <Navigate to={to} replace />;
  return <Outlet />;
}
