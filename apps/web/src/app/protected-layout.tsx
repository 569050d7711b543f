import { AppShell } from '@/components/layouts/app-shell/app-shell';
import { sessionQueryOptions } from '@/features/auth/api/get-session';
import { notificationListQueryOptions } from '@/features/notifications/api/get-notifications';
import { adminAccessQueryOptions } from '@/lib/api/get-admin-access';
import { preferencesQueryOptions } from '@/lib/api/get-preferences';
import { subscriptionQueryOptions } from '@/lib/api/get-subscription';
import { useAdminAccess } from '@/lib/api/get-admin-access';
import { Skeleton } from '@/components/ui/skeleton';
import { notify } from '@/lib/notify';
import { usePreferences } from '@/lib/api/get-preferences';
import { PreferencesSync } from '@/features/account/components/preferences-sync';
import { useSession } from '@/features/auth/api/get-session';
import { useSignOut } from '@/features/auth/api/sign-out';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { useMentorCheck } from '@/features/notifications/hooks/use-mentor-check';
import { OnboardingGate } from '@/features/onboarding/components/onboarding-gate';
import { invitationCode, isInvitationPath, publicInvitationPath } from '@/features/simulations/classroom/utils/paths';
import { useUsageSnapshot } from '@/features/plans/hooks/use-usage-snapshot';
import type { SessionUser } from '@alavanca/contracts/session';
import { DEFAULT_PREFERENCES } from '@alavanca/domain/constants';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { firstPage, firstRead, type FirstReads } from './first-reads';
import { ScreenBoundary } from './paint-takeover';
import { useRealtimeSync } from './realtime-sync';

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

/**
 * The shell around a signed-in user's screens. A component of its own, rendered after the
 * session checks, so its requests (plan usage, preferences) go out only once someone is signed in.
 */
function SignedInArea({ user, onSignOut }: { user: SessionUser; onSignOut: () => void }) {
  // Dates in the avatar menu follow the user's saved format and time zone; the defaults while they load.
  const preferences = usePreferences().data ?? DEFAULT_PREFERENCES;
  const usage = useUsageSnapshot(preferences);
  const admin = useAdminAccess().data?.admin === true;
  // A student who signed up from a class's invitation meets the wizard first, then the invitation.
  const { pathname } = useLocation();
  return (
    <AppShell user={user} usage={usage} admin={admin} notifications={<NotificationBell />} onSignOut={onSignOut}>
      <SignedInServices />
      <PreferencesSync />
      <OnboardingGate user={user} returnTo={isInvitationPath(pathname) ? pathname : undefined}>
        <ScreenBoundary>
          <Outlet />
        </ScreenBoundary>
      </OnboardingGate>
    </AppShell>
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
      notify({
        title: t('auth.sessionErrorTitle'),
        description: t('auth.sessionErrorMessage'),
        variant: 'destructive',
      });
    }
  }, [session.isError, t]);

  if (session.isPending) return <ShellSkeleton />;
  if (session.isError || !session.data.user) {
    // A class's invitation shows a visitor what the class is, with sign-up first, rather than the login form.
    const code = invitationCode(location.pathname);
    return <Navigate to={code ? publicInvitationPath(code) : '/login'} replace state={{ from: location.pathname }} />;
  }

  return <SignedInArea user={session.data.user} onSignOut={signOut} />;
}

/** The router's lazy route module: the signed-in area is its own chunk, kept off the landing page. */
export { ProtectedLayout as Component };

/** What the shell reads as it first draws (the session, the avatar's menu, the bell), put in the cache before it mounts. */
export const firstReads: FirstReads = () => [
  firstRead(sessionQueryOptions),
  firstRead(preferencesQueryOptions),
  firstRead(subscriptionQueryOptions),
  firstRead(adminAccessQueryOptions),
  firstPage(notificationListQueryOptions('all')),
];
