import { JoinClassScreen } from '@/features/simulations/classroom/components/join-class-screen';
import { normaliseCode } from '@/features/simulations/classroom/utils/join-code';
import { useParams } from 'react-router';

/** /turmas/entrar/:code and /classes/join/:code: the link a teacher shares. */
export function Component() {
  const { code = '' } = useParams();
  return <JoinClassScreen key={code} code={normaliseCode(code)} />;
}
