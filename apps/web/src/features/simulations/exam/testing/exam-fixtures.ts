import type { CertificateOverview, ExamAttemptView } from '@alavanca/contracts/certificate';
import { boardQueries, rightAnswers } from '@alavanca/domain/certificate/board-queries';
import { examSetup, playExam, scoreExam } from '@alavanca/domain/certificate/exam';
import { drawQuestions, EXAM_QUESTIONS } from '@alavanca/domain/certificate/exam-questions';
import { EXAM_MONTHS, KNOWLEDGE_QUESTIONS, type ExamLevel } from '@alavanca/domain/certificate/levels';
import type { Language } from '@alavanca/domain/constants';
import { suggestDecisions } from '@alavanca/domain/simulation/create-simulation';
import { prefilledDecisions } from '@alavanca/domain/simulation/founder-policies';
import type { MonthDecisions } from '@alavanca/domain/simulation/types';

/*
 * Exam attempts as the server answers them (certificate.service.ts's `present`), made with the
 * same engine: the company on a fixed seed, its months played by the careful rule, the state
 * shown without its seed, and the questions in the candidate's language.
 */

export const ATTEMPT_ID = '3c2b1a09-8f7e-4d6c-9b5a-4e3d2c1b0a98';
export const CERTIFICATE_ID = 'K7M3P9QXABCDEFGH2345';
const SEED = 5;
const STARTED = '2026-11-30T15:00:00.000Z';
/** Far enough ahead that the clock never ends an attempt during a test. */
const DEADLINE = '2099-01-01T00:00:00.000Z';

/** The careful rule's decisions for the first `months` months. */
export function carefulDecisions(level: ExamLevel, months: number): MonthDecisions[] {
  const setup = examSetup(level, { country: 'BR', currency: 'BRL' }, SEED, level);
  const decisions: MonthDecisions[] = [];
  for (let month = 0; month < months; month += 1) decisions.push(suggestDecisions(playExam(setup, decisions).state));
  return decisions;
}

/** An attempt at `level` after `decisions`, open (playing or answering), or ended with `ended`. */
export function examAttempt(
  level: ExamLevel,
  decisions: readonly MonthDecisions[],
  {
    language = 'pt-BR',
    ended,
  }: { language?: Language; ended?: { status: 'submitted' | 'abandoned' | 'expired'; knowledgeRight?: number } } = {},
): ExamAttemptView {
  const setup = examSetup(level, { country: 'BR', currency: 'BRL' }, SEED, level);
  const { state, months } = playExam(setup, decisions);
  const playing = !ended && months.length < EXAM_MONTHS && state.status === 'running';
  const answering = !ended && !playing;
  const asked = drawQuestions(level, SEED, KNOWLEDGE_QUESTIONS);
  const score =
    ended?.status === 'submitted'
      ? scoreExam({
          setup,
          decisions,
          board: rightAnswers(months),
          knowledge: { right: ended.knowledgeRight ?? asked.length, asked: asked.length },
        })
      : null;
  return {
    id: ATTEMPT_ID,
    level,
    status: ended?.status ?? 'open',
    phase: playing ? 'playing' : answering ? 'answering' : 'ended',
    startedAt: STARTED,
    deadlineAt: DEADLINE,
    months,
    state: { ...state, setup: { ...state.setup, seed: 0 } },
    prefill: playing ? prefilledDecisions(state, decisions.at(-1) ?? null) : null,
    queries: answering ? boardQueries(months.length) : null,
    questions: answering
      ? asked.map(({ id, text }) => ({
          id,
          scenario: text[language].scenario,
          question: text[language].question,
          options: text[language].options,
        }))
      : null,
    // The first `knowledgeRight` questions answered right, the others with the next option.
    review: score
      ? asked.map(({ id, right, text }, index) => ({
          id,
          scenario: text[language].scenario,
          question: text[language].question,
          options: text[language].options,
          picked: index < score.knowledge.right ? right : (right + 1) % text[language].options.length,
          right,
          why: text[language].why,
        }))
      : null,
    score,
    seed: ended ? SEED : null,
    certificateId: score?.passed ? CERTIFICATE_ID : null,
  };
}

/** The right option of each knowledge question, by id. */
export const RIGHT_OPTIONS = new Map(EXAM_QUESTIONS.map((question) => [question.id, question.right]));

/** The overview of a plan allowing `limit` attempts, `open` the attempt under way, the exams open in the user's classes. */
export function examOverview(
  limit: number,
  {
    open = null,
    past = [],
    classExams = [],
  }: {
    open?: ExamAttemptView | null;
    past?: CertificateOverview['past'];
    classExams?: CertificateOverview['classExams'];
  } = {},
): CertificateOverview {
  return {
    allowance: { limit, used: past.length + (open ? 1 : 0), windowDays: 30, minutes: 60, nextAt: null },
    open,
    past,
    classExams,
  };
}

/** A text as the page's text reads it: every run of spaces, no-break ones too, as one. */
export const asRead = (text: string) => text.replace(/\s+/g, ' ');
