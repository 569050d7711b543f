import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { PITCH_LIMITS } from '@alavanca/contracts/pitches';
import type { Language } from '@alavanca/domain/constants';
import type { EvidenceFigure } from '@alavanca/domain/pitch/claims';
import {
  checkAnswer,
  investorDrill,
  type AnswerCheck,
  type DrillFacts,
  type DrillQuestion,
} from '@alavanca/domain/pitch/questions';
import type { RubricResult } from '@alavanca/domain/pitch/rubric';
import { CircleCheck, CircleX, MessageCircleQuestion } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDrillAnswers } from '../hooks/use-drill-answers';
import { questionText } from '../utils/figures';
import { ClaimsList } from './claims-list';
import { usePitchEnvironment } from './pitch-context';

/** A question's place in the stored answers: a figure's question is asked once per metric. */
const answerKey = (question: DrillQuestion) =>
  question.id === 'claimSource' ? `${question.id}:${question.values.metric}` : question.id;

function DrillItem({
  index,
  question,
  text,
  answer,
  check,
  onAnswer,
  onCheck,
}: {
  index: number;
  question: DrillQuestion;
  text: string;
  answer: string;
  check: AnswerCheck | undefined;
  onAnswer: (answer: string) => void;
  onCheck: () => void;
}) {
  const { t } = useTranslation(['pitchStudio', 'pitch']);
  const titleId = useId();
  const element = (name: string) => t(`pitch:elements.${name}`);
  return (
    <li
      aria-labelledby={titleId}
      className="space-y-3 rounded-lg border p-4"
      data-testid="drill-question"
      data-id={question.id}
    >
      <h3 id={titleId} className="font-medium">
        {t('pitchStudio:drill.question', { number: index + 1, text })}
      </h3>
      <p className="text-sm text-muted-foreground">
        {t('pitchStudio:drill.good', { good: t(`pitch:drill.${question.id}.good`) })}
      </p>
      <FormField label={t('pitchStudio:drill.answer')}>
        <Textarea
          value={answer}
          maxLength={PITCH_LIMITS.answer}
          rows={3}
          onChange={(event) => onAnswer(event.target.value)}
        />
      </FormField>
      <Button variant="outline" size="sm" onClick={onCheck} data-testid="check-answer">
        {t('pitchStudio:drill.check')}
      </Button>
      <div role="status" className="space-y-2 empty:hidden" data-testid="answer-check">
        {check && (
          <>
            <ul className="space-y-1 text-sm">
              {check.present.map((name) => (
                <li key={name} className="flex items-center gap-2" data-testid="element-present" data-element={name}>
                  <CircleCheck className="size-4 shrink-0 text-success" aria-hidden="true" />
                  {t('pitchStudio:drill.present', { element: element(name) })}
                </li>
              ))}
              {check.missing.map((name) => (
                <li key={name} className="flex items-center gap-2" data-testid="element-missing" data-element={name}>
                  <CircleX className="size-4 shrink-0 text-destructive" aria-hidden="true" />
                  {t('pitchStudio:drill.missing', { element: element(name) })}
                </li>
              ))}
            </ul>
            {check.claims.length > 0 && <ClaimsList claims={check.claims} />}
          </>
        )}
      </div>
    </li>
  );
}

/**
 * The investor drill: five to ten questions drawn from the pitch's weakest points, each with what a
 * good answer holds; a typed answer is checked for those elements and its figures held to the
 * evidence. The answers stay in this browser.
 */
export function InvestorDrill({
  pitchId,
  result,
  facts,
  language,
  evidence,
}: {
  pitchId: string;
  result: RubricResult;
  facts: DrillFacts;
  language: Language;
  evidence: readonly EvidenceFigure[];
}) {
  const { t } = useTranslation(['pitchStudio', 'pitch', 'validationReport']);
  const { prefs } = usePitchEnvironment();
  const titleId = useId();
  const questions = useMemo(() => investorDrill(result, facts), [result, facts]);
  const { answers, setAnswer } = useDrillAnswers(pitchId);
  // A check belongs to the answer it read: typing again clears it.
  const [checks, setChecks] = useState<Record<string, AnswerCheck>>({});
  return (
    <section aria-labelledby={titleId} className="space-y-4 rounded-xl border bg-card p-4 sm:p-6" data-testid="drill">
      <div className="space-y-1">
        <h2 id={titleId} className="flex items-center gap-2 text-lg font-semibold">
          <MessageCircleQuestion className="size-5" aria-hidden="true" />
          {t('pitchStudio:drill.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('pitchStudio:drill.intro')}</p>
      </div>
      <ol className="space-y-3">
        {questions.map((question, index) => {
          const key = answerKey(question);
          const answer = answers[key] ?? '';
          return (
            <DrillItem
              key={key}
              index={index}
              question={question}
              text={questionText(question, result.claims, t, prefs)}
              answer={answer}
              check={checks[key]}
              onAnswer={(text) => {
                setAnswer(key, text);
                setChecks(({ [key]: _stale, ...rest }) => rest);
              }}
              onCheck={() => setChecks((now) => ({ ...now, [key]: checkAnswer(question, answer, language, evidence) }))}
            />
          );
        })}
      </ol>
    </section>
  );
}
