import { describe, expect, it } from 'vitest';
import { readUserTexts } from '../test/user-texts';

// French puts a narrow no-break space (U+202F) before ? ! : ; and inside « » (GLOSSARY.md), in every
// text the user reads (test/user-texts.ts).
const NARROW = '\u202F';

/**
 * What is not prose, and where a colon or a question mark is no punctuation: addresses, code
 * spans, a Markdown link's target, i18next's {{interpolation}} and $t(nesting), a table's
 * alignment row, a time or a ratio (14:30, 1:2).
 */
const NOT_PROSE =
  /[a-z][a-z0-9+.-]*:\/\/[^\s)>"]*|mailto:[^\s)>"]*|`[^`]*`|\]\([^)]*\)|\{\{[^}]*\}\}|\$t\([^)]*\)|\|\s*:?-{3,}:?\s*(?=\|)|\d:\d/g;

/** The places a French text breaks the rule, each with a few characters around it. */
function typographyFaults(text: string): string[] {
  const prose = text.replace(NOT_PROSE, (match) => 'x'.repeat(match.length));
  const faults: string[] = [];
  const at = (index: number) => text.slice(Math.max(0, index - 12), index + 4);
  for (const match of prose.matchAll(/[?!:;]/g)) {
    const before = prose[match.index - 1];
    // The first of a run (?!) takes the space; a mark opening a text has nothing to stand apart from.
    if (match.index > 0 && before !== NARROW && !/[?!:;]/.test(before ?? '')) faults.push(at(match.index));
  }
  for (const match of prose.matchAll(/«/g)) if (prose[match.index + 1] !== NARROW) faults.push(at(match.index));
  for (const match of prose.matchAll(/»/g)) if (prose[match.index - 1] !== NARROW) faults.push(at(match.index));
  return faults;
}

describe('French texts', () => {
  const { texts, files } = readUserTexts('fr-FR');

  it('are read from the catalogs, the knowledge cards and the content files', () => {
    expect(files.catalogs).toBeGreaterThan(10);
    expect(files.knowledge).toBeGreaterThan(20);
    expect(files.content).toBeGreaterThan(20);
    expect(texts.filter(([where]) => where.startsWith('topics/')).length).toBeGreaterThan(500);
  });

  it('put a narrow no-break space before ? ! : ; and inside « »', () => {
    const faults = texts.flatMap(([where, text]) => typographyFaults(text).map((fault) => `${where}: …${fault}…`));
    expect(faults).toEqual([]);
  });

  it('the check finds a plain, a no-break or a missing space, and leaves what is not prose', () => {
    const faulty = [
      'Supprimer ce fichier ?',
      'Supprimer ce fichier\u00A0?',
      'Supprimer ce fichier?',
      'Attention : le mois est clos.',
      'Bravo !',
      'ceci ; cela',
      'Le rapport de « Ma boutique » est prêt.',
      'Le rapport de «\u00A0Ma boutique\u00A0» est prêt.',
      'Le rapport de «Ma boutique» est prêt.',
    ].filter((text) => typographyFaults(text).length === 0);
    const fine = [
      `Supprimer «${NARROW}{{name}}${NARROW}»${NARROW}?`,
      `Montant${NARROW}: {{amount}}`,
      `{{plan}}${NARROW}: nouvelles limites`,
      `Voir [l’aide](/suporte/artigos/notifications?lang=fr-FR)${NARROW}: la page`,
      'Écrivez à https://alavanca.example/contact ou `npm run admin:grant` à 14:30, au ratio 1:2.',
      '$t(common:actions.save)',
      '| Colonne | Valeur |',
      '|:---|---:|',
      `Quoi${NARROW}?!`,
    ].filter((text) => typographyFaults(text).length > 0);
    expect({ faulty, fine }).toEqual({ faulty: [], fine: [] });
  });
});
