import { CASH_DRIVER_KEYS, EVENT_TYPES, REVENUE_DRIVER_KEYS } from '@alavanca/domain/simulation/types';
import { EXAM_LEVELS, SCORECARD_PERSPECTIVES } from '@alavanca/domain/certificate/levels';
import { z } from 'zod';
import { choice, integer } from './fields';
import { MonthDecisions, MonthResult, SimulationSetup, SimulationState } from './simulations';
import { V } from './validation-messages';
import { text } from './text';

/*
 * The certificate's exam over the wire (decision 035): starting an attempt, its months, its
 * answers, and what the candidate sees of it. The seed stays on the server until the attempt
 * ends: the months are played there, and the score is computed there.
 */

/** The exam's page (its aliases in APP_SCREENS). */
export const CERTIFICATE_PATH = '/certificado';

/** A certificate's id: its verification address's last part, unguessable (100 bits). */
export const CERTIFICATE_ID_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const CERTIFICATE_ID_LENGTH = 20;
export const CertificateIdParams = z.object({
  // Typed back from paper in either case: the letters are read as capitals.
  id: text().pipe(
    z
      .string()
      .transform((value) => value.toUpperCase())
      .pipe(z.string().regex(/^[A-HJ-NP-Z2-9]{20}$/, V.invalidOption)),
  ),
});

/** `/api/certificate/certificates/:id/:format`: the holder's certificate as a PDF or a signed credential. */
export const CertificateFileParams = CertificateIdParams.extend({
  format: text().pipe(z.enum(['pdf', 'credential'], V.invalidOption)),
});

/** The public verification page of a certificate, signed out. */
export const verificationPath = (id: string) => `${CERTIFICATE_PATH}/verificar/${id}`;

export const ExamLevel = z.enum(EXAM_LEVELS);

/**
 * `POST /api/certificate/attempts`: an attempt at `level`, or at the exam a teacher opened for a
 * class the user is a student in (`classExamId`; its level and seed are the class's).
 */
export const StartExamRequest = z.object({
  level: choice(EXAM_LEVELS),
  classExamId: text().pipe(z.uuid(V.invalidOption)).optional(),
});
export type StartExamRequest = z.infer<typeof StartExamRequest>;

/** Every option a board query's choice part may name. */
const BOARD_OPTIONS = [...new Set<string>([...CASH_DRIVER_KEYS, ...REVENUE_DRIVER_KEYS, ...EVENT_TYPES, 'none'])] as [
  string,
  ...string[],
];

/**
 * `POST /api/certificate/attempts/:id/answers`: each board query's answer, part by part (a month,
 * a figure or an option; null for one left blank), and the option picked for each knowledge
 * question. What is left out scores nothing.
 */
export const ExamAnswersRequest = z.object({
  board: z
    .array(
      z.object({
        id: text().pipe(z.string().max(40)),
        answer: z.array(z.union([z.number().finite(), choice(BOARD_OPTIONS), z.null()])).max(2),
      }),
    )
    .max(20),
  knowledge: z.array(z.object({ id: text().pipe(z.string().max(80)), option: integer().min(0).max(3) })).max(20),
});
export type ExamAnswersRequest = z.infer<typeof ExamAnswersRequest>;

const QueryPart = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('month') }),
  z.object({
    kind: z.literal('number'),
    unit: z.enum(['money', 'percent', 'count']),
    relative: z.number(),
    absolute: z.number(),
  }),
  z.object({ kind: z.literal('choice'), options: z.array(z.string()).readonly() }),
]);

/** A board query as the candidate answers it: worded by its id, naming `month` when it asks about one. */
export const BoardQueryView = z.object({
  id: z.string(),
  parts: z.array(QueryPart).readonly(),
  month: z.number().int().nullable(),
});
export type BoardQueryView = z.infer<typeof BoardQueryView>;

/** A knowledge question in the candidate's language, without its answer. */
export const ExamQuestionView = z.object({
  id: z.string(),
  scenario: z.string(),
  question: z.string(),
  options: z.array(z.string()),
});
export type ExamQuestionView = z.infer<typeof ExamQuestionView>;

