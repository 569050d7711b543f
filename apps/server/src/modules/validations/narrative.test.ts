import { ValidationResponse, type Validation } from '@alavanca/contracts/validations';
import { IDEA_CORPUS } from '@alavanca/domain/validation/testing/idea-corpus';
import { validateIdea } from '@alavanca/domain/validation/validate-idea';
import { describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/databases';
import { setPlan } from '../../test/simulations';
import { useTestApp } from '../../test/test-app';
import { signUpTestUser, type TestUser } from '../../test/users';
import type { NarrativeRequest, NarrativeWriter } from './narrative';

const IDEA = IDEA_CORPUS.find((entry) => entry.specificity === 'specific' && entry.language === 'pt-BR')!.idea;
const SCORED = validateIdea(IDEA);

/** A stand-in for the language model, at the HTTP boundary's place: it answers what the test sets. */
function fakeWriter() {
  const requests: NarrativeRequest[] = [];
  let answer: (request: NarrativeRequest) => Promise<string> = async () => '';
  const writer: NarrativeWriter = (request) => {
    requests.push(request);
    return answer(request);
  };
  return { writer, requests, answer: (next: typeof answer) => (answer = next) };
}

describeEachDatabase('the narrative of a validation', (getDb) => {
  const model = fakeWriter();
  const api = useTestApp(getDb, { writeNarrative: model.writer });

  async function newUser(): Promise<TestUser> {
    const user = await signUpTestUser(api.baseUrl);
    await setPlan(getDb(), user.user.id, 'pro');
    return user;
  }

  async function create(user: TestUser): Promise<Validation> {
    const response = await api.call('POST', '/api/validations', { cookie: user.cookie, body: IDEA });
    expect(response.status, await response.clone().text()).toBe(201);
    return ValidationResponse.parse(await response.json()).validation;
  }

  it("is written in the user's language from the computed scores, and stored with the version", async () => {
    const user = await newUser();
    const saved = await api.call('PATCH', '/api/preferences', { cookie: user.cookie, body: { language: 'fr-FR' } });
    expect(saved.status).toBe(200);
    model.answer(
      async ({ validation }) => `Note globale : ${validation.overall} sur 100.\n\nTestez d'abord le problème.`,
    );
    const validation = await create(user);
    const request = model.requests.at(-1)!;
    expect(request.language).toBe('fr-FR');
    expect(request.validation).toEqual(SCORED);
    expect(validation.versions[0]!.narrative).toBe(
      `Note globale : ${SCORED.overall} sur 100.\n\nTestez d'abord le problème.`,
    );
    // The numbers are the engine's, whatever the model writes.
    expect(validation.overall).toBe(SCORED.overall);
  });

  it('is dropped when it writes a number of its own, fails or is empty; the validation is saved all the same', async () => {
    const user = await newUser();
    for (const answer of [
      async () => 'The market is worth 3 billion a year.',
      async () => {
        throw new Error('the model is down');
      },
      async () => '   ',
    ]) {
      model.answer(answer);
      const validation = await create(user);
      expect(validation.versions[0]!.narrative).toBeNull();
      expect(validation.overall).toBe(SCORED.overall);
    }
  });

  it('is written again for a new version', async () => {
    const user = await newUser();
    model.answer(async () => 'Primeira leitura.');
    const first = await create(user);
    model.answer(async () => 'Segunda leitura.');
    const response = await api.call('PATCH', `/api/validations/${first.id}`, { cookie: user.cookie, body: IDEA });
    expect(response.status).toBe(200);
    const { validation } = ValidationResponse.parse(await response.json());
    expect(validation.versions.map((version) => version.narrative)).toEqual(['Segunda leitura.', 'Primeira leitura.']);
  });
});

describe('without a language model', () => {
  it('is the default: no narrative is asked for', async () => {
    const { narrativeFor } = await import('./narrative');
    const log = { warn: () => undefined } as never;
    expect(await narrativeFor(undefined, { language: 'pt-BR', idea: IDEA, validation: SCORED }, log)).toBeNull();
  });
});
