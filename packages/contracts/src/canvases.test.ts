import { CANVAS_LIMITS } from '@alavanca/domain/canvas/canvas';
import { BAKERY } from '@alavanca/domain/canvas/testing/canvas-corpus';
import { describe, expect, it } from 'vitest';
import { CanvasCardInput, CreateCanvasRequest, UpdateCanvasRequest } from './canvases';

const SEGMENT_ID = '3f0f9a5e-8d7b-4c1a-9e2f-5b6c7d8e9f01';
const CARD = {
  id: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  block: 'channels',
  text: 'Loja de rua com mesa de degustação',
  evidence: null,
  links: [SEGMENT_ID],
  channel: { acquisitionCostCents: 15_00 },
};

/** The paths and messages of what a schema refuses. */
function issuesOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')} ${issue.message}`);
}

describe('a canvas card over the wire', () => {
  it('takes the corpus’s cards once their ids are UUIDs', () => {
    const ids = new Map(
      BAKERY.cards.map((card, index) => [card.id, `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`]),
    );
    for (const card of BAKERY.cards) {
      const wired = { ...card, id: ids.get(card.id), links: card.links.map((link) => ids.get(link)) };
      expect(CanvasCardInput.safeParse(wired).success, card.id).toBe(true);
    }
  });

  it('refuses an unknown block, text over the limit or with a NUL, and a number out of range', () => {
    expect(issuesOf(CanvasCardInput.safeParse({ ...CARD, block: 'mission' }))).toEqual([
      'block validation.invalidOption',
    ]);
    expect(issuesOf(CanvasCardInput.safeParse({ ...CARD, text: 'x'.repeat(CANVAS_LIMITS.cardText + 1) }))).toEqual([
      'text validation.tooLong',
    ]);
    expect(issuesOf(CanvasCardInput.safeParse({ ...CARD, text: 'Loja\0' }))).toEqual(['text validation.invalidText']);
    expect(issuesOf(CanvasCardInput.safeParse({ ...CARD, text: '   ' }))).toEqual(['text validation.required']);
    expect(issuesOf(CanvasCardInput.safeParse({ ...CARD, channel: { acquisitionCostCents: -1 } }))).toEqual([
      'channel.acquisitionCostCents validation.outOfRange',
    ]);
    expect(issuesOf(CanvasCardInput.safeParse({ ...CARD, links: ['segment'] }))).toEqual([
      'links.0 validation.invalidOption',
    ]);
  });

  it('takes evidence only when it names where it comes from', () => {
    const note = { kind: 'note', note: 'Conversei com 12 vizinhos' };
    expect(CanvasCardInput.safeParse({ ...CARD, evidence: note }).success).toBe(true);
    expect(issuesOf(CanvasCardInput.safeParse({ ...CARD, evidence: { kind: 'note', note: '' } }))).toEqual([
      'evidence.note validation.required',
    ]);
    expect(issuesOf(CanvasCardInput.safeParse({ ...CARD, evidence: { kind: 'rumour' } }))).toEqual([
      'evidence.kind validation.invalidOption',
    ]);
    const figure = {
      kind: 'validationFigure',
      validationId: SEGMENT_ID,
      figure: 'tam',
      value: 120_000_000_00,
      currency: 'BRL',
      source: 'IBGE, Pesquisa Anual de Serviços',
      year: 2022,
    };
    expect(CanvasCardInput.safeParse({ ...CARD, evidence: figure }).success).toBe(true);
    expect(issuesOf(CanvasCardInput.safeParse({ ...CARD, evidence: { ...figure, year: 20_022 } }))).toEqual([
      'evidence.year validation.outOfRange',
    ]);
  });
});

describe('creating and saving a canvas', () => {
  it('makes a blank canvas or one from a validation, and nothing else', () => {
    expect(
      CreateCanvasRequest.safeParse({
        from: 'blank',
        kind: 'lean',
        title: 'Agenda',
        businessType: 'saas',
        currency: 'BRL',
      }).success,
    ).toBe(true);
    expect(
      CreateCanvasRequest.safeParse({ from: 'validation', kind: 'businessModel', validationId: SEGMENT_ID }).success,
    ).toBe(true);
    expect(
      issuesOf(
        CreateCanvasRequest.safeParse({ from: 'validation', kind: 'valueProposition', validationId: SEGMENT_ID }),
      ),
    ).toEqual(['kind validation.invalidOption']);
    expect(issuesOf(CreateCanvasRequest.safeParse({ from: 'template', kind: 'lean' }))).toEqual([
      'from validation.invalidOption',
    ]);
  });

  it('names the version a save edited, and holds the canvas to its number of cards', () => {
    expect(issuesOf(UpdateCanvasRequest.safeParse({ title: 'Padaria' }))).toEqual(['baseVersion validation.required']);
    const many = Array.from({ length: CANVAS_LIMITS.cards + 1 }, () => CARD);
    expect(issuesOf(UpdateCanvasRequest.safeParse({ baseVersion: 3, cards: many }))).toEqual([
      'cards validation.tooLong',
    ]);
  });
});
