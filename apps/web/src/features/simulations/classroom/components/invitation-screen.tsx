import { Button } from '@/components/ui/button';
import { LogIn, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useInvitation } from '../api/get-classes';
import { joinPath } from '../utils/paths';
import { InvitationCard, InvitationPending } from './invitation-card';

/**
 * /turmas/convite/:code: a class's invitation for a visitor without an account. What the class is
 * comes first; then sign-up (most students arrive here without an account) or sign-in, each of
 * which comes back to the invitation to join.
 */
export function InvitationScreen({ code }: { code: string }) {
  const { t } = useTranslation(['classroom', 'simulation']);
  const query = useInvitation(code);
  const invitation = query.data;
  if (!invitation) return <InvitationPending query={query} away={{ to: '/', key: 'classroom:invitation.home' }} />;
  // Sign-up and sign-in both go on to the page the visitor came for: the invitation, signed in.
  const back = { from: joinPath(code) };
  return (
    <InvitationCard invitation={invitation}>
      {invitation.open ? (
        <div className="space-y-3">
          <p className="text-sm">{t('invitation.lead')}</p>
          <div className="flex flex-wrap gap-2">
            <Button asChild>
              <Link to="/cadastro" state={back} data-testid="invitation-sign-up">
                <UserPlus aria-hidden="true" />
                {t('invitation.signUp')}
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/login" state={back}>
                <LogIn aria-hidden="true" />
                {t('invitation.signIn')}
              </Link>
            </Button>
          </div>
        </div>
      ) : (
        <p className="text-sm">{t('common:errors.ENROLMENT_CLOSED')}</p>
      )}
    </InvitationCard>
  );
}
