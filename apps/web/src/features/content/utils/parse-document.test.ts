import { describe, expect, it } from 'vitest';
import { parseDocument } from './parse-document';

const SOURCE = `---
title: "Fluxo de caixa: o básico"
description: "Por que lucro não é caixa."   # meta description
date: 2026-10-05
tags: ["finanças", "caixa"]
---
## Lucro não é caixa

${'palavra '.repeat(450)}

- um
- dois
`;

describe('parseDocument', () => {
  it('reads the front matter, renders the body and estimates the reading time', () => {
    const doc = parseDocument(SOURCE);
    expect(doc.meta).toEqual({
      title: 'Fluxo de caixa: o básico',
      description: 'Por que lucro não é caixa.',
      date: '2026-10-05',
      tags: ['finanças', 'caixa'],
    });
    expect(doc.html).toContain('<h2>Lucro não é caixa</h2>');
    expect(doc.html).toContain('<li>dois</li>');
    expect(doc.readingMinutes).toBe(2);
  });

  it('refuses a file without front matter or without a title', () => {
    expect(() => parseDocument('## Sem cabeçalho')).toThrow(/front matter/);
    expect(() => parseDocument('---\ndescription: "x"\n---\ntexto')).toThrow();
  });
});