/** The score of an ended attempt (`scoreExam`), with its points part by part. */
export const ExamScoreView = z.object({
  total: z.number(),
  parts: z.object({ performance: z.number(), scorecard: z.number(), board: z.number(), knowledge: z.number() }),
  performance: z.object({ profit: z.number(), growth: z.number() }),
  scorecard: z.object(
    Object.fromEntries(SCORECARD_PERSPECTIVES.map((perspective) => [perspective, z.number()])) as Record<
      (typeof SCORECARD_PERSPECTIVES)[number],
      z.ZodNumber
    >,
  ),
  board: z.array(z.object({ id: z.string(), points: z.number(), parts: z.array(z.boolean()) })),
  knowledge: z.object({ right: z.number().int(), asked: z.number().int() }),
  passed: z.boolean(),
});
export type ExamScoreView = z.infer<typeof ExamScoreView>;

/** An attempt as its candidate sees it. */
export const ExamAttemptView = z.object({
  id: z.uuid(),
  level: ExamLevel,
  status: z.enum(['open', 'submitted', 'abandoned', 'expired']),
  /** playing: months to decide; answering: the board's and knowledge questions; ended. */
  phase: z.enum(['playing', 'answering', 'ended']),
  startedAt: z.iso.datetime(),
  deadlineAt: z.iso.datetime(),
  months: z.array(MonthResult),
  /**
   * The company now, before the next month, as the engine holds it, with its seed written as 0:
   * the seed draws the market to come, so it stays on the server until the attempt ends (`seed`).
   * What the month screen's decision panel reads (each decision's bounds, the event to answer).
   */
  state: SimulationState,
  /** While playing: the decisions the form starts from (the company as it was left). */
  prefill: MonthDecisions.nullable(),
  /** While answering. */
  queries: z.array(BoardQueryView).nullable(),
  questions: z.array(ExamQuestionView).nullable(),
  /**
   * Once scored: each knowledge question asked, the option picked (null for none), the right one
   * and why it is right, in the candidate's language: what the exam teaches after it.
   */
  review: z
    .array(ExamQuestionView.extend({ picked: z.number().int().nullable(), right: z.number().int(), why: z.string() }))
    .nullable(),
  /** Once ended: the score (none for an attempt abandoned or timed out), and the seed it was played on. */
  score: ExamScoreView.nullable(),
  seed: z.number().int().nullable(),
  /** The certificate a pass earned. */
  certificateId: z.string().nullable(),
});
export type ExamAttemptView = z.infer<typeof ExamAttemptView>;

/** An exam a teacher opened for a class the user is a student in, and the user's attempt at it. */
export const StudentClassExam = z.object({
  id: z.uuid(),
  classId: z.uuid(),
  className: z.string(),
  level: ExamLevel,
  openedAt: z.iso.datetime(),
  attemptId: z.uuid().nullable(),
});
export type StudentClassExam = z.infer<typeof StudentClassExam>;

/**
 * `GET /api/certificate`: what the plan allows, the open attempt, the ended ones (newest first),
 * and the exams open in the user's classes.
 */
export const CertificateOverview = z.object({
  allowance: z.object({
    limit: z.number().int(),
    used: z.number().int(),
    windowDays: z.number().int(),
    minutes: z.number().int(),
    /** While none is left: when the oldest attempt counted leaves the window, freeing one. */
    nextAt: z.iso.datetime().nullable(),
  }),
  open: ExamAttemptView.nullable(),
  past: z.array(
    z.object({
      id: z.uuid(),
      level: ExamLevel,
      status: z.enum(['submitted', 'abandoned', 'expired']),
      startedAt: z.iso.datetime(),
      total: z.number().nullable(),
      passed: z.boolean(),
      certificateId: z.string().nullable(),
    }),
  ),
  classExams: z.array(StudentClassExam),
});
export type CertificateOverview = z.infer<typeof CertificateOverview>;

