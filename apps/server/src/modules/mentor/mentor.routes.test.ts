import { ErrorResponse } from '@alavanca/contracts/errors';
import {
  ConversationList,
  ConversationSummary,
  MentorEngineInfo,
  MentorMessage,
  MentorSuggestions,
} from '@alavanca/contracts/mentor';
import { ClassResponse } from '@alavanca/contracts/classes';
import { SimulationResponse } from '@alavanca/contracts/simulations';
import type { Language } from '@alavanca/domain/constants';
import { formatDateTime, formatPercent } from '@alavanca/domain/locale/format';
import { topicKnowledge } from '@alavanca/domain/mentor/knowledge';
import type { PersonaId } from '@alavanca/domain/mentor/personas';
import type { Topic } from '@alavanca/domain/mentor/topics';
import { suggestDecisions } from '@alavanca/domain/simulation/create-simulation';
import { expect, it } from 'vitest';
import { sharedText } from '../../i18n/shared-catalogs';
import { CLASS_REQUEST } from '../../test/classes';
import { describeEachDatabase } from '../../test/databases';
import { useLanguageModelApp } from '../../test/model-app';
import { setPlan, SETUP } from '../../test/simulations';
import { useTestApp } from '../../test/test-app';
import { signUpTestUser } from '../../test/users';
import { dataOf, mentorCalls, readStream } from './testing/mentor-calls';

/** A persona's move on a topic in a language: the words that show who answered, on what, in which language. */
const moveOf = (topic: Topic, persona: PersonaId, language: Language) => topicKnowledge(topic).moves[language][persona];

const FREE_QUESTIONS = 5;

