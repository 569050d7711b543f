import { PitchResponse, type PitchDetail } from '@alavanca/contracts/pitches';
import { SimulationResponse, type Simulation } from '@alavanca/contracts/simulations';
import { ValidationResponse, type Validation } from '@alavanca/contracts/validations';
import { suggestDecisions } from '@alavanca/domain/simulation/create-simulation';
import { IDEA_CORPUS } from '@alavanca/domain/validation/testing/idea-corpus';
import { expect } from 'vitest';
import { SETUP } from './simulations';
import type { TestApp } from './test-app';
import type { TestUser } from './users';

/** The idea the pitches' tests validate: frozen lunch kits for remote workers in Campinas. */
export const PITCH_IDEA = IDEA_CORPUS.find((entry) => entry.id === 'pt-food-marmitas-specific')!.idea;

/** Test helper: the requests the pitches' tests make, and the evidence a pitch is drafted from. */
export function pitchCalls(api: Pick<TestApp, 'call'>) {
  const call = (user: TestUser, method: string, path: string, body?: unknown) =>
    api.call(method, path, { cookie: user.cookie, body });

  async function pitchOf(response: Response, status = 200): Promise<PitchDetail> {
    expect(response.status, await response.clone().text()).toBe(status);
    return PitchResponse.parse(await response.json()).pitch;
  }

  async function validationOf(user: TestUser): Promise<Validation> {
    return ValidationResponse.parse(await (await call(user, 'POST', '/api/validations', PITCH_IDEA)).json()).validation;
  }

  /** A simulation of the user's with three months played, so it has a margin, customers and a runway. */
  async function simulationOf(user: TestUser): Promise<Simulation> {
    let simulation = SimulationResponse.parse(
      await (await call(user, 'POST', '/api/simulations', SETUP)).json(),
    ).simulation;
    for (let month = 1; month <= 3; month += 1) {
      const response = await call(user, 'POST', `/api/simulations/${simulation.id}/months`, {
        month,
        decisions: suggestDecisions(simulation.state),
      });
      simulation = SimulationResponse.parse(await response.json()).simulation;
    }
    return simulation;
  }

  /** A pitch drafted from the user's validation and/or simulation. */
  function draft(
    user: TestUser,
    from: { validationId?: string; simulationId?: string },
    extra: { kind?: string; language?: string; title?: string } = {},
  ): Promise<PitchDetail> {
    const body = { start: 'draft', kind: 'investor', language: 'pt-BR', ...from, ...extra };
    return call(user, 'POST', '/api/pitches', body).then((response) => pitchOf(response, 201));
  }

  return { call, pitchOf, validationOf, simulationOf, draft };
}
