import { randomUUID } from 'node:crypto';

/*
 * hostile-text-routes.ts's table, continued: the routes of what the product certifies (the
 * achievements' credentials, the issuer, the certificate's exam and its certificates) and of the
 * community, its members and their private messages.
 */

const ANY_ID = () => randomUUID();
const ID_PARAM = { signedIn: true, params: { id: ANY_ID }, textParams: ['id'] };
const CERTIFICATE_FILE = { id: () => 'ABCDEFGHJKLMNPQRSTUV', format: () => 'pdf' };

/** A month's decisions the contracts accept (a class's or an exam's month; neither need exist). */
export const DECISIONS = {
  priceCents: 100_00,
  marketingCents: 0,
  headcountDelta: 0,
  purchaseUnits: 0,
  capacityInvestmentCents: 0,
  qualityInvestmentCents: 0,
  loanCents: 0,
  eventChoice: null,
};

/** Checked against hostile-text-routes.ts's shapes where that table spreads it. */
export const CREDENTIAL_ROUTES = {
  'GET /api/progress/achievements/:id/credential': {
    signedIn: true,
    params: { id: () => 'steadyThroughShock' },
    textParams: ['id'],
  },
  'GET /api/issuer': 'no input',
  'GET /api/certificate': 'no input',
  'GET /api/certificate/certificates/:id/:format': {
    signedIn: true,
    params: CERTIFICATE_FILE,
    textParams: ['id', 'format'],
  },
  'GET /api/certificates/:id': { signedIn: false, params: { id: () => 'ABCDEFGHJKLMNPQRSTUV' }, textParams: ['id'] },
  'POST /api/certificate/attempts': {
    signedIn: true,
    body: () => ({ level: 'foundation', classExamId: randomUUID() }),
    bodyFields: ['classExamId'],
  },
  'GET /api/certificate/attempts/:id': { signedIn: true, params: { id: ANY_ID }, textParams: ['id'] },
  'POST /api/certificate/attempts/:id/months': {
    signedIn: true,
    params: { id: ANY_ID },
    textParams: ['id'],
    body: () => ({ month: 1, decisions: DECISIONS }),
  },
  'POST /api/certificate/attempts/:id/answers': {
    signedIn: true,
    params: { id: ANY_ID },
    textParams: ['id'],
    body: () => ({ board: [{ id: 'lowestCash', answer: [1] }], knowledge: [{ id: 'q', option: 0 }] }),
    bodyFields: ['board.0.id', 'knowledge.0.id'],
  },
  'POST /api/certificate/attempts/:id/abandon': { signedIn: true, params: { id: ANY_ID }, textParams: ['id'] },
  'GET /api/classes/:id/exams': { signedIn: true, params: { id: ANY_ID }, textParams: ['id'] },
  'POST /api/classes/:id/exams': {
    signedIn: true,
    params: { id: ANY_ID },
    textParams: ['id'],
    body: () => ({ level: 'foundation' }),
  },
  'POST /api/classes/:id/exams/:examId/close': {
    signedIn: true,
    params: { id: ANY_ID, examId: ANY_ID },
    textParams: ['id', 'examId'],
  },
  'GET /.well-known/jwks.json': 'no input',
  'GET /api/community/spaces': 'no input',
  'GET /api/community/events': { signedIn: true, query: { space: 'pt-BR/introductions' } },
  'GET /api/community/moderation/access': 'no input',
  'GET /api/community/moderation/queue': 'no input',
  'GET /api/community/moderation/log': 'no input',
  'POST /api/community/moderation/posts/:id': {
    signedIn: true,
    params: { id: ANY_ID },
    textParams: ['id'],
    body: () => ({ action: 'restore', reason: 'Revisado.' }),
    bodyFields: ['reason'],
  },
  'POST /api/community/moderation/members/:id': {
    signedIn: true,
    params: { id: ANY_ID },
    textParams: ['id'],
    body: () => ({ action: 'warn', reason: 'Respeito.', postId: randomUUID() }),
    bodyFields: ['reason', 'postId'],
  },
  'GET /api/community/topics': {
    signedIn: true,
    query: { space: 'pt-BR/introductions' },
  },
  'GET /api/community/search': {
    signedIn: true,
    query: { q: 'marmita', space: 'pt-BR/introductions', offset: '20' },
  },
  'GET /api/community/similar': {
    signedIn: true,
    query: { space: 'pt-BR/introductions', title: 'Quanto cobrar?' },
  },
  'POST /api/community/topics': {
    signedIn: true,
    body: () => ({ space: 'pt-BR/introductions', kind: 'discussion', title: 'Olá a todos', body: 'Sou a Ana.' }),
    bodyFields: ['space', 'title', 'body'],
  },
  'GET /api/community/topics/:id': { signedIn: true, params: { id: ANY_ID }, textParams: ['id'] },
  'POST /api/community/topics/:id/posts': {
    signedIn: true,
    params: { id: ANY_ID },
    textParams: ['id'],
    body: () => ({ body: 'Bem-vinda!' }),
    bodyFields: ['body'],
  },
  'PUT /api/community/topics/:id/accepted': {
    signedIn: true,
    params: { id: ANY_ID },
    textParams: ['id'],
    body: () => ({ postId: randomUUID() }),
    bodyFields: ['postId'],
  },
  'PUT /api/community/posts/:id': {
    signedIn: true,
    params: { id: ANY_ID },
    textParams: ['id'],
    body: () => ({ body: 'Corrigido.' }),
    bodyFields: ['body'],
  },
  'DELETE /api/community/posts/:id': { signedIn: true, params: { id: ANY_ID }, textParams: ['id'] },
  'GET /api/community/posts/:id/versions': { signedIn: true, params: { id: ANY_ID }, textParams: ['id'] },
  'GET /api/community/posts/:id/evidence': { signedIn: true, params: { id: ANY_ID }, textParams: ['id'] },
  'POST /api/community/reviews': {
    signedIn: true,
    body: () => ({ kind: 'validation', id: randomUUID() }),
    bodyFields: ['id'],
  },
  'GET /api/community/reviews': 'one query field, an option (the business type): no text',
  'GET /api/community/reviews/mine': { signedIn: true, query: { source: '00000000-0000-4000-8000-000000000001' } },
  'GET /api/community/reviews/:id': { signedIn: true, params: { id: ANY_ID }, textParams: ['id'] },
  'GET /api/community/reviews/:id/evidence': { signedIn: true, params: { id: ANY_ID }, textParams: ['id'] },
  'POST /api/community/reviews/:id/reviews': {
    signedIn: true,
    params: { id: ANY_ID },
    textParams: ['id'],
    body: () => ({
      ratings: { problem: 3, customer: 3, economics: 3, risks: 3 },
      comment: 'Um comentário longo o bastante para valer.',
    }),
    bodyFields: ['comment'],
  },
  'POST /api/community/reviews/:id/close': { signedIn: true, params: { id: ANY_ID }, textParams: ['id'] },
  'POST /api/community/posts/:id/flags': {
    signedIn: true,
    params: { id: ANY_ID },
    textParams: ['id'],
    body: () => ({ reason: 'spam' }),
  },
  'PUT /api/community/posts/:id/reactions/:kind': {
    signedIn: true,
    params: { id: ANY_ID, kind: () => 'like' },
    textParams: ['id', 'kind'],
  },
  'DELETE /api/community/posts/:id/reactions/:kind': {
    signedIn: true,
    params: { id: ANY_ID, kind: () => 'like' },
    textParams: ['id', 'kind'],
  },
  'GET /api/community/profile': 'no input',
  'PUT /api/community/profile': {
    signedIn: true,
    body: () => ({
      visible: true,
      name: 'Ana do Café',
      city: 'Belo Horizonte',
      businessType: 'food',
      stage: 'idea',
      seeks: 'Fornecedor',
      offers: 'Dicas',
      links: ['https://cafe.example'],
    }),
    bodyFields: ['name', 'city', 'seeks', 'offers', 'links.0'],
  },
  'GET /api/community/members': { signedIn: true, query: { city: 'Belo', q: 'grãos', before: 'x' } },
  'GET /api/community/members/:id': ID_PARAM,
  'PUT /api/community/members/:id/follow': ID_PARAM,
  'DELETE /api/community/members/:id/follow': ID_PARAM,
  'PUT /api/community/members/:id/block': ID_PARAM,
  'DELETE /api/community/members/:id/block': ID_PARAM,
  'PUT /api/community/members/:id/mute': ID_PARAM,
  'DELETE /api/community/members/:id/mute': ID_PARAM,
  'GET /api/community/relations': 'no input',
  'POST /api/community/members/:id/messages': { ...ID_PARAM, body: () => ({ body: 'Olá!' }), bodyFields: ['body'] },
  'GET /api/community/conversations': { signedIn: true, query: { before: 'x' } },
  'GET /api/community/conversations/:id': { ...ID_PARAM, query: { before: 'x' } },
  'POST /api/community/conversations/:id/messages': {
    ...ID_PARAM,
    body: () => ({ body: 'Olá!' }),
    bodyFields: ['body'],
  },
  'POST /api/community/messages/:id/reports': { ...ID_PARAM, body: () => ({ reason: 'spam' }) },
  'POST /api/community/moderation/messages/:id': {
    ...ID_PARAM,
    body: () => ({ action: 'dismiss', reason: 'Revisado.' }),
    bodyFields: ['reason'],
  },
};
