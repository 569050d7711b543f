import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { describeError } from '@/lib/describe-error';
import { notify } from '@/lib/notify';
import type { Simulation, SimulationScore } from '@alavanca/contracts/simulations';
import { TEXT_LIMITS } from '@alavanca/domain/constants';
import type { NumericDecision } from '@alavanca/domain/simulation/types';
import type { TFunction } from 'i18next';
import { Compass, RotateCcw, TriangleAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useReplaySimulation } from '@/features/simulations/api/replay-simulation';
import { simulationPath } from '@/features/simulations/components/simulation-card';
import type { SimulationFormat } from '@/features/simulations/month/utils/format';
import { SectionCard } from '@/components/section-card';

type Replay = NonNullable<SimulationScore['replay']>;
type TurningPoint = Replay['turningPoints'][number];
type Bankruptcy = NonNullable<Replay['bankruptcy']>;

/** A lever at a value, as the action a founder takes ("charge R$ 150,00", "hire 1 person"). */
function leverAction(
  t: TFunction<'simulationResults'>,
  lever: NumericDecision,
  value: number,
  format: SimulationFormat,
) {
  const money = format.money(Math.abs(value));
  const count = Math.abs(value);
  switch (lever) {
    case 'priceCents':
      return t('replay.actions.price', { value: money });
    case 'marketingCents':
      return value === 0 ? t('replay.actions.noMarketing') : t('replay.actions.marketing', { value: money });
    case 'qualityInvestmentCents':
      return value === 0 ? t('replay.actions.noQuality') : t('replay.actions.quality', { value: money });
    case 'headcountDelta':
      return value === 0
        ? t('replay.actions.keepTeam')
        : t(value > 0 ? 'replay.actions.hire' : 'replay.actions.dismiss', { count, people: format.count(count) });
    case 'purchaseUnits':
      return value === 0
        ? t('replay.actions.noPurchase')
        : t('replay.actions.purchase', { count, units: format.count(count) });
    case 'capacityInvestmentCents':
      return value === 0 ? t('replay.actions.noEquipment') : t('replay.actions.equipment', { value: money });
    case 'loanCents':
      return value === 0
        ? t('replay.actions.noLoan')
        : t(value > 0 ? 'replay.actions.borrow' : 'replay.actions.repay', { value: money });
  }
}

/** How the company would have stood: still open (with cash, or on the credit line), or closed later. */
function outcomeText(t: TFunction<'simulationResults'>, instead: Bankruptcy['instead'], format: SimulationFormat) {
  if (!instead.survived) return t('replay.outcome.lasted', { month: instead.lastMonth });
  return instead.cashCents >= 0
    ? t('replay.outcome.open', { month: instead.lastMonth, cash: format.money(instead.cashCents) })
    : t('replay.outcome.openOnCredit', { month: instead.lastMonth, credit: format.money(-instead.cashCents) });
}

/** Plays the simulation again from a month, then opens the new one's month screen. */
function useReplayFrom(simulation: Simulation) {
  const { t } = useTranslation('simulationResults');
  const navigate = useNavigate();
  const replay = useReplaySimulation();
  const start = (fromMonth: number) => {
    const name = t('replay.name', { name: simulation.name, month: fromMonth }).slice(0, TEXT_LIMITS.name);
    replay.mutate(
      { id: simulation.id, fromMonth, name },
      {
        onSuccess: (branch) => {
          notify({
            title: t('replay.successTitle'),
            description: t('replay.successMessage', { month: fromMonth }),
            variant: 'success',
          });
          void navigate(simulationPath(branch.id));
        },
        onError: (error) =>
          notify({ title: t('replay.failedTitle'), description: describeError(error, t), variant: 'destructive' }),
      },
    );
  };
  return { start, pending: replay.isPending };
}

