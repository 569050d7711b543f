import { TableScroll } from '@/components/table-scroll';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import type { ClassView } from '@alavanca/contracts/classes';
import { COMPETENCES } from '@alavanca/domain/progress/competences';
import { useTranslation } from 'react-i18next';
import { useClassCompetences } from '../api/get-classes';
import { ClassSection } from './class-section';
import { TableHead } from './table-head';

/**
 * Each student's level in every competence (decision 033), read from all their work in the
 * product: the teacher sees where each stands, never the work itself, and no ranking of them.
 */
export function StudentCompetences({ view }: { view: ClassView }) {
  const { t } = useTranslation(['classroom', 'progress']);
  const roster = view.roster ?? [];
  const query = useClassCompetences(view.id, roster.length > 0);
  if (roster.length === 0) return null;
  const levels = new Map(query.data?.map((student) => [student.userId, student.levels]));
  return (
    <ClassSection title={t('competences.title')} testId="student-competences">
      <p className="text-sm text-muted-foreground">{t('competences.intro')}</p>
      {query.isError ? (
        <>
          <p className="text-sm text-destructive">{t('competences.loadFailed')}</p>
          <Button type="button" variant="outline" className="w-fit" onClick={() => void query.refetch()}>
            {t('retry')}
          </Button>
        </>
      ) : !query.data ? (
        <Skeleton className="h-24 w-full" />
      ) : (
        <TableScroll label={t('competences.caption')}>
          <table className="w-full text-sm">
            <caption className="sr-only">{t('competences.caption')}</caption>
            <TableHead
              columns={[
                { key: 'student', label: t('competences.student') },
                ...COMPETENCES.map((id) => ({ key: id, label: t(`progress:competences.${id}.name`) })),
              ]}
            />
            <tbody>
              {roster.map((student) => (
                <tr key={student.userId} className="border-b last:border-0">
                  <th scope="row" className="px-2 py-2 text-left font-normal whitespace-nowrap">
                    {student.name}
                  </th>
                  {COMPETENCES.map((id) => {
                    const level = levels.get(student.userId)?.find((entry) => entry.id === id)?.level ?? 'none';
                    return (
                      <td key={id} className={cn('px-2 py-2', level === 'none' && 'text-muted-foreground')}>
                        {t(`progress:levels.${level}`)}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </ClassSection>
  );
}
