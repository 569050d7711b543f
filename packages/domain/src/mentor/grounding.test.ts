import { describe, expect, it } from 'vitest';
import { CANVAS_CORPUS } from '../canvas/testing/canvas-corpus';
import { canvasFacts } from './canvas-facts';
import {
  factSourcePath,
  groundingFacts,
  simulationFacts,
  validationFacts,
  type ClassSnapshot,
  type SimulationSnapshot,
} from './grounding';
import type { Fact } from './facts';
import { emptyContext, fullContext, plannedCanvas, playedSimulation, validatedIdea } from './testing/contexts';
import { planAnswer } from './answer';
import { canvasSnapshot } from './snapshots';

const ids = (facts: Fact[]) => facts.map((fact) => fact.id);
const value = (fact: Fact | undefined, name: string) => fact?.values[name];

describe('the facts the mentor may quote', () => {
  it('come from the newest simulation and validation, and from nothing else', () => {
    expect(groundingFacts(emptyContext())).toEqual([]);
    const context = fullContext();
    const facts = groundingFacts(context);
    expect(facts.filter((fact) => fact.source.kind === 'simulation').every((fact) => fact.source.id === 'sim-1')).toBe(
      true,
    );
    expect(facts.filter((fact) => fact.source.kind === 'validation').every((fact) => fact.source.id === 'val-1')).toBe(
      true,
    );
    expect(ids(facts)).toEqual(
      expect.arrayContaining(['priceBelow', 'grossMargin', 'validationOverall', 'weakestScore']),
    );
  });

  it('state the simulation’s own numbers: cash, runway or not falling, the price against the reference', () => {
    const simulation = playedSimulation();
    const latest = simulation.latest;
    if (!latest) throw new Error('The simulation was not played.');
    const facts = simulationFacts(simulation);
    const cash = facts.find((fact) => ['runway', 'cashNotFalling', 'cashNegative'].includes(fact.id));
    expect(cash).toBeDefined();
    if (cash?.id === 'runway') {
      expect(value(cash, 'count')).toEqual({
        kind: 'decimal',
        value: Math.round((latest.kpis.runwayMonths ?? 0) * 10) / 10,
      });
    }
    const price = facts.find((fact) => fact.id === 'priceBelow');
    expect(value(price, 'price')).toEqual({ kind: 'money', cents: latest.priceCents, currency: 'BRL' });
    expect(value(price, 'reference')).toEqual({
      kind: 'money',
      cents: simulation.referencePriceCents,
      currency: 'BRL',
    });
    const gap = value(price, 'gap');
    expect(gap?.kind === 'percent' && gap.value).toBeCloseTo(1 - latest.priceCents / simulation.referencePriceCents, 6);
    expect(simulation.cashRisk).not.toBeNull();
    expect(ids(facts)).toContain('cashRisk');
  });

  it('say a company is on its credit line, or bankrupt, rather than give it a runway', () => {
    const played = playedSimulation();
    const latest = played.latest;
    if (!latest) throw new Error('The simulation was not played.');
    const broke: SimulationSnapshot = {
      ...played,
      status: 'bankrupt',
      cashRisk: null,
      latest: { ...latest, kpis: { ...latest.kpis, cashCents: -5_000_00, runwayMonths: 2 } },
    };
    const facts = simulationFacts(broke);
    expect(ids(facts)).toEqual(expect.arrayContaining(['bankrupt', 'cashNegative']));
    expect(ids(facts)).not.toContain('runway');
    expect(ids(facts)).not.toContain('cashRisk');
    expect(
      value(
        facts.find((fact) => fact.id === 'cashNegative'),
        'cash',
      ),
    ).toEqual({
      kind: 'money',
      cents: 5_000_00,
      currency: 'BRL',
    });
  });

  it('name a validation’s verdict, its weakest score and the next experiment', () => {
    const validation = validatedIdea();
    const facts = validationFacts(validation);
    const lowest = Math.min(...Object.values(validation.scores));
    expect(
      value(
        facts.find((fact) => fact.id === 'validationOverall'),
        'overall',
      ),
    ).toEqual({
      kind: 'score',
      value: validation.overall,
    });
    expect(
      value(
        facts.find((fact) => fact.id === 'weakestScore'),
        'score',
      ),
    ).toEqual({ kind: 'score', value: lowest });
    const next = validation.pendingExperiments[0];
    expect(
      value(
        facts.find((fact) => fact.id === 'pendingExperiments'),
        'next',
      ),
    ).toEqual({
      kind: 'label',
      key: `experiments.${next}`,
    });
    const done = { ...validation, pendingExperiments: [] };
    expect(ids(validationFacts(done))).not.toContain('pendingExperiments');
  });

  it('are the same for the same data', () => {
    expect(groundingFacts(fullContext())).toEqual(groundingFacts(fullContext()));
  });
});

