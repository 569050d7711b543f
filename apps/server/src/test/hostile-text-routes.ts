import { randomUUID } from 'node:crypto';
import { IDEA_CORPUS } from '@alavanca/domain/validation/testing/idea-corpus';
import { CLASS_REQUEST } from './classes';
import { SETUP } from './simulations';
import { CREDENTIAL_ROUTES, DECISIONS } from './hostile-text-credential-routes';

/*
 * The table hostile-text.test.ts reads: every route the app registers, with the text each takes
 * (parameters, query, body fields) or why it takes none. A route missing here fails that test.
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface TextInputs {
  /** Whether the request is made by the signed-in user. */
  signedIn: boolean;
  /** Values for the route's parameters, and those of them that are text, each made hostile in turn. */
  params?: Record<string, (ids: Ids) => string>;
  textParams?: string[];
  /** A query string the route accepts; each parameter is made hostile in turn. */
  query?: Record<string, string>;
  /** A body the route accepts, and the paths of its text fields, each made hostile in turn. */
  body?: (ids: Ids) => Record<string, unknown>;
  bodyFields?: string[];
}

/** Why a route takes no text, for the routes that take none. */
type NoText = string;

export interface Ids {
  email: string;
  password: string;
  simulationId: string;
}

const ANY_ID = () => randomUUID();
/** A real 1×1 PNG, base64-encoded. */
const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
/** Shaped as the contract wants (its signature is not checked before the shape is). */
const WELL_FORMED_PROOF = {
  challenge: {
    parameters: { algorithm: 'PBKDF2/SHA-256', nonce: 'ab', salt: 'cd', cost: 1, keyLength: 32, keyPrefix: '00' },
    signature: 'ef',
  },
  solution: { counter: 0, derivedKey: '01' },
};
const SIMULATION_ID = ({ simulationId }: Ids) => simulationId;
/** An idea the validation contract accepts, and its text fields. */
const IDEA = { ...IDEA_CORPUS[0]!.idea, competitors: ['Concorrente'], differentiation: 'Mais rápido' };
const IDEA_TEXT_FIELDS = ['title', 'problem', 'targetCustomer', 'solution', 'differentiation', 'competitors.0'];

/** A canvas card the contract accepts, with evidence whose note is text too. */
const CANVAS_CARD = () => ({
  id: randomUUID(),
  block: 'customerSegments',
  text: 'Moradores do bairro',
  evidence: { kind: 'note', note: 'Conversei com 12 vizinhos' },
  links: [],
});

