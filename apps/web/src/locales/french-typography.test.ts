import { describe, expect, it } from 'vitest';

// Every French text the user reads: the app's catalogs, the server's (packages/contracts/src/locales),
// the mentor's knowledge cards (packages/domain/src/mentor/knowledge) and the help articles, blog
// posts and pages. French puts a narrow no-break space (U+202F) before
// ? ! : ; and inside « » (GLOSSARY.md).
const CATALOGS = {
  ...import.meta.glob<unknown>('./fr-FR/*.json', { eager: true, import: 'default' }),
  ...import.meta.glob<unknown>('../../../../packages/contracts/src/locales/fr-FR/*.json', {
    eager: true,
    import: 'default',
  }),
};
const CONTENT = import.meta.glob<string>('../content/*/fr-FR/*.md', { eager: true, query: '?raw', import: 'default' });
const KNOWLEDGE = import.meta.glob<KnowledgeTopic>('../../../../packages/domain/src/mentor/knowledge/topics/*.json', {
  eager: true,
  import: 'default',
});

/** The parts of a knowledge topic the mentor shows or matches, each in the five languages. */
type KnowledgeTopic = {
  questions: Record<string, string[]>;
  moves: Record<string, Record<string, string>>;
  cards: { id: string; text: Record<string, Record<string, string>> }[];
};

const NARROW = '\u202F';

/** Every text as `where → text`: a catalog's strings one by one, a content file's lines. */
function frenchTexts(): [string, string][] {
  const out: [string, string][] = [];
  const walk = (value: unknown, where: string) => {
    if (typeof value === 'string') out.push([where, value]);
    else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) walk(item, `${where}.${key}`);
    }
  };
  for (const [path, content] of Object.entries(CATALOGS)) walk(content, path.replace(/^.*\/locales\//, ''));
  // A card's sources keep their publishers' own titles; the texts written for the founder are checked.
  for (const [path, topic] of Object.entries(KNOWLEDGE)) {
    const where = path.replace(/^.*\/knowledge\//, '');
    walk(topic.questions['fr-FR'], `${where}.questions`);
    walk(topic.moves['fr-FR'], `${where}.moves`);
    for (const card of topic.cards) walk(card.text['fr-FR'], `${where}.${card.id}`);
  }
  for (const [path, source] of Object.entries(CONTENT)) {
    const where = path.replace(/^.*\/content\//, '');
    const [, head = '', body = ''] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source) ?? [];
    // The front matter's keys are YAML, its values French; fenced code is not prose.
    for (const line of head.split('\n')) out.push([`${where} (front matter)`, line.replace(/^\w+:\s*/, '')]);
    body
      .replace(/```[\s\S]*?```/g, '')
      .split('\n')
      .forEach((line, index) => out.push([`${where}:${index + 1}`, line]));
  }
  return out;
}

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
  const texts = frenchTexts();

  it('are read from the catalogs, the knowledge cards and the content files', () => {
    expect(Object.keys(CATALOGS).length).toBeGreaterThan(10);
    expect(Object.keys(KNOWLEDGE).length).toBeGreaterThan(20);
    expect(Object.keys(CONTENT).length).toBeGreaterThan(20);
    expect(texts.filter(([where]) => where.startsWith('topics/')).length).toBeGreaterThan(800);
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
