import type { PostView, SpaceView, TopicSummary, TopicView } from '@alavanca/contracts/community';
import { TEST_USER } from '@/test/render';

/** Community answers shaped as the server sends them (contracts/community.ts), for the screens' tests. */

export const CLASS_ID = '5b0c1d2e-3f40-4152-8637-98a9bacbdcee';
export const OTHER = { id: '1c2d3e4f-5061-4728-a93a-4b5c6d7e8f90', name: 'Bruno Lima' };
export const ME = { id: TEST_USER.id, name: TEST_USER.name };

export const SPACES: SpaceView[] = [
  {
    key: `class/${CLASS_ID}`,
    language: null,
    kind: null,
    classId: CLASS_ID,
    className: 'Turma de Empreendedorismo',
    moderates: true,
  },
  ...(['introductions', 'feedback', 'food'] as const).map((kind) => ({
    key: `pt-BR/${kind}`,
    language: 'pt-BR' as const,
    kind,
    classId: null,
    className: null,
    moderates: false,
  })),
  {
    key: 'en-US/introductions',
    language: 'en-US',
    kind: 'introductions',
    classId: null,
    className: null,
    moderates: false,
  },
];

export function topicSummary(overrides: Partial<TopicSummary> = {}): TopicSummary {
  return {
    id: 'a1b2c3d4-e5f6-4789-8abc-def012345678',
    space: 'pt-BR/feedback',
    kind: 'question',
    title: 'Quanto cobrar por um bolo de pote?',
    author: OTHER,
    replies: 2,
    answered: false,
    createdAt: '2026-11-20T12:00:00.000Z',
    lastPostedAt: '2026-11-21T15:30:00.000Z',
    ...overrides,
  };
}

export function post(number: number, overrides: Partial<PostView> = {}): PostView {
  return {
    id: `00000000-0000-4000-8000-00000000000${number}`,
    number,
    author: OTHER,
    body: `Mensagem ${number}`,
    hidden: false,
    createdAt: '2026-11-20T12:00:00.000Z',
    editedAt: null,
    versions: 0,
    reactions: [],
    mine: false,
    evidence: null,
    muted: false,
    ...overrides,
  };
}

export function topicView(overrides: Partial<TopicView> = {}): TopicView {
  return {
    ...topicSummary(),
    acceptedPostId: null,
    moderates: false,
    posts: [post(1), post(2), post(3)],
    ...overrides,
  };
}
