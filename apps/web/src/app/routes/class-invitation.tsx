import { useSession } from '@/features/auth/api/get-session';
import { InvitationScreen } from '@/features/simulations/classroom/components/invitation-screen';
import { normaliseCode } from '@/features/simulations/classroom/utils/join-code';
import { joinPath } from '@/features/simulations/classroom/utils/paths';
import { Navigate, useParams } from 'react-router';

/** /turmas/convite/:code and /classes/invite/:code: the invitation for a visitor; signed in, the class to join. */
export function Component() {
  const { code = '' } = useParams();
  const session = useSession();
  if (session.data?.user) return <Navigate to={joinPath(normaliseCode(code))} replace />;
  return <InvitationScreen key={code} code={normaliseCode(code)} />;
}
