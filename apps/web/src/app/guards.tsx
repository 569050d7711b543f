import { useSession } from '@/features/auth/api/get-session';
import { useSessionEnded } from '@/features/auth/hooks/use-session-ended';
import { redirectTarget } from '@/features/auth/utils/redirect-target';
import { Navigate, Outlet, useLocation } from 'react-router';

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