/** `/api/classes/:id/exams/:examId`. */
export const ClassExamParams = z.object({
  id: text().pipe(z.uuid(V.invalidOption)),
  examId: text().pipe(z.uuid(V.invalidOption)),
});

/** `POST /api/classes/:id/exams`: the teacher opens an exam at `level` for the whole class, on one seed. */
export const OpenClassExamRequest = z.object({ level: choice(EXAM_LEVELS) });
export type OpenClassExamRequest = z.infer<typeof OpenClassExamRequest>;

/** A class's exam as its teacher follows it: each student's attempt, how it ended and its score. */
export const ClassExamView = z.object({
  id: z.uuid(),
  level: ExamLevel,
  openedAt: z.iso.datetime(),
  closedAt: z.iso.datetime().nullable(),
  students: z.array(
    z.object({
      userId: z.uuid(),
      name: z.string(),
      status: z.enum(['notStarted', 'open', 'submitted', 'abandoned', 'expired']),
      total: z.number().nullable(),
      passed: z.boolean(),
      certificateId: z.string().nullable(),
    }),
  ),
});
export type ClassExamView = z.infer<typeof ClassExamView>;

/** `GET /api/classes/:id/exams`: the class's exams, newest first. */
export const ClassExamsResponse = z.object({ exams: z.array(ClassExamView) });
export type ClassExamsResponse = z.infer<typeof ClassExamsResponse>;
export const ClassExamResponse = z.object({ exam: ClassExamView });

export const ExamAttemptResponse = z.object({ attempt: ExamAttemptView });

/**
 * `GET /api/certificates/:id`, public: what the certificate prints, whether it holds, and what
 * its score is computed from, for anyone to compute it again (the page's "reproduce the score").
 */
export const CertificateVerification = z.object({
  status: z.enum(['valid', 'revoked']),
  /** Whether the signed-in viewer is its holder (who may add it to a profile). */
  mine: z.boolean(),
  certificate: z.object({
    id: z.string(),
    holderName: z.string(),
    level: ExamLevel,
    issuedAt: z.iso.datetime(),
    revokedAt: z.iso.datetime().nullable(),
    revokedReason: z.string().nullable(),
    score: ExamScoreView,
  }),
  reproduce: z.object({
    setup: SimulationSetup,
    decisions: z.array(MonthDecisions),
    board: z.record(z.string(), z.array(z.union([z.number(), z.string(), z.null()])).readonly()),
    knowledge: z.object({ right: z.number().int(), asked: z.number().int() }),
  }),
});
export type CertificateVerification = z.infer<typeof CertificateVerification>;
export type ExamAttemptResponse = z.infer<typeof ExamAttemptResponse>;

export const CertificateVerificationResponse = z.object({ verification: CertificateVerification });
export type CertificateVerificationResponse = z.infer<typeof CertificateVerificationResponse>;

/** The issuer's name, in every language: the product's (its credentials' `issuer.name`, profiles' organisation). */
export const ISSUER_ORGANIZATION = 'Alavanca';

/** A query string of `values`, each encoded. */
const query = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&');

/**
 * LinkedIn's "Add to profile" for a certification, prefilled: its name, the issuer, the month it
 * was issued (UTC), the verification address and the certificate's code.
 */
export function linkedInAddToProfileUrl(certificate: {
  name: string;
  id: string;
  issuedAt: string;
  url: string;
}): string {
  const issued = new Date(certificate.issuedAt);
  return `https://www.linkedin.com/profile/add?${query({
    startTask: 'CERTIFICATION_NAME',
    name: certificate.name,
    organizationName: ISSUER_ORGANIZATION,
    issueYear: String(issued.getUTCFullYear()),
    issueMonth: String(issued.getUTCMonth() + 1),
    certUrl: certificate.url,
    certId: certificate.id,
  })}`;
}

/** LinkedIn's share box for a page, prefilled with its address. */
export function linkedInShareUrl(url: string): string {
  return `https://www.linkedin.com/sharing/share-offsite/?${query({ url })}`;
}
