import { TableScroll } from '@/components/table-scroll';
import { SelectField } from '@/components/ui/select-field';
import { cn } from '@/lib/utils';
import type { Validation } from '@alavanca/contracts/validations';
import { formatDateTime, type DateTimePreferences } from '@alavanca/domain/locale/format';
import { useTranslation } from 'react-i18next';
import type { IdeaFormat } from '../utils/format';
import { changedFields, compareVersions, earlierVersions } from '../utils/version-compare';

/**
 * The latest version against an earlier one: each score before and after, and which parts of the
 * idea were edited. Without an earlier version there is nothing to compare, and the section says how
 * to make one.
 */
export function VersionComparison({
  validation,
  compareWith,
  onCompareWith,
  format,
  dates,
}: {
  validation: Validation;
  compareWith: number | null;
  onCompareWith: (version: number) => void;
  format: IdeaFormat;
  dates: DateTimePreferences;
}) {
  const { t } = useTranslation(['validation', 'validationReport']);
  const earlier = earlierVersions(validation);
  const latest = validation.versions[0]!;
  if (earlier.length === 0) return <p className="text-sm text-muted-foreground">{t('report.versions.single')}</p>;
  const before = earlier.find((version) => version.version === compareWith) ?? earlier[0]!;
  const changes = compareVersions(before, latest);
  const edited = changedFields(before, latest);
  const signed = (delta: number) =>
    delta > 0 ? `+${format.number(delta)}` : delta < 0 ? `−${format.number(-delta)}` : '0';
  return (
    <div className="space-y-4" data-testid="version-comparison">
      <SelectField
        label={t('report.versions.compareWith')}
        className="max-w-sm"
        value={String(before.version)}
        onValueChange={(value) => onCompareWith(Number(value))}
        options={earlier.map((version) => ({
          value: String(version.version),
          label: t('report.versions.option', {
            version: version.version,
            date: formatDateTime(new Date(version.createdAt), dates),
          }),
        }))}
        testId="compare-version"
      />
      <TableScroll label={t('report.versions.title')}>
        <table className="w-full text-sm">
          <caption className="mb-2 text-left text-xs text-muted-foreground">
            {t('report.versions.caption', { before: before.version, after: latest.version })}
          </caption>
          <thead>
            <tr className="border-b">
              <th scope="col" className="px-2 py-1.5 text-left font-medium">
                {t('report.columns.score')}
              </th>
              <th scope="col" className="px-2 py-1.5 text-right font-medium">
                {t('report.versions.version', { version: before.version })}
              </th>
              <th scope="col" className="px-2 py-1.5 text-right font-medium">
                {t('report.versions.version', { version: latest.version })}
              </th>
              <th scope="col" className="px-2 py-1.5 text-right font-medium">
                {t('report.versions.change')}
              </th>
            </tr>
          </thead>
          <tbody>
            {changes.map((change) => {
              const delta = change.after - change.before;
              return (
                <tr
                  key={change.key}
                  className="border-b last:border-0"
                  data-testid="version-change"
                  data-key={change.key}
                >
                  <th
                    scope="row"
                    className={cn('px-2 py-1.5 text-left font-normal', change.key === 'overall' && 'font-semibold')}
                  >
                    {change.key === 'overall' ? t('report.overall') : t(`validationReport:scores.${change.key}.name`)}
                  </th>
                  <td className="px-2 py-1.5 text-right tabular-nums">{change.before}</td>
                  <td className="px-2 py-1.5 text-right tabular-nums">{change.after}</td>
                  <td
                    className={cn('px-2 py-1.5 text-right font-semibold tabular-nums', delta < 0 && 'text-destructive')}
                  >
                    {signed(delta)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableScroll>
      <p className="text-sm text-muted-foreground" data-testid="version-edited">
        {edited.length === 0
          ? t('report.versions.nothingEdited')
          : t('report.versions.edited', { fields: edited.map((field) => t(`form.fieldNames.${field}`)).join(', ') })}
      </p>
    </div>
  );
}
