import {
  CERTIFICATE_ID_ALPHABET,
  CERTIFICATE_ID_LENGTH,
  type CertificateVerification,
  type CertificateOverview,
  type ExamAnswersRequest,
  type ExamAttemptView,
  type StartExamRequest,
} from '@alavanca/contracts/certificate';
import { randomInt } from 'node:crypto';
import { toFieldIssues, type AdvanceMonthRequest } from '@alavanca/contracts/simulations';
import { boardQueries, type BoardAnswer } from '@alavanca/domain/certificate/board-queries';
import { examSetup, playExam, scoreExam } from '@alavanca/domain/certificate/exam';
import { EXAM_MONTHS, KNOWLEDGE_QUESTIONS } from '@alavanca/domain/certificate/levels';
import {
  drawQuestions,
  EXAM_QUESTIONS,
  gradeKnowledge,
  type ExamQuestion,
} from '@alavanca/domain/certificate/exam-questions';
import { EXAM_ATTEMPTS, EXAM_MINUTES, EXAM_WINDOW_DAYS } from '@alavanca/domain/certificate/limits';
import { DEFAULT_PREFERENCES, type Language } from '@alavanca/domain/constants';
import { COUNTRY_CODES, type CountryCode } from '@alavanca/domain/locale/country-presets';
import type { PlanId } from '@alavanca/domain/quotas/plans';
import { prefilledDecisions } from '@alavanca/domain/simulation/founder-policies';
import { validateDecisions } from '@alavanca/domain/simulation/validate';
import type { Orm } from '../../db/client';
import type { ExamAnswers } from '../../db/schema/certificate';
import { AppError } from '../../http/app-error';
import { drawSeed } from '../../lib/simulation-setup';
import { findUserPreferences } from '../preferences/preferences.service';
import type { ClassService } from '../classes/classes.service';
import type { CredentialService } from '../credentials/credentials.service';
import type { SubscriptionService } from '../subscription/subscription.service';
import { certificateCredential, certificatePdf } from './certificate-files';
import { createClassExamActions, type ClassExamActions } from './class-exams';
import { listClassExamsTaughtBy, takenClassExam } from './class-exams.repo';
import {
  countStartedSince,
  expireOverdue,
  findAttempt,
  findCertificate,
  findCertificateIdOfAttempt,
  findHolderName,
  insertCertificate,
  listUserCertificates,
  revokeCertificate,
  findOpenAttempt,
  insertAttempt,
  listAttemptsForExport,
  listEndedAttempts,
  lockUserExams,
  updateAttempt,
  type AttemptRow,
} from './certificate.repo';

/*
 * The certificate's exam (decision 035): an attempt started within the plan's allowance, its six
 * months played here on a seed the candidate never sees until it ends, the board's and knowledge
 * questions answered, and the score computed here from what is stored. An attempt whose time ran
 * out is ended as soon as anything reads it, and counts as used like any other.
 */

export interface CertificateService {
  overview(userId: string): Promise<CertificateOverview>;
  /** The exams teachers run for their classes. */
  classExams: Omit<ClassExamActions, 'admit' | 'forStudent'>;
  start(userId: string, request: StartExamRequest): Promise<ExamAttemptView>;
  attempt(userId: string, id: string): Promise<ExamAttemptView>;
  /** The next month's decisions: `month` must be the next one (409 CONFLICT for a stale or repeated one). */
  playMonth(userId: string, id: string, request: AdvanceMonthRequest): Promise<ExamAttemptView>;
  /** The answers, once every month is played: the attempt is scored and ends. */
  submit(userId: string, id: string, request: ExamAnswersRequest): Promise<ExamAttemptView>;
  abandon(userId: string, id: string): Promise<ExamAttemptView>;
  /**
   * A certificate as anyone may check it, signed out; NOT_FOUND for an id no certificate has.
   * `viewerId`: the signed-in viewer, if any (its holder is told it is theirs).
   */
  verify(id: string, viewerId: string | null): Promise<CertificateVerification>;
  /** Revokes a certificate, with the reason its verification page shows (an operator's act). */
  revoke(id: string, reason: string): Promise<Revocation>;
  /**
   * The holder's own certificate as a file: its PDF, or its Open Badges credential signed by the
   * issuer; NOT_FOUND for anyone else's, CONFLICT for a revoked one.
   */
  download(userId: string, id: string, format: CertificateFormat): Promise<{ fileName: string; data: Buffer }>;
}

export type CertificateFormat = 'pdf' | 'credential';

export type Revocation = 'revoked' | 'already revoked' | 'no such certificate';