/** Why a bankrupt company ran out of cash, found by replaying it with one lever played carefully. */
export function BankruptcyCause({ bankruptcy, format }: { bankruptcy: Bankruptcy; format: SimulationFormat }) {
  const { t } = useTranslation('simulationResults');
  const outcome = outcomeText(t, bankruptcy.instead, format);
  return (
    <SectionCard title={t('replay.bankruptcy.title')} icon={TriangleAlert} testId="bankruptcy-cause" tone="danger">
      {bankruptcy.cause === 'market' ? (
        <p className="text-sm">{t('replay.bankruptcy.market', { month: bankruptcy.instead.lastMonth })}</p>
      ) : bankruptcy.cause === 'several' ? (
        <p className="text-sm">{t('replay.bankruptcy.several', { outcome })}</p>
      ) : (
        <>
          <p className="font-medium">
            {t('replay.bankruptcy.lever', { lever: t(`replay.levers.${bankruptcy.cause}`) })}
          </p>
          <p className="text-sm">{t('replay.bankruptcy.leverOutcome', { outcome })}</p>
        </>
      )}
    </SectionCard>
  );
}

function TurningPointItem({
  point,
  throughMonth,
  format,
  onReplay,
  pending,
}: {
  point: TurningPoint;
  throughMonth: number;
  format: SimulationFormat;
  onReplay: (month: number) => void;
  pending: boolean;
}) {
  const { t } = useTranslation('simulationResults');
  return (
    <li className="space-y-2 rounded-lg border p-4" data-testid={`turning-point-${point.lever}`}>
      <p className="text-sm">
        {t(point.fromThenOn ? 'replay.turningPoints.fromThenOn' : 'replay.turningPoints.once', {
          month: point.month,
          instead: leverAction(t, point.lever, point.instead, format),
          played: leverAction(t, point.lever, point.played, format),
          gain: format.money(point.gainCents),
          through: throughMonth,
        })}
      </p>
      <Button variant="outline" size="sm" disabled={pending} onClick={() => onReplay(point.month)}>
        <RotateCcw aria-hidden="true" />
        {t('replay.fromMonth', { month: point.month })}
      </Button>
    </li>
  );
}

/**
 * What would have changed the result: the run played again with one decision at a time made as
 * the careful founder would have, the largest gains first, each with a way to play it again from
 * that month. A run the engine cannot replay (months of an earlier model) says so.
 */
export function TurningPoints({
  simulation,
  replay,
  format,
}: {
  simulation: Simulation;
  replay: SimulationScore['replay'];
  format: SimulationFormat;
}) {
  const { t } = useTranslation('simulationResults');
  const { start, pending } = useReplayFrom(simulation);
  return (
    <SectionCard
      title={t('replay.turningPoints.title')}
      icon={Compass}
      intro={replay !== null && t('replay.turningPoints.intro')}
      testId="turning-points"
    >
      {!replay ? (
        <p className="text-sm">{t('replay.unavailable')}</p>
      ) : replay.turningPoints.length === 0 ? (
        <p className="text-sm">{t('replay.turningPoints.empty')}</p>
      ) : (
        <ol className="space-y-3">
          {replay.turningPoints.map((point) => (
            <TurningPointItem
              key={point.lever}
              point={point}
              throughMonth={replay.throughMonth}
              format={format}
              onReplay={start}
              pending={pending}
            />
          ))}
        </ol>
      )}
    </SectionCard>
  );
}

/** Plays an ended simulation again from a chosen month: the same company, no unit of the plan spent. */
export function ReplayFromMonth({ simulation, format }: { simulation: Simulation; format: SimulationFormat }) {
  const { t } = useTranslation('simulationResults');
  const selectId = useId();
  const played = simulation.months.length;
  const [month, setMonth] = useState(1);
  const { start, pending } = useReplayFrom(simulation);
  return (
    <SectionCard title={t('replay.title')} icon={RotateCcw} intro={t('replay.description')} testId="replay-from-month">
      <div className="flex flex-wrap items-end gap-3">
        <div className="space-y-2">
          <Label htmlFor={selectId}>{t('replay.monthLabel')}</Label>
          <Select value={String(month)} onValueChange={(value) => setMonth(Number(value))}>
            <SelectTrigger id={selectId} className="w-48">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {Array.from({ length: played }, (_, index) => index + 1).map((option) => (
                <SelectItem key={option} value={String(option)}>
                  {t('replay.monthOption', { month: option, name: format.monthName(option, 'long') })}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <Button disabled={pending} onClick={() => start(month)}>
          <RotateCcw aria-hidden="true" />
          {t('replay.start')}
        </Button>
      </div>
    </SectionCard>
  );
}
