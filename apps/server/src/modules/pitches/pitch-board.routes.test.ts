import { ErrorResponse } from '@alavanca/contracts/errors';
import { PitchBoardResponse, PitchResponse } from '@alavanca/contracts/pitches';
import { SubscriptionState } from '@alavanca/contracts/subscription';
import { PLAN_LIMITS } from '@alavanca/domain/quotas/plans';
import { expect, it } from 'vitest';
import { sharedText } from '../../i18n/shared-catalogs';
import { describeEachDatabase } from '../../test/databases';
import { useLanguageModelApp } from '../../test/model-app';
import { useTestApp, type TestApp } from '../../test/test-app';
import { signUpTestUser, type TestUser } from '../../test/users';

/*
 * "Ask the board" on a pitch (decision 032): four reactions grounded in the rubric's findings, one
 * `aiConsultations` unit each time, the owner's pitch only; a language model words them only when
 * it keeps to the engine's figures.
 */

const PARTS = {
  oneLiner: 'Entregamos kits semanais de marmitas congeladas para quem trabalha de casa em Campinas.',
  problem: 'Profissionais em home office em Campinas perdem 40 minutos por dia para almoçar.',
  solution: 'Um kit de 10 marmitas congeladas entregue no domingo.',
  traction: 'Temos 280 clientes pagantes e margem de 30 %.',
  ask: 'Queremos crescer muito.',
};

function boardCalls(api: { call: TestApp['call']; baseUrl: string }) {
  const call = (user: TestUser, method: string, path: string, body?: unknown) =>
    api.call(method, path, { cookie: user.cookie, body });
  async function pitchOf(user: TestUser, language = 'pt-BR') {
    const created = PitchResponse.parse(
      await (
        await call(user, 'POST', '/api/pitches', { start: 'blank', title: 'Marmitas', kind: 'investor', language })
      ).json(),
    ).pitch;
    await call(user, 'PATCH', `/api/pitches/${created.id}`, { parts: PARTS });
    return created.id;
  }
  async function usage(user: TestUser): Promise<number> {
    const response = await call(user, 'GET', '/api/subscription');
    return SubscriptionState.parse(await response.json()).usage.aiConsultations;
  }
  return { call, pitchOf, usage };
}

describeEachDatabase('the board on a pitch', (getDb) => {
  const api = useTestApp(getDb);
  const { call, pitchOf, usage } = boardCalls(api);

  it('gives four reactions, each on its own finding, in the user’s language, for one unit', async () => {
    const alice = await signUpTestUser(api.baseUrl);
    const id = await pitchOf(alice);
    const response = await call(alice, 'POST', `/api/pitches/${id}/board`);
    expect(response.status, await response.clone().text()).toBe(200);
    const { board } = PitchBoardResponse.parse(await response.json());
    expect(board.writtenBy).toBe('engine');
    expect(board.reactions.map((reaction) => reaction.persona)).toEqual(['eva', 'max', 'leo', 'bia']);
    const [eva, max, leo, bia] = board.reactions;
    // Nothing to hold the figures to: EVA names the unsupported figure, MAX the ask's missing amount.
    expect(eva!.grounds[0]).toMatch(/^claim:/);
    expect(eva!.text).toContain(sharedText('pitch', 'board.lead.eva', 'pt-BR'));
    expect(max!.grounds).toContain('finding:askAmount');
    expect(max!.text).toContain(sharedText('pitch', 'checks.askAmount.todo', 'pt-BR'));
    expect(leo!.grounds).toContain('finding:partsPresent');
    expect(bia!.grounds[0]).toMatch(/^strongest:/);
    const grounds = board.reactions.flatMap((reaction) => reaction.grounds.filter((g) => g.startsWith('finding:')));
    expect(new Set(grounds).size).toBe(grounds.length);
    expect(await usage(alice)).toBe(1);
  });

  it('answers only the owner, refuses an empty pitch, and spends nothing either way', async () => {
    const alice = await signUpTestUser(api.baseUrl);
    const bob = await signUpTestUser(api.baseUrl);
    const id = await pitchOf(alice);
    expect((await call(bob, 'POST', `/api/pitches/${id}/board`)).status).toBe(404);
    const empty = PitchResponse.parse(
      await (
        await call(bob, 'POST', '/api/pitches', { start: 'blank', title: 'Vazio', kind: 'elevator', language: 'pt-BR' })
      ).json(),
    ).pitch;
    const refused = await call(bob, 'POST', `/api/pitches/${empty.id}/board`);
    expect(refused.status).toBe(400);
    expect(await usage(bob)).toBe(0);
    expect(await usage(alice)).toBe(0);
  });

  it('stops at the plan’s limit, even when asked all at once', async () => {
    const alice = await signUpTestUser(api.baseUrl);
    const id = await pitchOf(alice);
    const limit = PLAN_LIMITS.free.aiConsultations;
    const answers = await Promise.all(
      Array.from({ length: limit + 3 }, () => call(alice, 'POST', `/api/pitches/${id}/board`)),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(limit);
    for (const answer of answers.filter((entry) => entry.status !== 200)) {
      expect(ErrorResponse.parse(await answer.json()).error.code).toBe('QUOTA_EXCEEDED');
    }
    expect(await usage(alice)).toBe(limit);
  });
});

describeEachDatabase('the board through a language model', (getDb) => {
  const model = useLanguageModelApp(getDb);

  it('takes the model’s wording when it keeps to the engine’s figures, and the engine’s when it does not', async () => {
    const { call, pitchOf } = boardCalls(model.app);
    const alice = await signUpTestUser(model.app.baseUrl);
    const id = await pitchOf(alice, 'en-US');
    model.standIn.script({
      pieces: [
        'EVA: Where does that figure come from?\n',
        '**MAX:** Put a number on the ask.\n',
        'LEO: Which parts are missing?\nTell me.\n',
        'BIA: Lovely opening.',
      ],
    });
    const worded = PitchBoardResponse.parse(await (await call(alice, 'POST', `/api/pitches/${id}/board`)).json());
    expect(worded.board.writtenBy).toBe('model');
    expect(worded.board.reactions.map((reaction) => reaction.text)).toEqual([
      'Where does that figure come from?',
      'Put a number on the ask.',
      'Which parts are missing? Tell me.',
      'Lovely opening.',
    ]);
    // The model was handed the engine's sentences, grounded in the findings.
    const sent = JSON.stringify(model.standIn.requests.at(-1)!.body);
    expect(sent).toContain('MAX:');
    // In the user's language (the board speaks to the founder, whatever the pitch's language).
    expect(sent).toContain(sharedText('pitch', 'checks.askAmount.todo', 'pt-BR'));

    // A figure of its own (a market of 40 billion) sets the whole rewrite aside.
    model.standIn.script({ pieces: ['EVA: A 40 billion market!\nMAX: Go.\nLEO: Careful.\nBIA: Nice.'] });
    const invented = PitchBoardResponse.parse(await (await call(alice, 'POST', `/api/pitches/${id}/board`)).json());
    expect(invented.board.writtenBy).toBe('engine');
    expect(invented.board.reactions[0]!.text).toContain(sharedText('pitch', 'board.lead.eva', 'pt-BR'));
  });
});
