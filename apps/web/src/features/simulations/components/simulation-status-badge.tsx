import { Badge } from '@/components/ui/badge';
import type { SimulationStatus } from '@alavanca/contracts/simulations';
import { useTranslation } from 'react-i18next';

const VARIANT = { active: 'info', finished: 'success', bankrupt: 'destructive' } as const satisfies Record<
  SimulationStatus,
  string
>;

/** Em andamento, Finalizada or Falida, in the status colours. */
export function SimulationStatusBadge({ status }: { status: SimulationStatus }) {
  const { t } = useTranslation('simulation');
  return (
    <Badge variant={VARIANT[status]} data-testid="simulation-status" data-status={status}>
      {t(`status.${status}`)}
    </Badge>
  );
}