/** Revokes certificate `id` with `reason` (also for `npm run admin`, which has no service to hand). */
export async function revokeCertificateById(orm: Orm, id: string, reason: string, at: Date): Promise<Revocation> {
  if (await revokeCertificate(orm, id, reason, at)) return 'revoked';
  return (await findCertificate(orm, id)) ? 'already revoked' : 'no such certificate';
}

export interface CertificateServiceDeps {
  orm: Orm;
  subscriptions: Pick<SubscriptionService, 'readCurrentRow'>;
  /** The issuer that signs a certificate's credential, and whose address the PDF prints (decision 034). */
  credentials: Pick<CredentialService, 'issuer' | 'issue'>;
  /** Who is in a class, for the exams teachers run for them. */
  classes: Pick<ClassService, 'roster' | 'userClasses'>;
  now?: () => Date;
}

const DAY_MS = 24 * 60 * 60_000;
const QUESTIONS = new Map(EXAM_QUESTIONS.map((question) => [question.id, question]));

/** The questions an attempt asks: those drawn that the bank still holds (one taken out since is neither shown nor counted). */
function asked(row: AttemptRow): ExamQuestion[] {
  return row.questions.flatMap((id) => QUESTIONS.get(id) ?? []);
}

/** The phase an attempt is in: months to play, questions to answer, or ended. */
function phaseOf(row: AttemptRow, played: { months: number; running: boolean }): ExamAttemptView['phase'] {
  if (row.status !== 'open') return 'ended';
  return played.months >= EXAM_MONTHS || !played.running ? 'answering' : 'playing';
}

/** An attempt as its candidate sees it, in `language`: the seed only once it has ended. */
function present(row: AttemptRow, language: Language, certificateId: string | null = null): ExamAttemptView {
  const { state, months } = playExam(row.setup, row.decisions);
  const phase = phaseOf(row, { months: months.length, running: state.status === 'running' });
  const last = row.decisions.at(-1) ?? null;
  return {
    id: row.id,
    level: row.level,
    status: row.status,
    phase,
    startedAt: row.startedAt.toISOString(),
    deadlineAt: row.deadlineAt.toISOString(),
    months,
    // The seed draws the market to come: the candidate sees it once the attempt has ended.
    state: { ...state, setup: { ...state.setup, seed: 0 } },
    prefill: phase === 'playing' ? prefilledDecisions(state, last) : null,
    queries: phase === 'answering' ? boardQueries(months.length) : null,
    questions:
      phase === 'answering'
        ? asked(row).map(({ id, text }) => ({
            id,
            scenario: text[language].scenario,
            question: text[language].question,
            options: text[language].options,
          }))
        : null,
    review:
      row.status === 'submitted' && row.answers
        ? asked(row).map((question) => {
            const text = question.text[language];
            return {
              id: question.id,
              scenario: text.scenario,
              question: text.question,
              options: text.options,
              picked: row.answers!.knowledge[question.id] ?? null,
              right: question.right,
              why: text.why,
            };
          })
        : null,
    score: phase === 'ended' ? row.score : null,
    seed: phase === 'ended' ? row.setup.seed : null,
    certificateId,
  };
}

/** A new certificate's id: CERTIFICATE_ID_LENGTH letters of its alphabet, from the system's randomness. */
export function drawCertificateId(): string {
  let id = '';
  for (let i = 0; i < CERTIFICATE_ID_LENGTH; i += 1)
    id += CERTIFICATE_ID_ALPHABET[randomInt(CERTIFICATE_ID_ALPHABET.length)];
  return id;
}

