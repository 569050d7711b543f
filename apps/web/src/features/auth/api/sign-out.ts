import { notify } from '@/lib/notify';
import { apiRequest } from '@/lib/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { clearUserData } from '../utils/clear-user-data';
import { announceSignOut } from '../utils/sign-out-broadcast';

const NoContent = z.unknown();

/** `DELETE /api/session`: ends this browser's session on the server. */
export function signOut() {
  return apiRequest('/session', NoContent, { method: 'DELETE' });
}

/**
 * The specification's logout: a "signing out" toast, every local trace of the user cleared, the
 * login page at once, and the server told in the background so the user never waits for it. The
 * browser's other tabs are told at once too, and sign out as for a session ended elsewhere.
 */
export function useSignOut(): () => void {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => {
    notify({ title: t('auth.signingOutTitle'), description: t('auth.signingOutMessage') });
    clearUserData(queryClient);
    announceSignOut();
    void navigate('/login', { replace: true });
    signOut().catch((error: unknown) => {
      // The cookie may outlive a failed request; the next visit then still shows a signed-in user.
      console.error('Sign-out request failed', error);
    });
  }, [navigate, queryClient, t]);
}
