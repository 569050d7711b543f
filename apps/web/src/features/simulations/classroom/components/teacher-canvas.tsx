import { ConfirmButton } from '@/components/confirm-button';
import { TableScroll } from '@/components/table-scroll';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { notify } from '@/lib/notify';
import type { ClassCanvasView, ClassView, HandInSummary, RankingRow } from '@alavanca/contracts/classes';
import { ClipboardCheck, FileText, Pencil, X } from 'lucide-react';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClassCanvas, useUnassignCanvas } from '../api/class-canvas';
import type { ClassCanvasParts } from '../utils/canvas-parts';
import { classDateTime, type ScreenContext } from '../utils/class-dates';
import { companyLabel } from '../utils/company-label';
import { CanvasAssignmentForm } from './canvas-assignment-form';
import { ClassSection } from './class-section';
import { HandInReview } from './hand-in-review';
import { RubricList } from './rubric-list';
import { TableHead } from './table-head';

/** Each company of the class with its hand-in: what it handed in, its coherence and its grade, and opening it. */
function HandInsTable({
  view,
  canvas,
  onOpen,
  ...context
}: {
  view: ClassView;
  canvas: ClassCanvasView;
  onOpen: (row: RankingRow, button: HTMLButtonElement) => void;
} & ScreenContext) {
  const { t } = useTranslation('classroom');
  const byCompany = new Map(canvas.handIns.map((handIn) => [handIn.companyId, handIn]));
  const rows = [...view.ranking].sort((a, b) => a.alias - b.alias);
  if (rows.length === 0) return <p className="text-sm text-muted-foreground">{t('canvas.teacher.noCompanies')}</p>;
  const status = (handIn: HandInSummary | undefined) => {
    if (!handIn) return <span className="text-muted-foreground">{t('canvas.teacher.notHandedIn')}</span>;
    if (!handIn.grade) return <Badge variant="warning">{t('canvas.teacher.toGrade')}</Badge>;
    return (
      <span className="tabular-nums">
        {t('canvas.teacher.graded', { total: handIn.grade.total, max: handIn.grade.maxTotal })}
      </span>
    );
  };
  return (
    <TableScroll label={t('canvas.teacher.caption')}>
      <table className="w-full text-sm" data-testid="hand-ins">
        <caption className="sr-only">{t('canvas.teacher.caption')}</caption>
        <TableHead
          columns={[
            { key: 'company', label: t('canvas.teacher.columns.company') },
            { key: 'handIn', label: t('canvas.teacher.columns.handIn') },
            { key: 'coherence', label: t('canvas.teacher.columns.coherence'), numeric: true },
            { key: 'grade', label: t('canvas.teacher.columns.grade') },
            { key: 'actions', label: t('canvas.teacher.columns.actions'), hidden: true },
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
                        {handIn.title} · {t('canvas.version', { version: handIn.version })}
                      </span>
                      <span className="block text-xs text-muted-foreground">
                        {classDateTime(handIn.handedInAt, context.preferences, context.language)}
                      </span>
                    </>
                  ) : (
                    '—'
                  )}
                </td>
                <td className="px-2 py-2 text-right tabular-nums">{handIn ? handIn.coherenceScore : '—'}</td>
                <td className="px-2 py-2">{status(handIn)}</td>
                <td className="px-2 py-2 text-right">
                  {handIn && (
                    <Button
                      type="button"
                      variant="outline"
                      size="sm"
                      onClick={(event) => onOpen(row, event.currentTarget)}
                      aria-label={t(handIn.grade ? 'canvas.teacher.reviewOf' : 'canvas.teacher.gradeOf', { name })}
                    >
                      <ClipboardCheck aria-hidden="true" />
                      {handIn.grade ? t('canvas.teacher.review') : t('canvas.teacher.grade')}
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
 * The teacher's side of the class's canvas: asking for one (the kind, the instructions, a rubric of
 * their own), what each company handed in with its coherence and grade, and reading and grading a
 * hand-in. Hand-ins and grades arrive live (`class.changed`).
 */
export function TeacherCanvas({
  view,
  parts,
  ...context
}: { view: ClassView; parts?: ClassCanvasParts } & ScreenContext) {
  const { t } = useTranslation('classroom');
  const query = useClassCanvas(view.id);
  const unassign = useUnassignCanvas(view.id);
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
  const canvas = query.data;

  if (!canvas) {
    return (
      <ClassSection title={t('canvas.title')} testId="teacher-canvas">
        {query.isError ? (
          <>
            <p className="text-sm text-destructive">{t('canvas.loadFailed')}</p>
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

  const assignment = canvas.assignment;
  const stopEditing = () => {
    refocus.current = true;
    setEditing(false);
  };
  if (editing || !assignment) {
    return (
      <ClassSection
        title={t('canvas.title')}
        description={assignment || editing ? undefined : t('canvas.teacher.off')}
        testId="teacher-canvas"
        action={
          !editing && (
            <Button ref={editButton} type="button" onClick={() => setEditing(true)} data-testid="ask-canvas">
              <FileText aria-hidden="true" />
              {t('canvas.teacher.turnOn')}
            </Button>
          )
        }
      >
        {editing && (
          // The rubric offered first names the canvas's blocks, from the canvas's own catalog.
          <Suspense fallback={<Skeleton className="h-64 w-full" />}>
            <CanvasAssignmentForm
              classId={view.id}
              assignment={assignment}
              graded={canvas.handIns.filter((handIn) => handIn.grade).length}
              onDone={stopEditing}
            />
          </Suspense>
        )}
      </ClassSection>
    );
  }

  const handedIn = canvas.handIns.length;
  const graded = canvas.handIns.filter((handIn) => handIn.grade).length;
  const row = view.ranking.find((candidate) => candidate.companyId === open) ?? null;
  return (
    <div className="space-y-6">
      <ClassSection
        title={t('canvas.title')}
        description={t('canvas.teacher.asked', { kind: t(`canvas.kinds.${assignment.kind ?? 'any'}`) })}
        details={
          <p className="text-sm" aria-live="polite" data-testid="hand-in-progress">
            {t('canvas.teacher.progress', { count: view.ranking.length, submitted: handedIn, finished: graded })}
          </p>
        }
        testId="teacher-canvas"
        action={
          <div className="flex flex-wrap gap-2">
            <Button ref={editButton} type="button" variant="outline" onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" />
              {t('canvas.teacher.edit')}
            </Button>
            <ConfirmButton
              label={t('canvas.teacher.turnOff')}
              icon={<X aria-hidden="true" />}
              variant="ghost"
              title={t('canvas.teacher.turnOffTitle')}
              description={t('canvas.teacher.turnOffDescription')}
              cancel={t('canvas.teacher.turnOffCancel')}
              confirm={t('canvas.teacher.turnOffConfirm')}
              pendingLabel={t('canvas.teacher.turningOff')}
              pending={unassign.isPending}
              onConfirm={(done) =>
                unassign.mutate(undefined, {
                  onSuccess: () => {
                    done();
                    setOpen(null);
                    notify({ title: t('canvas.teacher.turnedOff'), variant: 'success' });
                  },
                  onError: done,
                })
              }
              testId="turn-off-canvas"
            />
          </div>
        }
      >
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
          <div className="grid content-start gap-2">
            <h3 className="text-sm font-semibold">{t('canvas.instructions')}</h3>
            <p className="text-sm whitespace-pre-line" data-testid="canvas-instructions">
              {assignment.instructions}
            </p>
            <h3 className="mt-2 text-sm font-semibold">{t('canvas.rubric')}</h3>
            <RubricList rubric={assignment.rubric} testId="teacher-rubric" />
          </div>
          <HandInsTable
            view={view}
            canvas={canvas}
            onOpen={(picked, button) => {
              opener.current = button;
              setOpen(picked.companyId);
            }}
            {...context}
          />
        </div>
      </ClassSection>
      {row && byCompanyHas(canvas, row.companyId) && (
        <HandInReview
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

function byCompanyHas(canvas: ClassCanvasView, companyId: string): boolean {
  return canvas.handIns.some((handIn) => handIn.companyId === companyId);
}