export function createCertificateService(deps: CertificateServiceDeps): CertificateService {
  const { orm } = deps;
  const now = deps.now ?? (() => new Date());
  const classExams = createClassExamActions({ orm, classes: deps.classes, now });

  async function languageOf(userId: string): Promise<Language> {
    return ((await findUserPreferences(orm, userId)) ?? DEFAULT_PREFERENCES).language;
  }

  /**
   * Runs `change` on the user's own open attempt `id`, locked, in a transaction; one whose time
   * ran out is ended first (and the change refused), one already ended refuses it.
   */
  async function changeOpen(
    userId: string,
    id: string,
    change: (tx: Orm, row: AttemptRow) => Promise<AttemptRow>,
  ): Promise<ExamAttemptView> {
    const ended = await orm.transaction(async (tx) => {
      const row = await findAttempt(tx, userId, id, true);
      if (!row) throw new AppError('NOT_FOUND');
      if (row.status === 'open' && row.deadlineAt < now()) {
        await updateAttempt(tx, row.id, { status: 'expired', endedAt: now() });
        return true;
      }
      if (row.status !== 'open') return true;
      return change(tx, row);
    });
    // Outside the transaction, so the expiry above is kept.
    if (ended === true) throw new AppError('EXAM_CLOSED');
    return present(ended, await languageOf(userId), await findCertificateIdOfAttempt(orm, userId, ended.id));
  }

  return {
    async overview(userId) {
      await expireOverdue(orm, userId, now());
      const since = now().getTime() - EXAM_WINDOW_DAYS * DAY_MS;
      const [subscription, open, past, used, language, earned, inClasses] = await Promise.all([
        deps.subscriptions.readCurrentRow(userId),
        findOpenAttempt(orm, userId),
        listEndedAttempts(orm, userId),
        countStartedSince(orm, userId, new Date(since)),
        languageOf(userId),
        listUserCertificates(orm, userId),
        classExams.forStudent(userId),
      ]);
      const certificateIds = new Map(earned.map((row) => [row.attemptId, row.id]));
      const limit = EXAM_ATTEMPTS[subscription.plan as PlanId];
      // The window's attempts are among the newest ended ones (a plan allows far fewer than are listed).
      const counted = past
        .filter((row) => row.counted)
        .map((row) => row.startedAt.getTime())
        .filter((started) => started >= since);
      return {
        allowance: {
          limit,
          used,
          windowDays: EXAM_WINDOW_DAYS,
          minutes: EXAM_MINUTES,
          nextAt:
            limit > 0 && used >= limit && counted.length > 0
              ? new Date(Math.min(...counted) + EXAM_WINDOW_DAYS * DAY_MS).toISOString()
              : null,
        },
        open: open ? present(open, language) : null,
        past: past.map((row) => ({
          id: row.id,
          level: row.level,
          status: row.status as 'submitted' | 'abandoned' | 'expired',
          startedAt: row.startedAt.toISOString(),
          total: row.score?.total ?? null,
          passed: row.score?.passed ?? false,
          certificateId: certificateIds.get(row.id) ?? null,
        })),
        classExams: inClasses,
      };
    },

    classExams: { open: classExams.open, close: classExams.close, list: classExams.list },

    async start(userId, request) {
      // A class's exam: its level and seed, once, whatever the plan; the founder's own: the plan's.
      const classExam = request.classExamId ? await classExams.admit(userId, request.classExamId) : null;
      const limit = classExam
        ? Infinity
        : EXAM_ATTEMPTS[(await deps.subscriptions.readCurrentRow(userId)).plan as PlanId];
      if (limit === 0) throw new AppError('EXAM_PLAN_REQUIRED');
      const level = classExam?.level ?? request.level;
      const preferences = (await findUserPreferences(orm, userId)) ?? DEFAULT_PREFERENCES;
      const country = (COUNTRY_CODES as readonly string[]).includes(preferences.country)
        ? (preferences.country as CountryCode)
        : DEFAULT_PREFERENCES.country;
      const seed = classExam?.seed ?? drawSeed();
      const started = now();
      const row = await orm.transaction(async (tx) => {
        // The count and the insert under one lock of the user's attempts: two starts at once make one.
        await lockUserExams(tx, userId);
        await expireOverdue(tx, userId, started);
        if (await findOpenAttempt(tx, userId)) throw new AppError('EXAM_IN_PROGRESS');
        const since = new Date(started.getTime() - EXAM_WINDOW_DAYS * DAY_MS);
        if (
          classExam
            ? await takenClassExam(tx, classExam.id, userId)
            : (await countStartedSince(tx, userId, since)) >= limit
        )
          throw new AppError('EXAM_LIMIT_REACHED');
        return insertAttempt(tx, {
          userId,
          level,
          setup: examSetup(level, { country, currency: preferences.currency }, seed, level),
          questions: drawQuestions(level, seed, KNOWLEDGE_QUESTIONS).map((question) => question.id),
          startedAt: started,
          deadlineAt: new Date(started.getTime() + EXAM_MINUTES * 60_000),
          classExamId: classExam?.id ?? null,
          counted: !classExam,
        });
      });
      return present(row, preferences.language);
    },

    async attempt(userId, id) {
      await expireOverdue(orm, userId, now());
      const row = await findAttempt(orm, userId, id);
      if (!row) throw new AppError('NOT_FOUND');
      return present(row, await languageOf(userId), await findCertificateIdOfAttempt(orm, userId, row.id));
    },

    playMonth(userId, id, request) {
      return changeOpen(userId, id, async (tx, row) => {
        const { state, months } = playExam(row.setup, row.decisions);
        if (phaseOf(row, { months: months.length, running: state.status === 'running' }) !== 'playing')
          throw new AppError('CONFLICT');
        if (request.month !== months.length + 1) throw new AppError('CONFLICT');
        const issues = validateDecisions(state, request.decisions);
        if (issues.length > 0)
          throw new AppError('VALIDATION_FAILED', undefined, undefined, {
            issues: toFieldIssues(issues, 'decisions'),
          });
        return updateAttempt(tx, row.id, { decisions: [...row.decisions, request.decisions] });
      });
    },

    submit(userId, id, request) {
      return changeOpen(userId, id, async (tx, row) => {
        const { state, months } = playExam(row.setup, row.decisions);
        if (phaseOf(row, { months: months.length, running: state.status === 'running' }) !== 'answering')
          throw new AppError('CONFLICT');
        const shown = asked(row).map((question) => question.id);
        const answers: ExamAnswers = {
          board: Object.fromEntries(request.board.map((entry) => [entry.id, entry.answer as BoardAnswer])),
          knowledge: Object.fromEntries(request.knowledge.map((entry) => [entry.id, entry.option])),
        };
        const score = scoreExam({
          setup: row.setup,
          decisions: row.decisions,
          board: answers.board,
          knowledge: { right: gradeKnowledge(shown, answers.knowledge), asked: shown.length },
        });
        const ended = await updateAttempt(tx, row.id, { status: 'submitted', answers, score, endedAt: now() });
        // A pass is certified in the same transaction: the certificate exists exactly when the pass does.
        if (score.passed)
          await insertCertificate(tx, {
            id: drawCertificateId(),
            attemptId: row.id,
            userId,
            holderName: await findHolderName(tx, userId),
            level: row.level,
            issuedAt: ended.endedAt!,
          });
        return ended;
      });
    },

    abandon(userId, id) {
      return changeOpen(userId, id, (tx, row) => updateAttempt(tx, row.id, { status: 'abandoned', endedAt: now() }));
    },

    async verify(id, viewerId) {
      const found = await findCertificate(orm, id);
      if (!found) throw new AppError('NOT_FOUND');
      const { certificate, attempt } = found;
      const answers = attempt.answers!;
      return {
        status: certificate.revokedAt ? 'revoked' : 'valid',
        mine: viewerId === certificate.userId,
        certificate: {
          id: certificate.id,
          holderName: certificate.holderName,
          level: certificate.level,
          issuedAt: certificate.issuedAt.toISOString(),
          revokedAt: certificate.revokedAt?.toISOString() ?? null,
          revokedReason: certificate.revokedReason,
          score: attempt.score!,
        },
        // What the score is computed from; which knowledge option was picked stays the candidate's.
        reproduce: {
          setup: attempt.setup,
          decisions: attempt.decisions,
          board: answers.board,
          knowledge: attempt.score!.knowledge,
        },
      };
    },

    revoke: (id, reason) => revokeCertificateById(orm, id, reason, now()),

    async download(userId, id, format) {
      const found = await findCertificate(orm, id);
      if (!found || found.certificate.userId !== userId) throw new AppError('NOT_FOUND');
      if (found.certificate.revokedAt) throw new AppError('CONFLICT');
      const printed = { ...found.certificate, score: found.attempt.score! };
      const preferences = (await findUserPreferences(orm, userId)) ?? DEFAULT_PREFERENCES;
      const issuer = deps.credentials.issuer();
      if (format === 'pdf')
        return {
          fileName: `alavanca-certificate-${id}.pdf`,
          data: await certificatePdf(printed, issuer.url, preferences),
        };
      const signed = await deps.credentials.issue(certificateCredential(printed, issuer, preferences.language));
      return { fileName: `alavanca-certificate-${id}.json`, data: Buffer.from(`${JSON.stringify(signed, null, 2)}\n`) };
    },
  };
}

/**
 * The user's exam attempts with their decisions, answers and scores, their certificates, and the
 * exams they ran for the classes they teach, for the data export.
 */
export async function exportCertificateData(orm: Orm, userId: string) {
  const [rows, earned, taught] = await Promise.all([
    listAttemptsForExport(orm, userId),
    listUserCertificates(orm, userId),
    listClassExamsTaughtBy(orm, userId),
  ]);
  return {
    classExams: taught.map(({ openedAt, closedAt, ...row }) => ({
      ...row,
      openedAt: openedAt.toISOString(),
      closedAt: closedAt?.toISOString() ?? null,
    })),
    certificates: earned.map(({ userId: _userId, issuedAt, revokedAt, ...row }) => ({
      ...row,
      issuedAt: issuedAt.toISOString(),
      revokedAt: revokedAt?.toISOString() ?? null,
    })),
    examAttempts: rows.map(({ userId: _userId, startedAt, deadlineAt, endedAt, ...row }) => ({
      ...row,
      startedAt: startedAt.toISOString(),
      deadlineAt: deadlineAt.toISOString(),
      endedAt: endedAt?.toISOString() ?? null,
    })),
  };
}