describeEachDatabase('the AI mentor', (getDb) => {
  const api = useTestApp(getDb);
  const { call, conversation, ask, read, usage } = mentorCalls(api);
  const newUser = async (plan?: string) => {
    const user = await signUpTestUser(api.baseUrl);
    if (plan) await setPlan(getDb(), user.user.id, plan);
    return user;
  };
  const readError = async (response: Response) => ErrorResponse.parse(await response.json()).error;
  const rows = async (table: string, userId: string) => {
    const [row] = await getDb().query<{ count: number }>(
      `select count(*)::int as count from ${table} where user_id = $1`,
      [userId],
    );
    return row?.count ?? 0;
  };

  it('creates, lists, renames, switches persona and deletes conversations; another user’s ids answer 404', async () => {
    const alice = await newUser();
    const first = await conversation(alice);
    expect(first).toMatchObject({ title: '', persona: 'eva', messages: [] });
    const second = await conversation(alice, { persona: 'leo', title: 'Caixa' });
    const list = ConversationList.parse(await (await call(alice, 'GET', '/api/mentor/conversations')).json());
    expect(list.conversations.map((entry) => entry.id)).toEqual([second.id, first.id]);

    const renamed = await call(alice, 'PATCH', `/api/mentor/conversations/${first.id}`, {
      title: 'Preço',
      persona: 'max',
    });
    expect(renamed.status).toBe(200);
    expect(ConversationSummary.parse(((await renamed.json()) as { conversation: unknown }).conversation)).toMatchObject(
      {
        title: 'Preço',
        persona: 'max',
      },
    );

    const bob = await newUser();
    for (const [method, path, body] of [
      ['GET', `/api/mentor/conversations/${first.id}`, undefined],
      ['PATCH', `/api/mentor/conversations/${first.id}`, { title: 'Meu' }],
      ['DELETE', `/api/mentor/conversations/${first.id}`, undefined],
      ['POST', `/api/mentor/conversations/${first.id}/messages`, { content: 'Oi?' }],
      ['POST', `/api/mentor/conversations/${first.id}/regenerate`, undefined],
    ] as const) {
      const response = await call(bob, method, path, body);
      expect(response.status, `${method} ${path}`).toBe(404);
    }
    expect(ConversationList.parse(await (await call(bob, 'GET', '/api/mentor/conversations')).json())).toEqual({
      conversations: [],
    });
    expect(await usage(bob)).toBe(0);
    expect((await read(alice, first.id)).title).toBe('Preço');

    expect((await call(alice, 'DELETE', `/api/mentor/conversations/${first.id}`)).status).toBe(204);
    expect((await call(alice, 'GET', `/api/mentor/conversations/${first.id}`)).status).toBe(404);
  });

  it('refuses bad input with 400, changing nothing', async () => {
    const alice = await newUser();
    const { id } = await conversation(alice);
    const cases = [
      ['POST', '/api/mentor/conversations', { persona: 'zeus' }],
      ['POST', '/api/mentor/conversations', { title: '' }],
      ['PATCH', `/api/mentor/conversations/${id}`, {}],
      ['PATCH', `/api/mentor/conversations/${id}`, { title: 'x'.repeat(121) }],
      ['POST', `/api/mentor/conversations/${id}/messages`, { content: '   ' }],
      ['POST', `/api/mentor/conversations/${id}/messages`, { content: 'x'.repeat(2_001) }],
      ['POST', `/api/mentor/conversations/${id}/messages`, { content: 'Oi?', mode: 'party' }],
      ['POST', '/api/mentor/conversations/not-a-uuid/messages', { content: 'Oi?' }],
    ] as const;
    for (const [method, path, body] of cases) {
      const response = await call(alice, method, path, body);
      expect(response.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(400);
      expect((await readError(response)).code).toBe('VALIDATION_FAILED');
    }
    expect(await rows('mentor_conversations', alice.user.id)).toBe(1);
    expect(await rows('mentor_messages', alice.user.id)).toBe(0);
    expect(await usage(alice)).toBe(0);
  });

  it('streams the answer after the stored question, stores it, titles the conversation and spends one unit', async () => {
    const alice = await newUser();
    const { id } = await conversation(alice, { persona: 'leo' });
    const { events, done, deltas, question } = await ask(alice, id, 'Como controlar meu fluxo de caixa?');
    expect(events.map((event) => event.event)).toEqual(['question', ...deltas.map(() => 'delta'), 'done']);
    expect(deltas.length).toBeGreaterThan(3);
    expect(deltas.join('')).toBe(done.content);
    expect(question).toMatchObject({ role: 'user', content: 'Como controlar meu fluxo de caixa?' });
    expect(done).toMatchObject({
      role: 'assistant',
      persona: 'leo',
      engine: 'builtIn',
      fallback: false,
      status: 'complete',
    });
    expect(done.content).toContain(moveOf('cash-flow', 'leo', 'pt-BR'));
    const stored = await read(alice, id);
    expect(stored.title).toBe('Como controlar meu fluxo de caixa?');
    expect(stored.messages).toEqual([question, done]);
    expect(await usage(alice)).toBe(1);
  });

  it('answers in the language of the question, whatever the interface’s, and in it for a one-word question only by the preference', async () => {
    const alice = await newUser();
    const { id } = await conversation(alice, { persona: 'eva' });
    const english = await ask(alice, id, 'How much should I charge for my sourdough loaves?');
    expect(english.done.content).toContain(moveOf('pricing', 'eva', 'en-US'));
    const short = await ask(alice, id, 'marketing?');
    expect(short.done.content).toContain(moveOf('marketing', 'eva', 'pt-BR'));
  });

  it('grounds the answer in the asker’s own simulation, and in nobody else’s', async () => {
    const alice = await newUser();
    const created = await call(alice, 'POST', '/api/simulations', { ...SETUP, name: 'Estúdio da Alice' });
    const simulation = SimulationResponse.parse(await created.json()).simulation;
    const advanced = await call(alice, 'POST', `/api/simulations/${simulation.id}/months`, {
      month: 1,
      decisions: suggestDecisions(simulation.state),
    });
    expect(advanced.status).toBe(200);
    const { id } = await conversation(alice);
    const answer = (await ask(alice, id, 'Como controlar meu fluxo de caixa?')).done.content;
    expect(answer).toContain(`[Estúdio da Alice](/simulacao-negocio/${simulation.id})`);

    const bob = await newUser();
    const bobs = await conversation(bob);
    const bobAnswer = (await ask(bob, bobs.id, 'Como controlar meu fluxo de caixa?')).done.content;
    expect(bobAnswer).not.toContain('Alice');
    expect(bobAnswer).not.toContain(simulation.id);
    expect(bobAnswer).toContain(sharedText('mentor', 'missing.simulation', 'pt-BR'));
    // Nothing to play forward for a founder with no numbers: no what-if table, no invented figure.
    const bobPrice = (await ask(bob, bobs.id, 'Devo aumentar meu preço?')).done.content;
    expect(bobPrice).toContain(sharedText('mentor', 'missing.simulation', 'pt-BR'));
    expect(bobPrice).not.toContain(sharedText('mentor', 'whatIf.columns.alternative', 'pt-BR'));
    expect(bobPrice).not.toMatch(/R\$/);

    const suggestions = MentorSuggestions.parse(await (await call(alice, 'GET', '/api/mentor/suggestions')).json());
    expect(suggestions.suggestions.length).toBe(4);
    expect(suggestions.suggestions.some((key) => !key.startsWith('starter.'))).toBe(true);
    const none = MentorSuggestions.parse(await (await call(bob, 'GET', '/api/mentor/suggestions')).json());
    expect(none.suggestions.every((key) => key.startsWith('starter.'))).toBe(true);
  });

  it('answers about a company in another country than the interface’s: its currency, its country’s cards, the user’s number format', async () => {
    const alice = await newUser();
    const created = await call(alice, 'POST', '/api/simulations', {
      ...SETUP,
      name: 'Estudio Madrid',
      country: 'ES',
      currency: 'EUR',
    });
    const simulation = SimulationResponse.parse(await created.json()).simulation;
    for (const month of [1, 2]) {
      const state = SimulationResponse.parse(
        await (await call(alice, 'GET', `/api/simulations/${simulation.id}`)).json(),
      ).simulation.state;
      const advanced = await call(alice, 'POST', `/api/simulations/${simulation.id}/months`, {
        month,
        decisions: suggestDecisions(state),
      });
      expect(advanced.status).toBe(200);
    }
    const { id } = await conversation(alice, { persona: 'leo' });
    const price = (await ask(alice, id, 'Devo aumentar meu preço?')).done.content;
    // Words in Portuguese, money in euros written as she writes numbers (1.234,56), and links
    // that open her month screen with each alternative.
    expect(price).toMatch(/\d{1,3}(\.\d{3})*,\d{2}\s?€|€\s?\d{1,3}(\.\d{3})*,\d{2}/);
    expect(price).not.toContain('R$');
    expect(price).toContain(`/simulacao-negocio/${simulation.id}?mes=3&preco=`);
    // Spain's legal forms, never Brazil's MEI.
    const law = (await ask(alice, id, 'Qual forma jurídica devo escolher para a empresa?')).done.content;
    expect(law).not.toMatch(/\bMEI\b/);
  });

  it('grounds a student’s answer in their class: the round due, the deadline, the company’s place and numbers', async () => {
    const teacher = await newUser('pro');
    const created = await call(teacher, 'POST', '/api/classes', {
      ...CLASS_REQUEST,
      schedule: 'deadlines',
      roundDays: 7,
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const opened = ClassResponse.parse(await created.json()).class;
    const carla = await newUser();
    const dora = await newUser();
    for (const [student, companyName] of [
      [carla, 'Cantina da Carla'],
      [dora, 'Dora Doces'],
    ] as const) {
      const joined = await call(student, 'POST', '/api/classes/join', { code: opened.joinCode, companyName });
      expect(joined.status, await joined.clone().text()).toBe(200);
    }
    expect((await call(teacher, 'POST', `/api/classes/${opened.id}/rounds`, { month: 1 })).status).toBe(200);
    const view = ClassResponse.parse(await (await call(carla, 'GET', `/api/classes/${opened.id}`)).json()).class;
    const mine = view.ranking.find((row) => row.mine)!;

    const { id } = await conversation(carla, { persona: 'eva' });
    const answer = (await ask(carla, id, 'Que preço devo cobrar?')).done.content;
    const link = `([${CLASS_REQUEST.name}](/turmas/${opened.id}))`;
    const fact = (key: string, values: Record<string, string>) =>
      `${sharedText('mentor', `facts.${key}`, 'pt-BR', values)} ${link}`;
    expect(answer).toContain(fact('classPending', { class: CLASS_REQUEST.name, round: '2' }));
    expect(answer).toContain(
      fact('classDeadline', {
        deadline: formatDateTime(new Date(view.deadlineAt!), {
          language: 'pt-BR',
          dateFormat: 'DD/MM/YYYY',
          timezone: 'America/Sao_Paulo',
        }),
      }),
    );
    expect(answer).toContain(
      fact('classShare', {
        share: formatPercent(
          mine.marketShare!,
          { language: 'pt-BR', numberFormat: 'decimal' },
          { maximumFractionDigits: 0 },
        ),
        rank: String(mine.rank),
        companies: '2',
      }),
    );
    // Her company's numbers stand in for a simulation she does not have: the price is played
    // forward for her company too, but the month is decided in the class, not on a month screen.
    expect(answer).not.toContain(sharedText('mentor', 'missing.simulation', 'pt-BR'));
    expect(answer).not.toContain('Dora');
    expect(answer).toContain(sharedText('mentor', 'whatIf.columns.alternative', 'pt-BR'));
    expect(answer).not.toContain('?mes=');

    // Not a member: nothing of the class.
    const erin = await newUser();
    const erins = await conversation(erin);
    const erinAnswer = (await ask(erin, erins.id, 'Que preço devo cobrar?')).done.content;
    expect(erinAnswer).not.toContain(opened.id);
    expect(erinAnswer).toContain(sharedText('mentor', 'missing.simulation', 'pt-BR'));
  });

  it('holds a board meeting as one consultation, and regenerates the last answer in its place for another', async () => {
    const alice = await newUser();
    const { id } = await conversation(alice);
    const board = await ask(alice, id, 'Devo contratar agora?', 'board');
    expect(board.done).toMatchObject({ mode: 'board', persona: null });
    for (const persona of ['eva', 'max', 'leo', 'bia'] as const) {
      expect(board.done.content).toContain(moveOf('hiring', persona, 'pt-BR'));
    }
    expect(await usage(alice)).toBe(1);

    const again = await call(alice, 'POST', `/api/mentor/conversations/${id}/regenerate`);
    expect(again.status).toBe(200);
    const events = await readStream(again);
    const regenerated = MentorMessage.parse(dataOf(events, 'done')[0]);
    const stored = await read(alice, id);
    expect(stored.messages.map((message) => message.id)).toEqual([board.question.id, regenerated.id]);
    expect(await usage(alice)).toBe(2);
  });

  it('refuses the Free plan’s sixth question with QUOTA_EXCEEDED before storing anything', async () => {
    const alice = await newUser();
    const { id } = await conversation(alice);
    for (let question = 0; question < FREE_QUESTIONS; question++) await ask(alice, id, 'Como precificar?');
    const sixth = await call(alice, 'POST', `/api/mentor/conversations/${id}/messages`, { content: 'E agora?' });
    expect(sixth.status).toBe(403);
    expect((await readError(sixth)).code).toBe('QUOTA_EXCEEDED');
    expect(await rows('mentor_messages', alice.user.id)).toBe(FREE_QUESTIONS * 2);
    expect(await usage(alice)).toBe(FREE_QUESTIONS);
  });

  it('answers exactly the plan’s number of questions when many arrive at once', async () => {
    const alice = await newUser();
    const { id } = await conversation(alice);
    const statuses = await Promise.all(
      Array.from({ length: 12 }, async () => {
        const response = await call(alice, 'POST', `/api/mentor/conversations/${id}/messages`, { content: 'Preço?' });
        await response.text();
        return response.status;
      }),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(FREE_QUESTIONS);
    expect(statuses.filter((status) => status === 403)).toHaveLength(12 - FREE_QUESTIONS);
    expect(await usage(alice)).toBe(FREE_QUESTIONS);
    expect(await rows('mentor_messages', alice.user.id)).toBe(FREE_QUESTIONS * 2);
  });

  it('tells which engine answers, and only that', async () => {
    const alice = await newUser();
    const response = await call(alice, 'GET', '/api/mentor/engine');
    expect(MentorEngineInfo.parse(await response.json())).toEqual({ engine: 'builtIn', model: null });
  });
});

describeEachDatabase('the AI mentor through a language model', (getDb) => {
  const model = useLanguageModelApp(getDb);

  it('streams the model’s answer from the built-in one’s material, and never shows the key', async () => {
    const { conversation, ask, call } = mentorCalls(model.app);
    const alice = await signUpTestUser(model.app.baseUrl);
    const { id } = await conversation(alice, { persona: 'bia' });
    model.standIn.script({ pieces: ['Você ', 'consegue: ', 'comece hoje.'] });
    const { done, deltas } = await ask(alice, id, 'Como conseguir os primeiros clientes?');
    expect(deltas).toEqual(['Você ', 'consegue: ', 'comece hoje.']);
    expect(done).toMatchObject({ content: 'Você consegue: comece hoje.', engine: 'openai', fallback: false });
    const sent = model.standIn.requests.at(-1)!;
    const system = (sent.body['messages'] as { role: string; content: string }[])[0]!;
    expect(system.role).toBe('system');
    expect(system.content).toContain('You are BIA');
    expect(system.content).toContain('Brazilian Portuguese');
    expect(system.content).toContain(moveOf('first-customers', 'bia', 'pt-BR'));
    const engine = await (await call(alice, 'GET', '/api/mentor/engine')).text();
    expect(JSON.parse(engine)).toEqual({ engine: 'openai', model: 'stand-in-model' });
    expect(engine).not.toContain('sk-never');
    expect(done.content).not.toContain('sk-never');
  });

  it('answers with the built-in mentor, saying so, when the model fails mid-answer', async () => {
    const { conversation, ask, usage } = mentorCalls(model.app);
    const alice = await signUpTestUser(model.app.baseUrl);
    const { id } = await conversation(alice);
    model.standIn.script({ pieces: ['Primeira ', 'parte ', 'perdida'], failAfter: 2 });
    const { events, done } = await ask(alice, id, 'Como controlar meu fluxo de caixa?');
    const names = events.map((event) => event.event);
    expect(names.slice(0, 4)).toEqual(['question', 'delta', 'delta', 'reset']);
    expect(done).toMatchObject({ engine: 'builtIn', fallback: true, status: 'complete' });
    expect(done.content).toContain(sharedText('mentor', 'engine.fallback', 'pt-BR'));
    expect(done.content).toContain(moveOf('cash-flow', 'eva', 'pt-BR'));
    expect(done.content).not.toContain('perdida');
    expect(await usage(alice)).toBe(1);
  });

  it('keeps what was written, marked interrupted, when the reader leaves mid-answer; the unit is spent once', async () => {
    const { conversation, read, usage, call } = mentorCalls(model.app);
    const alice = await signUpTestUser(model.app.baseUrl);
    const { id } = await conversation(alice);
    model.standIn.script({ pieces: Array.from({ length: 40 }, (_, index) => `parte${index} `), pauseMs: 50 });
    const reader = new AbortController();
    const response = await fetch(`${model.app.baseUrl}/api/mentor/conversations/${id}/messages`, {
      method: 'POST',
      headers: { origin: model.app.baseUrl, cookie: alice.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ content: 'Como precificar?' }),
      signal: reader.signal,
    });
    const body = response.body!.getReader();
    let received = '';
    while (!received.includes('event: delta')) received += new TextDecoder().decode((await body.read()).value);
    reader.abort();

    // The server stops writing soon after; the answer is then stored as far as it got.
    let answer: MentorMessage | undefined;
    for (let attempt = 0; attempt < 50 && answer?.status !== 'interrupted'; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      answer = (await read(alice, id)).messages.find((message) => message.role === 'assistant');
    }
    expect(answer).toMatchObject({ status: 'interrupted', engine: 'openai' });
    expect(answer!.content.startsWith('parte0 ')).toBe(true);
    expect(answer!.content).not.toContain('parte39');
    expect(await usage(alice)).toBe(1);
    const list = await call(alice, 'GET', '/api/mentor/conversations');
    expect(list.status).toBe(200);
  });
});
