import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import type { RankingRow } from '@alavanca/contracts/classes';
import type { ClassWork, PitchHandIn, RubricCriterion } from '@alavanca/contracts/class-works';
import type { HandIn } from '@alavanca/contracts/canvases';
import { CANVAS_BLOCKS, cardsIn } from '@alavanca/domain/canvas/canvas';
import { X } from 'lucide-react';
import { Suspense, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useHandIn } from '../api/class-work';
import type { ClassCanvasParts } from '../utils/canvas-parts';
import { classDateTime, type ScreenContext } from '../utils/class-dates';
import { companyLabel } from '../utils/company-label';
import { kindText, scoreLine, type WorkParts } from '../utils/work-ui';
import { ClassSection } from './class-section';
import { GradeForm } from './grade-form';

/** A card's place on the board, which a coherence finding's "show the card" moves the focus to. */
const cardElementId = (handIn: HandIn, cardId: string) => `hand-in-${handIn.id}-card-${cardId}`;

/** The canvas as handed in, read only: the kind's blocks in their order, each with its cards. */
function HandInBoard({ handIn, parts }: { handIn: HandIn; parts?: ClassCanvasParts }) {
  const { t } = useTranslation(['classroom', 'canvas']);
  const CardDetails = parts?.CardDetails;
  const texts = new Map(handIn.cards.map((card) => [card.id, card.text]));
  return (
    <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" data-testid="hand-in-board">
      {CANVAS_BLOCKS[handIn.kind].map((block) => {
        const cards = cardsIn(handIn, block);
        const headingId = `hand-in-${handIn.id}-${block}`;
        return (
          <section key={block} aria-labelledby={headingId} className="grid content-start gap-2 rounded-lg border p-3">
            <h4 id={headingId} className="flex items-baseline justify-between gap-2 text-sm font-semibold">
              <span>{t(`canvas:blocks.${block}.name`)}</span>
              <span className="text-xs font-normal text-muted-foreground">
                {t('canvas:board.cardCount', { count: cards.length })}
              </span>
            </h4>
            {cards.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t('classroom:canvas.review.emptyBlock')}</p>
            ) : (
              <ul className="grid gap-2">
                {cards.map((card) => (
                  <li
                    key={card.id}
                    id={cardElementId(handIn, card.id)}
                    tabIndex={-1}
                    className="grid gap-1 rounded-md bg-muted/50 p-2 text-sm outline-hidden focus-visible:ring-2 focus-visible:ring-ring"
                    data-testid="hand-in-card"
                  >
                    <p className="break-words">{card.text}</p>
                    <div className="flex flex-wrap items-center gap-1">
                      <Badge variant={card.evidence ? 'success' : 'outline'}>
                        {t(card.evidence ? 'canvas:tags.evidence' : 'canvas:tags.assumption')}
                      </Badge>
                      {card.links.length > 0 && (
                        <span className="text-xs text-muted-foreground">
                          {t('classroom:canvas.review.linksTo', {
                            cards: card.links.map((id) => texts.get(id) ?? '—').join(', '),
                          })}
                        </span>
                      )}
                    </div>
                    {CardDetails && <CardDetails card={card} handIn={handIn} />}
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}

/** The canvas as handed in and its coherence check, which a finding's "show the card" links to. */
function CanvasContent({ handIn, parts }: { handIn: HandIn; parts?: ClassCanvasParts }) {
  const { t } = useTranslation('classroom');
  const Coherence = parts?.Coherence;
  const showCard = (cardId: string) => {
    const element = document.getElementById(cardElementId(handIn, cardId));
    element?.scrollIntoView({ block: 'center' });
    element?.focus();
  };
  return (
    <>
      <HandInBoard handIn={handIn} parts={parts} />
      {Coherence ? (
        <Coherence handIn={handIn} onShowCard={showCard} />
      ) : (
        <p className="text-sm font-medium">{scoreLine('canvas', handIn.coherenceScore, t)}</p>
      )}
    </>
  );
}

/** The pitch as handed in: its text and the product's analysis of it, or its score while that loads. */
function PitchContent({ handIn, parts }: { handIn: PitchHandIn; parts: WorkParts }) {
  const { t } = useTranslation('classroom');
  const Analysis = parts.pitch?.Analysis;
  return Analysis ? (
    <Analysis handIn={handIn} />
  ) : (
    <p className="text-sm font-medium">{scoreLine('pitch', handIn.score, t)}</p>
  );
}

/**
 * A company's hand-in, opened from the table of hand-ins: the snapshot (title, kind, version, who
 * handed it in and when), the work as handed in with the product's own reading of it (a canvas's
 * board and coherence, a pitch's text and analysis) and the grading form. It takes the focus when
 * it opens; closing it gives it back to the button that opened it.
 */
export function HandInReview({
  work,
  classId,
  row,
  assignment,
  parts,
  onClose,
  ...context
}: {
  work: ClassWork;
  classId: string;
  row: RankingRow;
  assignment: { rubric: RubricCriterion[] };
  parts: WorkParts;
  onClose: () => void;
} & ScreenContext) {
  const { t } = useTranslation(['classroom', 'pitch']);
  const query = useHandIn(work, classId, row.companyId);
  const heading = useRef<HTMLHeadingElement>(null);
  const gradeTitle = useId();
  useEffect(() => heading.current?.focus(), [row.companyId]);
  const handIn = query.data;
  const date = handIn && classDateTime(handIn.handedInAt, context.preferences, context.language);
  return (
    <ClassSection
      title={t(`${work}.review.title`, { name: companyLabel(row, t) })}
      description={
        handIn
          ? t(`${work}.snapshot`, {
              title: handIn.title,
              kind: kindText(work, handIn.kind, t),
              version: handIn.version,
            })
          : undefined
      }
      details={
        handIn && (
          <>
            <p className="text-sm text-muted-foreground">
              {handIn.handedInBy
                ? t('work.student.handedInBy', { name: handIn.handedInBy, date })
                : t('work.student.handedIn', { date })}
            </p>
            <p className="text-sm text-muted-foreground">{t(`${work}.review.snapshotHint`)}</p>
          </>
        )
      }
      headingRef={heading}
      testId="hand-in-review"
      action={
        <Button type="button" variant="ghost" size="sm" onClick={onClose}>
          <X aria-hidden="true" />
          {t('work.review.close')}
        </Button>
      }
    >
      {!handIn ? (
        query.isError ? (
          <p className="text-sm text-destructive">{t('work.review.loadFailed')}</p>
        ) : (
          <Skeleton className="h-64 w-full" />
        )
      ) : (
        <>
          {/* The work's catalog (a canvas's blocks, a pitch's findings) may still be on its way. */}
          <Suspense fallback={<Skeleton className="h-64 w-full" />}>
            {'cards' in handIn ? (
              <CanvasContent handIn={handIn} parts={parts.canvas} />
            ) : (
              <PitchContent handIn={handIn} parts={parts} />
            )}
          </Suspense>
          <section
            aria-labelledby={gradeTitle}
            className="grid gap-3 rounded-lg border p-4"
            data-testid="grade-section"
          >
            <h3 id={gradeTitle} className="text-base font-semibold">
              {t('work.grade.title')}
            </h3>
            <GradeForm key={handIn.id} work={work} classId={classId} handIn={handIn} rubric={assignment.rubric} />
          </section>
        </>
      )}
    </ClassSection>
  );
}