/** Every route of the app, as `METHOD /pattern`. */
export const ROUTES: Record<string, TextInputs | NoText> = {
  ...CREDENTIAL_ROUTES,
  'GET /api/health': 'no input',
  'GET /api/auth-config': 'no input',
  'GET /api/events': 'no input: the session cookie only',
  'GET /api/session': 'no input',
  'DELETE /api/session': 'no input',
  'POST /api/session': {
    signedIn: false,
    body: ({ email }) => ({ email, password: 'a wrong password' }),
    bodyFields: ['email', 'password'],
  },
  'POST /api/account': {
    signedIn: false,
    body: () => ({
      name: 'Ana Souza',
      email: `new-${randomUUID()}@example.test`,
      password: 'long enough password',
      proof: WELL_FORMED_PROOF,
    }),
    bodyFields: [
      'name',
      'email',
      'password',
      'proof.challenge.parameters.algorithm',
      'proof.challenge.parameters.nonce',
      'proof.challenge.parameters.salt',
      'proof.challenge.parameters.keyPrefix',
      'proof.challenge.signature',
      'proof.solution.derivedKey',
    ],
  },
  'GET /api/account/challenge': 'no input',
  'DELETE /api/account': {
    signedIn: true,
    body: ({ email }) => ({ confirmEmail: email }),
    bodyFields: ['confirmEmail'],
  },
  'GET /api/account/export': 'no input',
  'POST /api/account/password-reset-request': {
    signedIn: false,
    body: ({ email }) => ({ email }),
    bodyFields: ['email'],
  },
  'POST /api/account/password-reset': {
    signedIn: false,
    body: () => ({ token: 'a-token-from-the-email', newPassword: 'another long password' }),
    bodyFields: ['token', 'newPassword'],
  },
  'PUT /api/account/password': {
    signedIn: true,
    body: ({ password }) => ({ currentPassword: password, newPassword: 'another long password' }),
    bodyFields: ['currentPassword', 'newPassword'],
  },
  'GET /api/oauth/:provider/start': 'choices only: an unknown provider is a missing page, and the mode is one of two',
  'GET /api/auth/callback/:provider': {
    signedIn: false,
    params: { provider: () => 'github' },
    query: { code: 'a-code', state: 'a-state' },
  },
  'GET /api/auth/verify-email': { signedIn: false, query: { token: 'a-token', callbackURL: '/login' } },
  'GET /api/profile': 'no input',
  'PUT /api/profile': {
    signedIn: true,
    body: () => ({ firstName: 'Ana', lastName: 'Souza' }),
    bodyFields: ['firstName', 'lastName'],
  },
  'PUT /api/profile/avatar': {
    signedIn: true,
    body: () => ({ contentType: 'image/png', data: 'iVBORw0KGgo=' }),
    bodyFields: ['data'],
  },
  'DELETE /api/profile/avatar': 'no input',
  'GET /api/avatars/:userId': 'an id compared with the session’s own before any query: any other answers 404',
  'GET /api/preferences': 'no input',
  'PATCH /api/preferences': {
    signedIn: true,
    body: () => ({ timezone: 'America/Sao_Paulo', country: 'BR' }),
    bodyFields: ['timezone', 'country'],
  },
  'POST /api/onboarding': {
    signedIn: true,
    body: () => ({
      language: 'pt-BR',
      currency: 'BRL',
      region: 'Brasil',
      businessType: null,
      role: null,
      experienceLevel: 'beginner',
      primaryObjective: 'other',
      customObjective: 'Abrir uma padaria',
    }),
    bodyFields: ['customObjective'],
  },
  'POST /api/onboarding/skip': 'no input',
  'GET /api/settings': 'no input',
  'PATCH /api/settings': {
    signedIn: true,
    body: () => ({ aiContext: 'Uma padaria de bairro' }),
    bodyFields: ['aiContext'],
  },
  'GET /api/notifications': { signedIn: true, query: { cursor: 'a-cursor' } },
  'PATCH /api/notifications/:id': {
    signedIn: true,
    params: { id: ANY_ID },
    textParams: ['id'],
    body: () => ({ read: true }),
  },
  'POST /api/notifications/read-all': 'no input',
  'POST /api/notifications/motivation': 'no input',
  'GET /api/subscription': 'no input',
  'POST /api/subscription-check': {
    signedIn: true,
    body: () => ({ usageType: 'simulations', action: 'check', userId: 'someone' }),
    bodyFields: ['userId'],
  },
  'POST /api/subscription/trial': 'no input',
  'POST /api/subscription/change': 'choices only: the plan',
  'POST /api/billing/checkout': {
    signedIn: true,
    body: () => ({
      plan: 'pro',
      card: {
        holderName: 'Ana Souza',
        number: '4242 4242 4242 4242',
        expiry: `12/${(new Date().getUTCFullYear() + 2) % 100}`,
        cvc: '123',
      },
    }),
    bodyFields: ['card.holderName', 'card.number', 'card.expiry', 'card.cvc'],
  },
  'GET /api/billing/checkouts/:id': { signedIn: true, params: { id: ANY_ID }, textParams: ['id'] },
  'GET /api/billing/invoices': 'no input',
  'POST /api/simulations': { signedIn: true, body: () => ({ ...SETUP }), bodyFields: ['name'] },
  'GET /api/simulations': { signedIn: true, query: { cursor: 'a-cursor' } },
  'GET /api/simulations/:id': { signedIn: true, params: { id: SIMULATION_ID }, textParams: ['id'] },
  'DELETE /api/simulations/:id': { signedIn: true, params: { id: SIMULATION_ID }, textParams: ['id'] },
  'POST /api/simulations/:id/months': { signedIn: true, params: { id: SIMULATION_ID }, textParams: ['id'] },
  'POST /api/simulations/:id/finish': { signedIn: true, params: { id: SIMULATION_ID }, textParams: ['id'] },
  'POST /api/simulations/:id/duplicate': {
    signedIn: true,
    params: { id: SIMULATION_ID },
    textParams: ['id'],
    body: () => ({ name: 'Cópia' }),
    bodyFields: ['name'],
  },
  'POST /api/simulations/:id/replay': {
    signedIn: true,
    params: { id: SIMULATION_ID },
    textParams: ['id'],
    body: () => ({ fromMonth: 1, name: 'De novo' }),
    bodyFields: ['name'],
  },
  'POST /api/validations': { signedIn: true, body: () => ({ ...IDEA }), bodyFields: IDEA_TEXT_FIELDS },
  'GET /api/validations': { signedIn: true, query: { cursor: 'a-cursor', search: 'café' } },
  'GET /api/validations/:id': { signedIn: true, params: { id: ANY_ID }, textParams: ['id'] },
  'PATCH /api/validations/:id': {
    signedIn: true,
    params: { id: ANY_ID },
    textParams: ['id'],
    body: () => ({ ...IDEA }),
    bodyFields: IDEA_TEXT_FIELDS,
  },
  'PATCH /api/validations/:id/experiments/:key': {
    signedIn: true,
    params: { id: ANY_ID, key: () => 'interviews' },
    textParams: ['id', 'key'],
    body: () => ({ done: true, result: '7 de 10 confirmaram' }),
    bodyFields: ['result'],
  },
  'DELETE /api/validations/:id': { signedIn: true, params: { id: ANY_ID }, textParams: ['id'] },
  'POST /api/canvases': {
    signedIn: true,
    body: () => ({ from: 'blank', kind: 'businessModel', title: 'Padaria', businessType: 'food', currency: 'BRL' }),
    bodyFields: ['title'],
  },
  'GET /api/canvases': 'no input',
  'GET /api/canvases/:id': { signedIn: true, params: { id: ANY_ID }, textParams: ['id'] },
  'PATCH /api/canvases/:id': {
    signedIn: true,
    params: { id: ANY_ID },
    textParams: ['id'],
    body: () => ({ baseVersion: 1, title: 'Padaria', cards: [CANVAS_CARD()] }),
    bodyFields: ['title', 'cards.0.id', 'cards.0.text', 'cards.0.evidence.note'],
  },
  'DELETE /api/canvases/:id': { signedIn: true, params: { id: ANY_ID }, textParams: ['id'] },
  'GET /api/canvases/:id/versions': { signedIn: true, params: { id: ANY_ID }, textParams: ['id'] },
  'GET /api/canvases/:id/versions/:version': {
    signedIn: true,
    params: { id: ANY_ID, version: () => '1' },
    textParams: ['id', 'version'],
  },
  'POST /api/canvases/:id/versions/:version/restore': {
    signedIn: true,
    params: { id: ANY_ID, version: () => '1' },
    textParams: ['id', 'version'],
  },
  'POST /api/pitches': {
    signedIn: true,
    body: () => ({
      start: 'script',
      title: 'Pitch da padaria',
      kind: 'investor',
      language: 'pt-BR',
      script: 'Pão fresco no bairro.',
      validationId: ANY_ID(),
    }),
    bodyFields: ['title', 'script', 'validationId'],
  },
  'GET /api/pitches': 'no input',
  'GET /api/pitches/:id': { signedIn: true, params: { id: ANY_ID }, textParams: ['id'] },
  'PATCH /api/pitches/:id': {
    signedIn: true,
    params: { id: ANY_ID },
    textParams: ['id'],
    body: () => ({ title: 'Pitch', parts: { problem: 'Falta pão fresco.' }, simulationId: ANY_ID() }),
    bodyFields: ['title', 'parts.problem', 'simulationId'],
  },
  'DELETE /api/pitches/:id': { signedIn: true, params: { id: ANY_ID }, textParams: ['id'] },
  'POST /api/pitches/:id/analyses': { signedIn: true, params: { id: ANY_ID }, textParams: ['id'] },
  'POST /api/pitches/:id/board': { signedIn: true, params: { id: ANY_ID }, textParams: ['id'] },
  'GET /api/pitches/:id/analyses/:number': {
    signedIn: true,
    params: { id: ANY_ID, number: () => '1' },
    textParams: ['id', 'number'],
  },
  'PUT /api/canvases/:id/simulation': {
    signedIn: true,
    params: { id: ANY_ID },
    textParams: ['id'],
    body: () => ({ simulationId: ANY_ID() }),
    bodyFields: ['simulationId'],
  },
  'GET /api/mentor/engine': 'no input',
  'GET /api/mentor/suggestions': 'no input',
  'GET /api/mentor/conversations': 'no input',
  'POST /api/mentor/conversations': { signedIn: true, body: () => ({ title: 'Caixa' }), bodyFields: ['title'] },
  'GET /api/mentor/conversations/:id': { signedIn: true, params: { id: ANY_ID }, textParams: ['id'] },
  'PATCH /api/mentor/conversations/:id': {
    signedIn: true,
    params: { id: ANY_ID },
    textParams: ['id'],
    body: () => ({ title: 'Preço' }),
    bodyFields: ['title'],
  },
  'DELETE /api/mentor/conversations/:id': { signedIn: true, params: { id: ANY_ID }, textParams: ['id'] },
  'POST /api/mentor/conversations/:id/messages': {
    signedIn: true,
    params: { id: ANY_ID },
    textParams: ['id'],
    body: () => ({ content: 'Quanto cobrar?' }),
    bodyFields: ['content'],
  },
  'POST /api/mentor/conversations/:id/regenerate': { signedIn: true, params: { id: ANY_ID }, textParams: ['id'] },
  'GET /api/dashboard': 'no input',
  'GET /api/dashboard/layout': 'no input',
  'PUT /api/dashboard/layout': 'no text: widget ids are an enum, visibility a boolean',
  'GET /api/reports': 'no input',
  'POST /api/reports': {
    signedIn: true,
    body: (ids) => ({ kind: 'simulation', itemId: ids.simulationId }),
    bodyFields: ['kind', 'itemId'],
  },
  'GET /api/reports/analytics': 'no input',
  'GET /api/reports/weekly': 'no input',
  'GET /api/reports/:id/:format': {
    signedIn: true,
    params: { id: ANY_ID, format: () => 'pdf' },
    textParams: ['id', 'format'],
  },
  'GET /api/admin/access': 'no input',
  'GET /api/support/tickets': 'no input',
  'POST /api/support/tickets': {
    signedIn: true,
    body: () => ({
      subject: 'Ajuda',
      category: 'other',
      message: 'Não entendi o relatório.',
      attachment: { fileName: 'tela.png', contentType: 'image/png', data: PNG_1X1 },
    }),
    bodyFields: ['subject', 'message', 'attachment.fileName', 'attachment.data'],
  },
  'GET /api/support/tickets/:id': { signedIn: true, params: { id: ANY_ID }, textParams: ['id'] },
  'POST /api/support/tickets/:id/messages': {
    signedIn: true,
    params: { id: ANY_ID },
    textParams: ['id'],
    body: () => ({ message: 'Mais um detalhe.' }),
    bodyFields: ['message'],
  },
  'PATCH /api/support/tickets/:id': {
    signedIn: true,
    params: { id: ANY_ID },
    textParams: ['id'],
    body: () => ({ status: 'closed' }),
  },
  'GET /api/support/attachments/:id': { signedIn: true, params: { id: ANY_ID }, textParams: ['id'] },
  'GET /api/admin/support/tickets': { signedIn: true, query: { search: 'caixa' } },
  'GET /api/admin/support/tickets/:id': { signedIn: true, params: { id: ANY_ID }, textParams: ['id'] },
  'POST /api/admin/support/tickets/:id/messages': {
    signedIn: true,
    params: { id: ANY_ID },
    textParams: ['id'],
    body: () => ({ message: 'Resolvido.' }),
    bodyFields: ['message'],
  },
  'PATCH /api/admin/support/tickets/:id': {
    signedIn: true,
    params: { id: ANY_ID },
    textParams: ['id'],
    body: () => ({ status: 'closed' }),
  },
  'GET /api/classes': 'no input',
  'POST /api/classes': {
    signedIn: true,
    body: () => ({ ...CLASS_REQUEST }),
    bodyFields: ['name'],
  },
  'GET /api/classes/invitation/:code': { signedIn: false, params: { code: () => 'ABCDEFGH' }, textParams: ['code'] },
  'GET /api/classes/join/:code': { signedIn: true, params: { code: () => 'ABCDEFGH' }, textParams: ['code'] },
  'POST /api/classes/join': {
    signedIn: true,
    body: () => ({ code: 'ABCDEFGH', companyName: 'Padaria', teamId: randomUUID() }),
    bodyFields: ['code', 'companyName', 'teamId'],
  },
  'GET /api/classes/:id': { signedIn: true, params: { id: ANY_ID }, textParams: ['id'] },
  'PATCH /api/classes/:id': {
    signedIn: true,
    params: { id: ANY_ID },
    textParams: ['id'],
    body: () => ({ deadlineAt: '2030-01-01T00:00:00.000Z' }),
  },
  'DELETE /api/classes/:id': { signedIn: true, params: { id: ANY_ID }, textParams: ['id'] },
  'POST /api/classes/:id/leave': { signedIn: true, params: { id: ANY_ID }, textParams: ['id'] },
  'PUT /api/classes/:id/decisions': {
    signedIn: true,
    params: { id: ANY_ID },
    textParams: ['id'],
    body: () => ({ month: 1, decisions: { ...DECISIONS, eventChoice: 'absorb' } }),
  },
  'POST /api/classes/:id/rounds': {
    signedIn: true,
    params: { id: ANY_ID },
    textParams: ['id'],
    body: () => ({ month: 1 }),
  },
  'GET /api/classes/:id/companies/:companyId': {
    signedIn: true,
    params: { id: ANY_ID, companyId: ANY_ID },
    textParams: ['id', 'companyId'],
  },
  'GET /api/classes/:id/export.csv': { signedIn: true, params: { id: ANY_ID }, textParams: ['id'] },
  'GET /api/classes/:id/competences': { signedIn: true, params: { id: ANY_ID }, textParams: ['id'] },
  'POST /api/classes/:id/announcements': {
    signedIn: true,
    params: { id: ANY_ID },
    textParams: ['id'],
    body: () => ({ body: 'Rodada 2 fecha sexta.' }),
    bodyFields: ['body'],
  },
  ...classWorkRoutes('canvas', { kind: 'businessModel', criterion: 'Segmentos de clientes', item: 'canvasId' }),
  ...classWorkRoutes('pitch', { kind: 'class', criterion: 'Problema', item: 'pitchId' }),
  'GET /api/classes/pitch-briefs': 'no input',
  'GET /api/progress': 'no input',
  // The unknown-API answer and the web app's fallback: they read nothing of the request.
  'GET *': 'no input',
  'DELETE *': 'no input',
  'PATCH *': 'no input',
  'PUT *': 'no input',
  'POST *': 'no input',
};

