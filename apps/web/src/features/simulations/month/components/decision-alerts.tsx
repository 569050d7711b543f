import type { DecisionAlert } from '@alavanca/domain/simulation/alerts';
import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { SimulationFormat } from '../utils/format';

/**
 * What a mentor would point at before the month is played (decisionAlerts on the preview): a
 * polite live region, so a screen reader hears an alert appear as the decisions change, and
 * nothing at all when there is nothing to say.
 */
export function DecisionAlerts({ alerts, format }: { alerts: readonly DecisionAlert[]; format: SimulationFormat }) {
  const { t } = useTranslation('simulationMonth');
  const sentence = ({ kind, values }: DecisionAlert) => {
    switch (kind) {
      case 'priceBelowCost':
        return t('alerts.priceBelowCost', {
          price: format.money(values.priceCents ?? 0),
          cost: format.money(values.unitCostCents ?? 0),
        });
      case 'bankruptcyAhead':
      case 'creditLineAhead':
        return t(`alerts.${kind}`, {
          cash: format.money(values.cashCents ?? 0),
          line: format.money(values.creditLineCents ?? 0),
        });
      case 'stockoutAhead':
      case 'capacityAhead':
        return t(`alerts.${kind}`, {
          lost: format.count(values.lostUnits ?? 0),
          count: values.demandUnits ?? 0,
        });
      case 'unusedLoanCapacity':
        return t('alerts.unusedLoanCapacity', { room: format.money(values.roomCents ?? 0) });
    }
  };
  return (
    <div role="status" aria-live="polite" data-testid="decision-alerts">
      {alerts.length > 0 && (
        <div className="space-y-2 rounded-md border border-warning/30 bg-warning/10 p-3 text-sm text-[color-mix(in_oklab,var(--warning)_80%,var(--foreground))]">
          <p className="flex items-center gap-2 font-medium">
            <TriangleAlert className="size-4 shrink-0" aria-hidden="true" />
            {t('alerts.title')}
          </p>
          <ul className="list-disc space-y-1 pl-6 text-foreground">
            {alerts.map((alert) => (
              <li key={alert.kind} data-alert={alert.kind}>
                {sentence(alert)}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
