import { notify } from '@/lib/notify';
import { UNAUTHENTICATED_EVENT } from '@/lib/api-client';
import type { SessionResponse } from '@alavanca/contracts/session';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { sessionQueryOptions } from '../api/get-session';
import { clearUserData } from '../utils/clear-user-data';
import { isPublicPath } from '../utils/public-paths';
import { onSignOutElsewhere } from '../utils/sign-out-broadcast';

/**
 * Reacts to a session that ended while this tab still showed a signed-in user (signed out in
 * another tab of this browser, revoked from another device, expired): the user's data is cleared
 * from the browser and, unless the page is public, a "session ended" notice shows and the login
 * page opens. Mount it once, inside the router.
 */
export function useSessionEnded(): void {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  const onUnauthenticated = useEffectEvent(() => {
    const session = queryClient.getQueryData<SessionResponse>(sessionQueryOptions.queryKey);
    // A visitor's 401 is expected (wrong page, stale link): there was no session to lose.
    if (!session?.user) return;
    clearUserData(queryClient);
    if (isPublicPath(pathname)) return;
    // The notice lives with the sign-in copy; it is usually loaded already, fetched otherwise.
    void i18n.loadNamespaces('auth').then(() => {
      notify({ title: t('auth:sessionEnded.title'), description: t('auth:sessionEnded.message') });
    });
    void navigate('/login', { replace: true, state: { from: pathname } });
  });

  useEffect(() => {
    const listener = () => onUnauthenticated();
    window.addEventListener(UNAUTHENTICATED_EVENT, listener);
    const stopListening = onSignOutElsewhere(listener);
    return () => {
      window.removeEventListener(UNAUTHENTICATED_EVENT, listener);
      stopListening();
    };
  }, []);
}
