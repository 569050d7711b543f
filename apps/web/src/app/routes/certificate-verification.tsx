import { firstRead, type FirstReads } from '../first-reads';
import { verificationQueryOptions } from '@/features/certificate/api/get-verification';
import { VerificationScreen } from '@/features/certificate/components/verification-screen';
import { useParams } from 'react-router';

/** /certificado/verificar/:id and /certificate/verify/:id: a certificate checked by anyone, signed in or not. */
export function Component() {
  const { id = '' } = useParams();
  return <VerificationScreen key={id} id={id} />;
}

/** What the screen reads as it first draws, put in the cache before it mounts (app/first-reads.ts). */
export const firstReads: FirstReads = ({ id = '' }) => [firstRead(verificationQueryOptions(id))];
