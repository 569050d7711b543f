import { ConfirmButton } from '@/components/confirm-button';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { Send } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LastMonth } from '@/features/simulations/month/components/last-month';
import { PHONE_ACTION_CLASS, PHONE_ACTION_SPACE } from '@/features/simulations/month/components/month-play';
import { useSubmitExam } from '../api/exam';
import { answeredQueries, readBoardAnswers, type BoardDraft } from '../utils/board-answers';
import { examCompany } from '../utils/exam-company';
import { resultPath } from '../utils/exam-paths';
import { BoardQuestions } from './board-questions';
import { ExamHeader, type AttemptPhaseProps } from './exam-header';
import { KnowledgeQuestions } from './knowledge-questions';

interface AnswersDraft {
  board: BoardDraft;
  knowledge: Record<string, string>;
}

/** What an attempt past its questions asks: nothing (one array, so what is read from it is kept between draws). */
const NONE: readonly never[] = [];

const draftKey = (attemptId: string) => `exam-answers:${attemptId}`;

/** The answers typed so far, kept in this tab until the attempt is handed in (a reload loses none). */
function useAnswersDraft(attemptId: string) {
  const [draft, setDraft] = useState<AnswersDraft>(() => {
    try {
      const kept = sessionStorage.getItem(draftKey(attemptId));
      if (kept) return JSON.parse(kept) as AnswersDraft;
    } catch {
      // Storage refused or a draft unreadable: start blank.
    }
    return { board: {}, knowledge: {} };
  });
  useEffect(() => {
    try {
      sessionStorage.setItem(draftKey(attemptId), JSON.stringify(draft));
    } catch {
      // A full or refused storage only loses the reload's convenience.
    }
  }, [attemptId, draft]);
  return [draft, setDraft] as const;
}

/**
 * The exam's questions, once the months are played: the company's months to read again (each
 * month's results and statements), the board's queries answered from them, and the knowledge
 * questions; handed in once, after which the server scores the attempt.
 */
export function ExamAnswers({ attempt, format, numberFormat, onTimeUp }: AttemptPhaseProps) {
  const { t } = useTranslation('exam');
  const navigate = useNavigate();
  const submit = useSubmitExam(attempt.id);
  const boardId = useId();
  const knowledgeId = useId();
  const queries = attempt.queries ?? NONE;
  const questions = attempt.questions ?? NONE;
  const played = attempt.months.length;
  const [draft, setDraft] = useAnswersDraft(attempt.id);
  const [reading, setReading] = useState(String(played));
  const read = useMemo(
    () => readBoardAnswers(queries, draft.board, numberFormat),
    [queries, draft.board, numberFormat],
  );
  const answered = answeredQueries(queries, draft.board);
  const known = questions.filter((question) => draft.knowledge[question.id] !== undefined).length;

  const firstError = Object.keys(read.errors)[0];
  // A figure that cannot be read is said beside it as it is typed; handing in takes the user there first.
  const showFirstError = () =>
    // partKey's `query:part` is the field's name `answer-query-part`.
    document.querySelector<HTMLInputElement>(`input[name="answer-${firstError?.replace(':', '-')}"]`)?.focus();

  const handIn = (done: () => void) => {
    submit.mutate(
      {
        board: read.board,
        knowledge: Object.entries(draft.knowledge).map(([id, option]) => ({ id, option: Number(option) })),
      },
      {
        onSuccess: (ended) => {
          sessionStorage.removeItem(draftKey(attempt.id));
          void navigate(resultPath(ended.id));
        },
        onSettled: done,
      },
    );
  };

  return (
    <div className={`space-y-8 ${PHONE_ACTION_SPACE}`} data-testid="exam-answers">
      <ExamHeader
        attempt={attempt}
        title={t('answering.title')}
        onTimeUp={onTimeUp}
        action={
          firstError ? (
            <Button type="button" onClick={showFirstError} className={PHONE_ACTION_CLASS} data-testid="hand-in-exam">
              <Send aria-hidden="true" />
              {t('answering.handIn')}
            </Button>
          ) : (
            <ConfirmButton
              label={t('answering.handIn')}
              icon={<Send aria-hidden="true" />}
              variant="default"
              title={t('answering.handInTitle')}
              description={t('answering.handInDescription', {
                answered,
                queries: queries.length,
                known,
                questions: questions.length,
              })}
              cancel={t('answering.handInCancel')}
              confirm={t('answering.handInConfirm')}
              pendingLabel={t('answering.handingIn')}
              pending={submit.isPending}
              onConfirm={handIn}
              testId="hand-in-exam"
              className={PHONE_ACTION_CLASS}
            />
          )
        }
      />
      <p className="max-w-3xl text-sm" data-testid="exam-ended-run">
        {attempt.state.status === 'bankrupt'
          ? t('answering.bankrupt', { month: played })
          : t('answering.intro', { count: played })}
      </p>

      <section aria-labelledby="exam-months-title" className="space-y-3">
        <h2 id="exam-months-title" className="text-lg font-semibold">
          {t('answering.monthsTitle')}
        </h2>
        <Tabs value={reading} onValueChange={setReading}>
          <TabsList aria-label={t('answering.monthsLabel')} className="h-auto flex-wrap">
            {attempt.months.map((month) => (
              <TabsTrigger key={month.month} value={String(month.month)}>
                {t('answering.monthTab', { month: month.month })}
              </TabsTrigger>
            ))}
          </TabsList>
          {attempt.months.map((month) => (
            <TabsContent key={month.month} value={String(month.month)} className="pt-4">
              <LastMonth company={examCompany(attempt, month.month)} format={format} playedIn="exam" />
            </TabsContent>
          ))}
        </Tabs>
      </section>

      <section aria-labelledby={boardId} className="max-w-4xl space-y-3">
        <div className="space-y-1">
          <h2 id={boardId} className="text-lg font-semibold">
            {t('answering.boardTitle')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('answering.boardIntro')}</p>
        </div>
        <BoardQuestions
          queries={queries}
          played={played}
          draft={draft.board}
          errors={read.errors}
          onChange={(queryId, part, value) => {
            setDraft((current) => {
              const parts = [...(current.board[queryId] ?? [])];
              parts[part] = value;
              return { ...current, board: { ...current.board, [queryId]: parts } };
            });
          }}
          format={format}
        />
      </section>

      <section aria-labelledby={knowledgeId} className="max-w-4xl space-y-3">
        <div className="space-y-1">
          <h2 id={knowledgeId} className="text-lg font-semibold">
            {t('answering.knowledgeTitle')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('answering.knowledgeIntro')}</p>
        </div>
        <KnowledgeQuestions
          questions={questions}
          answers={draft.knowledge}
          onChange={(questionId, option) =>
            setDraft((current) => ({ ...current, knowledge: { ...current.knowledge, [questionId]: option } }))
          }
        />
      </section>
    </div>
  );
}
