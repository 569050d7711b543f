import type { Language } from '../../constants';
import type { SimulationSetup } from '../../simulation/types';
import { IDEA_CORPUS } from '../../validation/testing/idea-corpus';
import { validateIdea } from '../../validation/validate-idea';
import type { MentorContext, SimulationSnapshot, ValidationSnapshot } from '../grounding';
import { validationSnapshot } from '../snapshots';
import { emptyContext, playedSimulation, SHOP_SETUP } from './contexts';

/*
 * The founders the mentor's quality review asks as: real simulations played by the engine and
 * real validations of the idea corpus, in the five languages and six countries, plus a student
 * whose only numbers are a class company's and a newcomer with none. Each founder also carries
 * the sector-wide figures of their idea's market (its top-down TAM and SAM), which an answer must
 * never hand them as revenue they can reach.
 */

export interface Founder {
  id: FounderId;
  context: MentorContext;
  /** The idea's whole-market figures in cents (top-down TAM and SAM): never to be quoted as reachable. */
  sectorCents: number[];
}

export const FOUNDER_IDS = [
  'bakery-br',
  'shop-br',
  'saas-us',
  'cafe-de',
  'studio-es',
  'boutique-fr',
  'student-br',
  'newcomer-us',
] as const;
export type FounderId = (typeof FOUNDER_IDS)[number];

function idea(id: string): { snapshot: ValidationSnapshot; sectorCents: number[] } {
  const entry = IDEA_CORPUS.find((candidate) => candidate.id === id);
  if (!entry) throw new Error(`The idea corpus lost ${id}.`);
  const result = validateIdea(entry.idea);
  const { tam, sam } = result.market.topDown;
  return {
    snapshot: validationSnapshot(`val-${id}`, entry.idea, result, new Set()),
    sectorCents: [tam.cents, sam.cents].filter((cents): cents is number => cents !== null && cents > 0),
  };
}

function setup(patch: Partial<SimulationSetup>): SimulationSetup {
  return { ...SHOP_SETUP, ...patch };
}

function founder(
  id: FounderId,
  language: Language,
  patch: Partial<MentorContext>,
  validation?: ReturnType<typeof idea>,
): Founder {
  return {
    id,
    context: emptyContext(language, {
      ...patch,
      ...(validation ? { validations: [validation.snapshot] } : {}),
    }),
    sectorCents: validation?.sectorCents ?? [],
  };
}

/** A founder whose newest simulation is `simulation`: its country and currency are theirs. */
function owner(id: FounderId, language: Language, simulation: SimulationSnapshot, ideaId?: string): Founder {
  const { country } = simulation.state.setup;
  const patch = { country, currency: simulation.currency, simulations: [simulation] };
  return founder(id, language, patch, ideaId ? idea(ideaId) : undefined);
}

/** Every founder of the review, built once per call (a few hundred milliseconds: each runs a forecast). */
export function reviewFounders(): Record<FounderId, Founder> {
  const bakery = playedSimulation(setup({ businessType: 'food', name: 'Padaria Fermento', seed: 11 }), 4, 1.4);
  const shop = playedSimulation();
  const saas = playedSimulation(
    setup({
      businessType: 'saas',
      name: 'Crewlog',
      country: 'US',
      currency: 'USD',
      seed: 7,
      startingCapitalCents: 90_000_00,
    }),
    6,
    1,
  );
  const cafe = playedSimulation(
    setup({
      businessType: 'food',
      name: 'Café Morgenrot',
      country: 'DE',
      currency: 'EUR',
      seed: 23,
      startingCapitalCents: 80_000_00,
    }),
    3,
    1,
  );
  const studio = playedSimulation(
    setup({
      businessType: 'service',
      name: 'Estudio Lumen',
      country: 'ES',
      currency: 'EUR',
      seed: 5,
      startingCapitalCents: 60_000_00,
    }),
    5,
    0.9,
  );
  const boutique = playedSimulation(
    setup({
      businessType: 'retail',
      name: 'Boutique Lila',
      country: 'FR',
      currency: 'EUR',
      seed: 17,
      startingCapitalCents: 90_000_00,
    }),
    4,
    1.1,
  );
  const company = playedSimulation(setup({ name: 'Empresa 3', seed: 41 }), 3, 1);
  return {
    'bakery-br': owner('bakery-br', 'pt-BR', bakery, 'pt-food-marmitas-specific'),
    'shop-br': owner('shop-br', 'pt-BR', shop, 'pt-retail-orlando-middling'),
    'saas-us': owner('saas-us', 'en-US', saas, 'en-saas-plumbers-specific'),
    'cafe-de': owner('cafe-de', 'de-DE', cafe, 'de-food-rolls-specific'),
    'studio-es': owner('studio-es', 'es-ES', studio),
    'boutique-fr': owner('boutique-fr', 'fr-FR', boutique, 'fr-retail-grocery-specific'),
    'student-br': founder('student-br', 'pt-BR', {
      country: 'BR',
      currency: 'BRL',
      classes: [
        {
          id: 'class-1',
          name: 'Empreendedorismo 2026',
          marketMode: 'shared',
          round: company.month + 1,
          horizonMonths: company.horizonMonths,
          deadlineAt: null,
          submitted: false,
          rank: 2,
          companies: 4,
          marketShare: 0.27,
          company: { ...company, source: { kind: 'class', id: 'class-1', name: 'Empreendedorismo 2026' } },
        },
      ],
    }),
    'newcomer-us': founder('newcomer-us', 'en-US', { country: 'US', currency: 'USD' }),
  };
}
