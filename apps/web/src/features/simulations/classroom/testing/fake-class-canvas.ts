import { apiError, type Route } from '@/test/fake-api';
import type { CanvasSummary } from '@alavanca/contracts/canvases';
import { CanvasAssignmentRequest } from '@alavanca/contracts/class-works';
import {
  ClassCanvasView,
  GradeHandInRequest,
  HandInRequest,
  type CanvasAssignment,
  type RubricCriterion,
} from '@alavanca/contracts/class-works';
import { HandIn } from '@alavanca/contracts/canvases';
import type { CanvasCard, CanvasKind } from '@alavanca/domain/canvas/canvas';
import { checkCoherence } from '@alavanca/domain/canvas/coherence';
import { fakeId, type FakeClass, type Viewer } from './fake-classes';

/*
 * The class's canvas as the server keeps it, for the screens' tests: the teacher's assignment, each
 * company's hand-in (a snapshot, its coherence computed by the domain as the server computes it)
 * and its grade, with the routes' rules: the teacher assigns and grades, a student hands in for
 * their company and sees only its hand-in.
 */

export const HANDED_IN_AT = '2025-03-12T15:00:00.000Z';
export const GRADED_AT = '2025-03-13T09:30:00.000Z';

/** A rubric of the teacher's own: two blocks and the coherence. */
export const RUBRIC: RubricCriterion[] = [
  { id: fakeId(5, 1), name: 'Segmentos de clientes', maxPoints: 10 },
  { id: fakeId(5, 2), name: 'Proposta de valor', maxPoints: 10 },
  { id: fakeId(5, 3), name: 'Coerência do canvas', maxPoints: 10 },
];

export const ASSIGNMENT: CanvasAssignment = {
  kind: 'businessModel',
  instructions: 'Entregue o canvas da sua loja até sexta.',
  rubric: RUBRIC,
  updatedAt: '2025-03-11T12:00:00.000Z',
};

const card = (n: number, block: CanvasCard['block'], text: string, extra: Partial<CanvasCard> = {}): CanvasCard => ({
  id: fakeId(6, n),
  block,
  text,
  evidence: null,
  links: [],
  ...extra,
});

/** A shop's canvas: one segment with an offer and a channel aimed at it, and no revenue stream yet. */
export const HAND_IN_CARDS: CanvasCard[] = [
  card(1, 'customerSegments', 'Pais de recém-nascidos', { evidence: { kind: 'note', note: '12 entrevistas' } }),
  card(2, 'valuePropositions', 'Enxoval entregue em 24 h', { links: [fakeId(6, 1)] }),
  card(3, 'channels', 'Instagram da loja', { links: [fakeId(6, 1)] }),
];

/** A company's hand-in of `cards`, with the coherence score the domain gives them. */
export function makeHandIn(
  companyId: string,
  { cards = HAND_IN_CARDS, ...overrides }: Omit<Partial<HandIn>, 'cards'> & { cards?: CanvasCard[] } = {},
): HandIn {
  const canvas = {
    kind: 'businessModel' as CanvasKind,
    title: 'Canvas da Loja da Ana',
    businessType: 'ecommerce' as const,
    currency: 'BRL' as const,
    cards,
  };
  return HandIn.parse({
    id: fakeId(7, Number.parseInt(companyId.slice(-4), 10)),
    companyId,
    canvasId: fakeId(8, 1),
    version: 4,
    cardCount: cards.length,
    handedInBy: 'Ana Souza',
    handedInAt: HANDED_IN_AT,
    coherenceScore: checkCoherence(canvas, null).score,
    grade: null,
    validationFacts: null,
    ...canvas,
    ...overrides,
  });
}

/** The user's own canvases, as `GET /api/canvases` lists them. */
export function ownCanvas(n: number, kind: CanvasKind, title: string, version = 3): CanvasSummary {
  return {
    id: fakeId(8, n),
    kind,
    title,
    businessType: 'ecommerce',
    version,
    cardCount: 6,
    createdAt: '2025-03-01T12:00:00.000Z',
    updatedAt: '2025-03-10T12:00:00.000Z',
  };
}

export interface FakeCanvasWorld {
  assignment: CanvasAssignment | null;
  /** By company id. */
  handIns: Map<string, HandIn>;
  /** The canvases each student owns, by their company's index: what a hand-in may name. */
  owned: CanvasSummary[];
}

export function makeCanvasWorld({
  assignment = null,
  handIns = [],
  owned = [],
}: { assignment?: CanvasAssignment | null; handIns?: HandIn[]; owned?: CanvasSummary[] } = {}): FakeCanvasWorld {
  return { assignment, handIns: new Map(handIns.map((handIn) => [handIn.companyId, handIn])), owned };
}

