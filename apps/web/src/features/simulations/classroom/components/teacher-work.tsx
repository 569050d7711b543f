import { ConfirmButton } from '@/components/confirm-button';
import { TableScroll } from '@/components/table-scroll';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { notify } from '@/lib/notify';
import type { ClassView, RankingRow } from '@alavanca/contracts/classes';
import type { ClassWork } from '@alavanca/contracts/class-works';
import { ClipboardCheck, FileText, Pencil, X } from 'lucide-react';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClassWork, useUnassignWork } from '../api/class-work';
import { classDateTime, type ScreenContext } from '../utils/class-dates';
import { companyLabel } from '../utils/company-label';
import { kindText, productScore, type WorkParts, type WorkSummary } from '../utils/work-ui';
import { AssignmentForm } from './assignment-form';
import { ClassSection } from './class-section';
import { HandInReview } from './hand-in-review';
import { RubricList } from './rubric-list';
import { TableHead } from './table-head';

/** Each company of the class with its hand-in: what it handed in, the product's score, its grade, and opening it. */
function HandInsTable({
  work,
  view,
  handIns,
  onOpen,
  ...context
}: {
  work: ClassWork;
  view: ClassView;
  handIns: readonly WorkSummary[];
  onOpen: (row: RankingRow, button: HTMLButtonElement) => void;
} & ScreenContext) {
  const { t } = useTranslation('classroom');
  const byCompany = new Map(handIns.map((handIn) => [handIn.companyId, handIn]));
  const rows = [...view.ranking].sort((a, b) => a.alias - b.alias);
  if (rows.length === 0) return <p className="text-sm text-muted-foreground">{t('work.teacher.noCompanies')}</p>;
  const status = (handIn: WorkSummary | undefined) => {
    if (!handIn) return <span className="text-muted-foreground">{t('work.teacher.notHandedIn')}</span>;
    if (!handIn.grade) return <Badge variant="warning">{t('work.teacher.toGrade')}</Badge>;
    return (
      <span className="tabular-nums">
        {t('work.teacher.graded', { total: handIn.grade.total, max: handIn.grade.maxTotal })}
      </span>
    );
  };
  return (
    <TableScroll label={t(`${work}.teacher.caption`)}>
      <table className="w-full text-sm" data-testid="hand-ins">
        <caption className="sr-only">{t(`${work}.teacher.caption`)}</caption>
        <TableHead
          columns={[
            { key: 'company', label: t('work.teacher.columns.company') },
            { key: 'handIn', label: t('work.teacher.columns.handIn') },
            {
              key: 'score',
              label: t(work === 'canvas' ? 'canvas.teacher.columns.coherence' : 'pitch.teacher.columns.score'),
              numeric: true,
            },
            { key: 'grade', label: t('work.teacher.columns.grade') },
            { key: 'actions', label: t('work.teacher.columns.actions'), hidden: true },
          ]}
        />
        <tbody>
          {rows.map((row) => {
            const handIn = byCompany.get(row.companyId);
            const name = companyLabel(row, t);
            return (
              <tr key={row.companyId} className="border-b last:border-0" data-testid="hand-in-row">
                <th scope="row" className="px-2 py-2 text-left font-medium">
                  {name}
                  {row.members.length > 0 && (
                    <span className="block text-xs font-normal text-muted-foreground">{row.members.join(', ')}</span>
                  )}
                </th>
                <td className="px-2 py-2">
                  {handIn ? (
                    <>
                      <span className="block break-words">
                        {handIn.title} · {t('work.version', { version: handIn.version })}
                      </span>
                      <span className="block text-xs text-muted-foreground">
                        {classDateTime(handIn.handedInAt, context.preferences, context.language)}
                      </span>
                    </>
                  ) : (
                    '—'
                  )}
                </td>
                <td className="px-2 py-2 text-right tabular-nums">{handIn ? productScore(handIn) : '—'}</td>
                <td className="px-2 py-2">{status(handIn)}</td>
                <td className="px-2 py-2 text-right">
                  {handIn && (
                    <Button
                      type="button"
                      variant="outline"
                      size="sm"
                      onClick={(event) => onOpen(row, event.currentTarget)}
                      aria-label={t(handIn.grade ? 'work.teacher.reviewOf' : 'work.teacher.gradeOf', { name })}
                    >
                      <ClipboardCheck aria-hidden="true" />
                      {handIn.grade ? t('work.teacher.review') : t('work.teacher.grade')}
                    </Button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}

/**
 * The teacher's side of a work the class hands in (a canvas or a pitch): asking for one (the kind,
 * the instructions, a rubric of their own), what each company handed in with the product's score
 * and its grade, and reading and grading a hand-in. Hand-ins and grades arrive live (`class.changed`).
 */
export function TeacherWork({
  work,
  view,
  parts,
  ...context
}: { work: ClassWork; view: ClassView; parts: WorkParts } & ScreenContext) {
  const { t } = useTranslation(['classroom', 'pitch']);
  const query = useClassWork(work, view.id);
  const unassign = useUnassignWork(work, view.id);
  const [editing, setEditing] = useState(false);
  const [open, setOpen] = useState<string | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  // Once the form closes, the focus goes back to the button that opens it again.
  const refocus = useRef(false);
  useEffect(() => {
    if (!refocus.current || editing) return;
    refocus.current = false;
    editButton.current?.focus();
  }, [editing]);
  const data = query.data;

  if (!data) {
    return (
      <ClassSection title={t(`${work}.title`)} testId={`teacher-${work}`}>
        {query.isError ? (
          <>
            <p className="text-sm text-destructive">{t(`${work}.loadFailed`)}</p>
            <Button type="button" variant="outline" className="w-fit" onClick={() => void query.refetch()}>
              {t('retry')}
            </Button>
          </>
        ) : (
          <Skeleton className="h-24 w-full" />
        )}
      </ClassSection>
    );
  }

  const assignment = data.assignment;
  const stopEditing = () => {
    refocus.current = true;
    setEditing(false);
  };
  if (editing || !assignment) {
    return (
      <ClassSection
        title={t(`${work}.title`)}
        description={assignment || editing ? undefined : t(`${work}.teacher.off`)}
        testId={`teacher-${work}`}
        action={
          !editing && (
            <Button ref={editButton} type="button" onClick={() => setEditing(true)} data-testid={`ask-${work}`}>
              <FileText aria-hidden="true" />
              {t(`${work}.teacher.turnOn`)}
            </Button>
          )
        }
      >
        {editing && (
          // The rubric offered first names the work's parts, from the work's own catalog.
          <Suspense fallback={<Skeleton className="h-64 w-full" />}>
            <AssignmentForm
              work={work}
              classId={view.id}
              assignment={assignment}
              graded={data.handIns.filter((handIn) => handIn.grade).length}
              onDone={stopEditing}
            />
          </Suspense>
        )}
      </ClassSection>
    );
  }

  const handIns: readonly WorkSummary[] = data.handIns;
  const handedIn = handIns.length;
  const graded = handIns.filter((handIn) => handIn.grade).length;
  const row = view.ranking.find((candidate) => candidate.companyId === open) ?? null;
  return (
    <div className="space-y-6">
      <ClassSection
        title={t(`${work}.title`)}
        description={t(`${work}.teacher.asked`, { kind: kindText(work, assignment.kind, t) })}
        details={
          <p className="text-sm" aria-live="polite" data-testid="hand-in-progress">
            {t('work.teacher.progress', { count: view.ranking.length, submitted: handedIn, finished: graded })}
          </p>
        }
        testId={`teacher-${work}`}
        action={
          <div className="flex flex-wrap gap-2">
            <Button ref={editButton} type="button" variant="outline" onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" />
              {t('work.teacher.edit')}
            </Button>
            <ConfirmButton
              label={t(`${work}.teacher.turnOff`)}
              icon={<X aria-hidden="true" />}
              variant="ghost"
              title={t(`${work}.teacher.turnOffTitle`)}
              description={t(`${work}.teacher.turnOffDescription`)}
              cancel={t('work.teacher.turnOffCancel')}
              confirm={t(`${work}.teacher.turnOffConfirm`)}
              pendingLabel={t('work.teacher.turningOff')}
              pending={unassign.isPending}
              onConfirm={(done) =>
                unassign.mutate(undefined, {
                  onSuccess: () => {
                    done();
                    setOpen(null);
                    notify({ title: t(`${work}.teacher.turnedOff`), variant: 'success' });
                  },
                  onError: done,
                })
              }
              testId={`turn-off-${work}`}
            />
          </div>
        }
      >
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
          <div className="grid content-start gap-2">
            <h3 className="text-sm font-semibold">{t('work.instructions')}</h3>
            <p className="text-sm whitespace-pre-line" data-testid={`${work}-instructions`}>
              {assignment.instructions}
            </p>
            <h3 className="mt-2 text-sm font-semibold">{t('work.rubric')}</h3>
            <RubricList rubric={assignment.rubric} testId="teacher-rubric" />
          </div>
          <HandInsTable
            work={work}
            view={view}
            handIns={handIns}
            onOpen={(picked, button) => {
              opener.current = button;
              setOpen(picked.companyId);
            }}
            {...context}
          />
        </div>
      </ClassSection>
      {row && handIns.some((handIn) => handIn.companyId === row.companyId) && (
        <HandInReview
          work={work}
          classId={view.id}
          row={row}
          assignment={assignment}
          parts={parts}
          onClose={() => {
            setOpen(null);
            opener.current?.focus();
          }}
          {...context}
        />
      )}
    </div>
  );
}
