import { TableScroll } from '@/components/table-scroll';
import { formatNumber } from '@alavanca/domain/locale/format';
import type { RehearsalResult } from '@alavanca/domain/pitch/rehearsal';
import { CircleCheck, TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usePitchEnvironment } from './pitch-context';

/** How the rehearsal went: the pace against 130–160 words a minute, the time in all, each part against its share. */
export function RehearsalResultPanel({ result }: { result: RehearsalResult }) {
  const { t } = useTranslation(['pitchStudio', 'pitch']);
  const { prefs } = usePitchEnvironment();
  const titleId = useId();
  const n = (value: number) => formatNumber(value, prefs, { maximumFractionDigits: 1 });
  const over = result.parts.filter((part) => part.over);
  return (
    <section
      aria-labelledby={titleId}
      className="space-y-4 rounded-xl border bg-card p-4 sm:p-6"
      data-testid="rehearsal-result"
    >
      <h2 id={titleId} className="text-lg font-semibold">
        {t('pitchStudio:rehearsal.result')}
      </h2>
      <ul className="space-y-2 text-sm">
        {result.pace && result.wordsPerMinute !== null && (
          <li className="flex items-center gap-2" data-testid="pace" data-pace={result.pace}>
            {result.pace === 'steady' ? (
              <CircleCheck className="size-4 shrink-0 text-success" aria-hidden="true" />
            ) : (
              <TriangleAlert className="size-4 shrink-0 text-warning" aria-hidden="true" />
            )}
            {t(`pitch:rehearsal.pace.${result.pace}`, { wpm: n(result.wordsPerMinute) })}
          </li>
        )}
        <li className="flex items-center gap-2" data-testid="total-time">
          {result.overTime ? (
            <>
              <TriangleAlert className="size-4 shrink-0 text-warning" aria-hidden="true" />
              {t('pitch:rehearsal.overTime', { seconds: n(result.totalSeconds), target: n(result.targetSeconds) })}
            </>
          ) : (
            <>
              <CircleCheck className="size-4 shrink-0 text-success" aria-hidden="true" />
              {t('pitchStudio:rehearsal.inTime', { seconds: n(result.totalSeconds), target: n(result.targetSeconds) })}
            </>
          )}
        </li>
        {over.map((part) => (
          <li key={part.part} className="flex items-center gap-2" data-testid="part-over" data-part={part.part}>
            <TriangleAlert className="size-4 shrink-0 text-warning" aria-hidden="true" />
            {t('pitch:rehearsal.partOver', {
              part: t(`pitch:parts.${part.part}.name`),
              seconds: n(part.seconds ?? 0),
              target: n(part.targetSeconds),
            })}
          </li>
        ))}
      </ul>
      <TableScroll label={t('pitchStudio:rehearsal.byPart')}>
        <table className="w-full text-sm">
          <caption className="sr-only">{t('pitchStudio:rehearsal.byPart')}</caption>
          <thead>
            <tr className="border-b text-left text-muted-foreground">
              <th scope="col" className="py-2 pr-3 font-medium">
                {t('pitchStudio:rehearsal.part')}
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                {t('pitchStudio:rehearsal.words')}
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                {t('pitchStudio:rehearsal.spoken')}
              </th>
              <th scope="col" className="py-2 font-medium">
                {t('pitchStudio:rehearsal.share')}
              </th>
            </tr>
          </thead>
          <tbody>
            {result.parts.map((part) => (
              <tr key={part.part} className="border-b last:border-0">
                <th scope="row" className="py-2 pr-3 text-left font-medium">
                  {t(`pitch:parts.${part.part}.name`)}
                </th>
                <td className="py-2 pr-3 tabular-nums">{formatNumber(part.words, prefs)}</td>
                <td
                  className={
                    part.over ? 'py-2 pr-3 font-medium text-destructive tabular-nums' : 'py-2 pr-3 tabular-nums'
                  }
                >
                  {part.seconds === null
                    ? t('pitchStudio:rehearsal.notReached')
                    : t('pitchStudio:rehearsal.seconds', { seconds: n(part.seconds) })}
                </td>
                <td className="py-2 tabular-nums">
                  {t('pitchStudio:rehearsal.seconds', { seconds: n(part.targetSeconds) })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
}