/** The routes of a work a class hands in (`/api/classes/:id/canvas`, `/api/classes/:id/pitch`), alike but for these. */
function classWorkRoutes(
  work: string,
  names: { kind: string; criterion: string; item: string },
): Record<string, TextInputs> {
  const base = `/api/classes/:id/${work}`;
  const classOnly = { signedIn: true, params: { id: ANY_ID }, textParams: ['id'] };
  const company = { signedIn: true, params: { id: ANY_ID, companyId: ANY_ID }, textParams: ['id', 'companyId'] };
  return {
    [`GET ${base}`]: classOnly,
    [`PUT ${base}`]: {
      ...classOnly,
      body: () => ({
        kind: names.kind,
        instructions: 'Entregue o trabalho da sua empresa.',
        rubric: [{ id: randomUUID(), name: names.criterion, maxPoints: 10 }],
      }),
      bodyFields: ['instructions', 'rubric.0.id', 'rubric.0.name'],
    },
    [`DELETE ${base}`]: classOnly,
    [`PUT ${base}/hand-in`]: { ...classOnly, body: () => ({ [names.item]: randomUUID() }), bodyFields: [names.item] },
    [`GET ${base}/hand-ins/:companyId`]: company,
    [`PUT ${base}/hand-ins/:companyId/grade`]: {
      ...company,
      body: () => ({
        handInId: randomUUID(),
        scores: [{ criterionId: randomUUID(), points: 5 }],
        comment: 'Bom trabalho',
      }),
      bodyFields: ['handInId', 'scores.0.criterionId', 'comment'],
    },
  };
}
