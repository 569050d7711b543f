import { PREFERENCES } from '@/test/fake-api';
import { beforeEach, describe, expect, it } from 'vitest';
import { IDEA_DRAFT_KEY, clearIdeaDraft, readIdeaDraft, writeIdeaDraft } from './idea-draft';
import { emptyIdea } from './idea-form';

const empty = emptyIdea(PREFERENCES);

describe('the idea draft', () => {
  beforeEach(() => localStorage.clear());

  it('comes back as written, on its step', () => {
    const values = { ...empty, title: 'Padaria', priceCents: 12_00, competitors: ['Pão de Açúcar'] };
    writeIdeaDraft({ step: 2, values });
    expect(readIdeaDraft(empty)).toEqual({ step: 2, values });
    clearIdeaDraft();
    expect(readIdeaDraft(empty)).toBeNull();
  });

  it('keeps only the fields of the right kind, and a step within the form', () => {
    localStorage.setItem(
      IDEA_DRAFT_KEY,
      JSON.stringify({
        step: 9,
        values: { title: 'Ok', priceCents: 'caro', channels: [1], hoursPerWeek: null, extra: 1 },
      }),
    );
    expect(readIdeaDraft(empty)).toEqual({ step: 3, values: { ...empty, title: 'Ok' } });
  });

  it('reads nothing from a draft that is not one', () => {
    localStorage.setItem(IDEA_DRAFT_KEY, '{not json');
    expect(readIdeaDraft(empty)).toBeNull();
    localStorage.setItem(IDEA_DRAFT_KEY, JSON.stringify({ step: 1 }));
    expect(readIdeaDraft(empty)).toBeNull();
  });
});