describe('a student’s class in the mentor’s facts', () => {
  const enrolled = (patch: Partial<ClassSnapshot> = {}): ClassSnapshot => ({
    id: 'class-1',
    name: 'Empreendedorismo A',
    marketMode: 'shared',
    round: 5,
    horizonMonths: 12,
    deadlineAt: '2026-12-01T21:00:00.000Z',
    submitted: false,
    rank: 2,
    companies: 6,
    marketShare: 0.21,
    company: {
      ...playedSimulation(),
      id: 'company-1',
      name: 'Padaria da Ana',
      source: { kind: 'class', id: 'class-1', name: 'Empreendedorismo A' },
    },
    ...patch,
  });

  it('say what is due in the open round, until when, and where the company stands', () => {
    const facts = groundingFacts(emptyContext('pt-BR', { classes: [enrolled()] }));
    expect(ids(facts).slice(0, 3)).toEqual(['classPending', 'classDeadline', 'classShare']);
    expect(value(facts[0], 'round')).toEqual({ kind: 'count', value: 5 });
    expect(value(facts[1], 'deadline')).toEqual({ kind: 'dateTime', iso: '2026-12-01T21:00:00.000Z' });
    expect(value(facts[2], 'share')).toEqual({ kind: 'percent', value: 0.21 });
    expect(value(facts[2], 'rank')).toEqual({ kind: 'count', value: 2 });
    // Every class fact and the company's own numbers link to the class.
    expect(
      facts.every((fact) => fact.source.kind === 'class' && factSourcePath(fact.source) === '/turmas/class-1'),
    ).toBe(true);
    expect(ids(facts)).toEqual(expect.arrayContaining(['priceBelow', 'headcount']));
  });

  it('say the decisions are in, leave out a deadline the teacher keeps, and a place before the first round', () => {
    const facts = groundingFacts(
      emptyContext('pt-BR', {
        classes: [enrolled({ submitted: true, deadlineAt: null, rank: null, marketShare: null })],
      }),
    );
    expect(ids(facts)).toContain('classSubmitted');
    expect(ids(facts)).not.toEqual(expect.arrayContaining(['classPending']));
    expect(ids(facts)).not.toContain('classDeadline');
    expect(ids(facts)).not.toContain('classShare');
  });

  it('quote the student’s own simulation before the class company’s numbers', () => {
    const facts = groundingFacts(fullContext('pt-BR', { classes: [enrolled()] }));
    const numbers = facts.filter((fact) => fact.id === 'priceBelow');
    expect(numbers).toHaveLength(1);
    expect(numbers[0]?.source).toEqual({ kind: 'simulation', id: 'sim-1', name: 'Presentes da Vila' });
    expect(ids(facts)).toContain('classPending');
  });

  it('count the class company’s months as the student’s numbers: nothing is missing', () => {
    const plan = planAnswer({
      persona: 'eva',
      context: emptyContext('pt-BR', { classes: [enrolled()] }),
      topic: 'pricing',
      cards: [],
    });
    expect(plan.blocks.some((block) => block.kind === 'missing')).toBe(false);
    expect(plan.blocks.some((block) => block.kind === 'fact' && block.fact.source.kind === 'class')).toBe(true);
  });
});

describe('a canvas in the mentor’s facts', () => {
  const corpus = (prefix: string) => {
    const found = CANVAS_CORPUS.find((entry) => entry.name.startsWith(prefix));
    if (!found) throw new Error(`The canvas corpus lost “${prefix}”.`);
    return canvasSnapshot('canvas-2', found.canvas, found.facts);
  };

  it('state its score and weakest point, its untested assumptions and its month, linked to the canvas', () => {
    const canvas = plannedCanvas();
    const facts = canvasFacts(canvas);
    expect(ids(facts)).toEqual(['canvasWeakest', 'canvasUntested', 'canvasMonth']);
    const [weakest, untested, month] = facts;
    expect(value(weakest, 'score')).toEqual({ kind: 'score', value: canvas.score });
    expect(value(weakest, 'finding')).toEqual({
      kind: 'finding',
      text: 'short',
      finding: canvas.weakest,
      currency: 'BRL',
    });
    expect(value(weakest, 'blocks')).toEqual({ kind: 'blocks', blocks: ['revenueStreams', 'channels'] });
    expect(value(weakest, 'detail')).toMatchObject({ kind: 'finding', text: 'detail' });
    expect(value(untested, 'count')).toEqual({ kind: 'count', value: 5 });
    expect(value(untested, 'cards')).toEqual({ kind: 'quotes', texts: canvas.untested });
    expect(value(month, 'revenue')).toEqual({ kind: 'money', cents: 14_850_00, currency: 'BRL' });
    expect(value(month, 'breakEven')).toEqual({ kind: 'counted', noun: 'customers', value: 122 });
    expect(facts.every((fact) => factSourcePath(fact.source) === '/canvas/canvas-1')).toBe(true);
    expect(weakest?.source.name).toBe('Agenda de salão');
    // A canvas is a business plan on one page: every fact answers that topic.
    expect(facts.every((fact) => fact.topics.includes('business-plan'))).toBe(true);
  });

  it('say the pieces fit when nothing was found, and tell no month a canvas has no numbers for', () => {
    expect(ids(canvasFacts(corpus('a sound bakery')))).toEqual(['canvasSound', 'canvasUntested', 'canvasMonth']);
    expect(ids(canvasFacts(corpus('nine blocks')))).toEqual(['canvasWeakest', 'canvasUntested']);
    expect(ids(canvasFacts(corpus('a shop selling each piece below its cost')))).toContain('canvasMonthNoBreakEven');
  });

  it('come from the newest canvas only, after the other facts', () => {
    const facts = groundingFacts(fullContext('pt-BR', { canvases: [plannedCanvas(), corpus('a sound bakery')] }));
    const fromCanvas = facts.filter((fact) => fact.source.kind === 'canvas');
    expect(fromCanvas.map((fact) => fact.source.id)).toEqual(['canvas-1', 'canvas-1', 'canvas-1']);
    expect(facts.slice(-3)).toEqual(fromCanvas);
    expect(groundingFacts(fullContext()).some((fact) => fact.source.kind === 'canvas')).toBe(false);
  });
});