const issues = (list: { path: string; message: string }[]) => ({
  status: 400,
  body: { error: { code: 'VALIDATION_FAILED', message: 'invalid', issues: list } },
});

/** The canvas's routes of the class over `canvas`, as `viewer` calls them. */
export function fakeCanvasRoutes(world: FakeClass, viewer: Viewer, canvas: FakeCanvasWorld): Record<string, Route> {
  const path = `/api/classes/${world.id}/canvas`;
  const mine = viewer.role === 'student' ? world.companies[viewer.company]!.id : null;
  const summary = ({ businessType: _b, currency: _c, cards: _cards, validationFacts: _v, ...rest }: HandIn) => rest;
  const view = () => ({
    body: {
      canvas: ClassCanvasView.parse({
        assignment: canvas.assignment,
        handIns: canvas.assignment
          ? [...canvas.handIns.values()].filter((handIn) => mine === null || handIn.companyId === mine).map(summary)
          : [],
      }),
    },
  });
  const routes: Record<string, Route> = {
    [`GET ${path}`]: view,
    [`PUT ${path}`]: (request) => {
      if (viewer.role !== 'teacher') return apiError(403, 'FORBIDDEN');
      const parsed = CanvasAssignmentRequest.safeParse(request.body);
      if (!parsed.success) return apiError(400, 'VALIDATION_FAILED');
      canvas.assignment = { ...parsed.data, updatedAt: '2025-03-12T10:00:00.000Z' };
      return view();
    },
    [`DELETE ${path}`]: () => {
      if (viewer.role !== 'teacher') return apiError(403, 'FORBIDDEN');
      canvas.assignment = null;
      canvas.handIns.clear();
      return { status: 204 };
    },
    [`PUT ${path}/hand-in`]: (request) => {
      if (!mine) return apiError(404, 'NOT_FOUND');
      const parsed = HandInRequest.safeParse(request.body);
      const owned = parsed.success ? canvas.owned.find((each) => each.id === parsed.data.canvasId) : undefined;
      if (!canvas.assignment) return apiError(409, 'CONFLICT');
      if (!owned || (canvas.assignment.kind && owned.kind !== canvas.assignment.kind))
        return issues([{ path: 'canvasId', message: 'validation.invalidOption' }]);
      if (canvas.handIns.get(mine)?.grade) return apiError(409, 'CONFLICT');
      canvas.handIns.set(
        mine,
        makeHandIn(mine, {
          canvasId: owned.id,
          title: owned.title,
          version: owned.version,
          id: fakeId(9, owned.version),
        }),
      );
      return view();
    },
  };
  for (const company of world.companies) {
    const handInPath = `${path}/hand-ins/${company.id}`;
    routes[`GET ${handInPath}`] = () => {
      const handIn = canvas.handIns.get(company.id);
      if ((mine !== null && mine !== company.id) || !handIn) return apiError(404, 'NOT_FOUND');
      return { body: { handIn } };
    };
    routes[`PUT ${handInPath}/grade`] = (request) => {
      if (viewer.role !== 'teacher') return apiError(403, 'FORBIDDEN');
      const handIn = canvas.handIns.get(company.id);
      const parsed = GradeHandInRequest.safeParse(request.body);
      if (!handIn || !canvas.assignment) return apiError(404, 'NOT_FOUND');
      if (!parsed.success) return apiError(400, 'VALIDATION_FAILED');
      if (parsed.data.handInId !== handIn.id) return apiError(409, 'CONFLICT');
      const rubric = canvas.assignment.rubric;
      const over = parsed.data.scores.findIndex(
        (score) => score.points > (rubric.find((criterion) => criterion.id === score.criterionId)?.maxPoints ?? 0),
      );
      if (over >= 0) return issues([{ path: `scores.${over}.points`, message: 'validation.outOfRange' }]);
      const scores = rubric.map((criterion) => ({
        ...criterion,
        points: parsed.data.scores.find((score) => score.criterionId === criterion.id)?.points ?? 0,
      }));
      const graded: HandIn = {
        ...handIn,
        grade: {
          scores,
          total: scores.reduce((sum, score) => sum + score.points, 0),
          maxTotal: scores.reduce((sum, score) => sum + score.maxPoints, 0),
          comment: parsed.data.comment,
          gradedAt: GRADED_AT,
        },
      };
      canvas.handIns.set(company.id, graded);
      return { body: { handIn: graded } };
    };
  }
  return routes;
}
