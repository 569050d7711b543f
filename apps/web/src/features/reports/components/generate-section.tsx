import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { useLimitReached } from '@/hooks/use-limit-reached';
import { useSubscription } from '@/lib/api/get-subscription';
import { describeError } from '@/lib/describe-error';
import { notify } from '@/lib/notify';
import type { Analytics, ReportKind } from '@alavanca/contracts/reports';
import { canUse, isUnlimited } from '@alavanca/domain/quotas/plans';
import { FileDown, Lock } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useGenerateReport } from '@/lib/api/generate-report';

const CONTENTS = ['cover', 'summary', 'charts', 'statements', 'analysis', 'csv'] as const;
/** The plans screen inside the app, where the upgrade is made. */
const PLANS_PATH = '/dashboard/planos';

function Contents() {
  const { t } = useTranslation('reports');
  return (
    <div className="space-y-2">
      <h4 className="text-sm font-semibold">{t('screen.contentsTitle')}</h4>
      <ul className="list-disc space-y-1 pl-5 text-sm text-muted-foreground">
        {CONTENTS.map((key) => (
          <li key={key}>{t(`screen.contents.${key}`)}</li>
        ))}
      </ul>
    </div>
  );
}

/** The item created last; ISO dates of one format compare as text. */
function newestOf<T extends { createdAt: string }>(items: readonly T[]): T | undefined {
  return items.reduce<T | undefined>(
    (newest, item) => (!newest || item.createdAt > newest.createdAt ? item : newest),
    undefined,
  );
}

/** What this screen reports on; a class company's report is made from its class's console. */
const GENERATED_HERE = ['simulation', 'validation'] as const satisfies readonly ReportKind[];

/**
 * "Gerar um relatório": pick a simulation or a validation and generate its PDF and CSV, which
 * spends one `reports` unit. The Free plan (no reports) sees what a report holds and the way to
 * upgrade; a plan with none left this period sees 'Limite Atingido' and the same way.
 */
export function GenerateSection({ analytics }: { analytics: Analytics | undefined }) {
  const { t } = useTranslation(['reports', 'common']);
  const subscription = useSubscription().data;
  const generate = useGenerateReport();
  const { handleQuotaError } = useLimitReached();
  const [kind, setKind] = useState<(typeof GENERATED_HERE)[number]>('simulation');
  const [itemId, setItemId] = useState<string | undefined>(undefined);
  const kindLegendId = useId();

  const limit = subscription?.limits.reports;
  const used = subscription?.usage.reports ?? 0;
  const items =
    kind === 'simulation'
      ? (analytics?.simulations ?? []).map((simulation) => ({
          value: simulation.id,
          label: simulation.name,
          createdAt: simulation.createdAt,
        }))
      : (analytics?.validations ?? []).map((validation) => ({
          value: validation.id,
          label: validation.title,
          createdAt: validation.createdAt,
        }));
  // The newest is what a founder reports on most often (and a founder with one has nothing to
  // choose), so it stands chosen until another is picked.
  const selected = items.some((item) => item.value === itemId) ? itemId : newestOf(items)?.value;

  const upgrade = (title: string, description: string) => (
    <div className="space-y-4" data-testid="reports-upgrade">
      <div className="flex items-start gap-3">
        <Lock className="mt-0.5 size-5 text-muted-foreground" aria-hidden="true" />
        <div className="space-y-1">
          <p className="font-semibold">{title}</p>
          <p className="text-sm text-muted-foreground">{description}</p>
        </div>
      </div>
      <Contents />
      <Button asChild>
        <Link to={PLANS_PATH}>{t('screen.upgrade')}</Link>
      </Button>
    </div>
  );

  let body;
  if (limit === 0) {
    body = upgrade(t('screen.freeTitle'), t('screen.freeDescription'));
  } else if (limit !== undefined && !canUse(limit, used)) {
    body = upgrade(t('screen.limitTitle'), t('screen.limitDescription'));
  } else {
    body = (
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (!selected) return;
          generate.mutate(
            { kind, itemId: selected },
            {
              onSuccess: () => notify({ title: t('screen.generated'), variant: 'success' }),
              onError: (error) => {
                if (!handleQuotaError(error, 'reports')) {
                  notify({ title: t('common:error'), description: describeError(error, t), variant: 'destructive' });
                }
              },
            },
          );
        }}
      >
        <fieldset className="space-y-2">
          <legend id={kindLegendId} className="text-sm font-medium">
            {t('screen.kindLabel')}
          </legend>
          <div className="flex flex-wrap gap-2">
            {GENERATED_HERE.map((option) => (
              <label
                key={option}
                className="flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm has-checked:border-primary has-checked:bg-primary/5"
              >
                <input
                  type="radio"
                  name="report-kind"
                  value={option}
                  checked={kind === option}
                  onChange={() => setKind(option)}
                  className="accent-primary"
                />
                {t(`screen.kinds.${option}`)}
              </label>
            ))}
          </div>
        </fieldset>
        {items.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t(`screen.noItems.${kind}`)}</p>
        ) : (
          <SelectField
            id="report-item"
            label={t('screen.itemLabel')}
            value={selected}
            onValueChange={setItemId}
            options={items}
            placeholder={t('screen.itemPlaceholder')}
            testId="report-item"
          />
        )}
        <div className="flex flex-wrap items-center gap-4">
          <Button type="submit" disabled={!selected || generate.isPending}>
            <FileDown aria-hidden="true" />
            {generate.isPending ? t('screen.generating') : t('screen.generate')}
          </Button>
          {limit !== undefined && (
            <p className="text-sm text-muted-foreground" data-testid="reports-usage">
              {isUnlimited(limit) ? t('screen.usageUnlimited') : t('screen.usage', { used, limit })}
            </p>
          )}
        </div>
        <Contents />
      </form>
    );
  }

  return (
    <SectionCard
      title={t('screen.generateTitle')}
      icon={FileDown}
      intro={t('screen.generateIntro')}
      testId="generate-report"
    >
      {body}
    </SectionCard>
  );
}
