import { describe, expect, it } from 'vitest';

// Every German text the user reads: the app's catalogs, the server's (packages/contracts/src/locales),
// the mentor's knowledge cards (packages/domain/src/mentor/knowledge) and the help articles, blog
// posts and pages. German addresses the user as "Sie" (GLOSSARY.md).
const CATALOGS = {
  ...import.meta.glob<unknown>('./de-DE/*.json', { eager: true, import: 'default' }),
  ...import.meta.glob<unknown>('../../../../packages/contracts/src/locales/de-DE/*.json', {
    eager: true,
    import: 'default',
  }),
};
const CONTENT = import.meta.glob<string>('../content/*/de-DE/*.md', { eager: true, query: '?raw', import: 'default' });
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

/** Every text as `where → text`: a catalog's strings one by one, a content file line by line. */
function germanTexts(): [string, string][] {
  const out: [string, string][] = [];
  const walk = (value: unknown, where: string) => {
    if (typeof value === 'string') out.push([where, value]);
    else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) walk(item, `${where}.${key}`);
    }
  };
  for (const [path, content] of Object.entries(CATALOGS)) walk(content, path.replace(/^.*\/locales\//, ''));
  for (const [path, topic] of Object.entries(KNOWLEDGE)) {
    const where = path.replace(/^.*\/knowledge\//, '');
    walk(topic.questions['de-DE'], `${where}.questions`);
    walk(topic.moves['de-DE'], `${where}.moves`);
    for (const card of topic.cards) walk(card.text['de-DE'], `${where}.${card.id}`);
  }
  for (const [path, source] of Object.entries(CONTENT)) {
    source.split('\n').forEach((line, index) => out.push([`${path.replace(/^.*\/content\//, '')}:${index + 1}`, line]));
  }
  return out;
}

const WORD_START = '(?<![\\p{L}\\p{N}])';
const WORD_END = '(?![\\p{L}\\p{N}])';

/**
 * The informal "you": its pronouns and possessives in any case ("ihr", lowercase, is left out:
 * mid-sentence it is "her" or "their"), the verb forms that go only with "du" or "ihr", and the
 * informal imperatives a UI text is likely to start with. Formal imperatives carry "Sie"
 * ("Prüfen Sie"), buttons an infinitive ("Speichern").
 */
const INFORMAL = [
  new RegExp(`${WORD_START}(du|dich|dir|dein\\p{L}*|euch|euer|eur(e|em|en|er|es))${WORD_END}`, 'iu'),
  new RegExp(
    `${WORD_START}(hast|bist|kannst|willst|musst|sollst|darfst|wirst|weißt|möchtest|brauchst|findest|siehst|` +
      `hättest|wärst|könntest|solltest|würdest|habt|seid|könnt|wollt|müsst|dürft|solltet|würdet)${WORD_END}`,
    'iu',
  ),
  new RegExp(
    `${WORD_START}(Prüfe|Wähle|Klicke|Gib|Nutze|Öffne|Aktualisiere|Schließe|Lege|Starte|Teste|Sieh|Lies|Nimm|` +
      `Gehe|Schau|Probiere|Füge|Trage|Beschreibe|Erstelle|Vergleiche|Behalte|Berechne|Erhöhe|Halte|Kaufe|` +
      `Verkaufe|Investiere|Passe|Melde dich|Versuche es)${WORD_END}(?!\\s+(Sie|ich)\\b)`,
    'u',
  ),
];

const informal = (text: string) => INFORMAL.some((pattern) => pattern.test(text));

describe('German texts', () => {
  const texts = germanTexts();

  it('are read from the catalogs, the knowledge cards and the content files', () => {
    expect(Object.keys(CATALOGS).length).toBeGreaterThan(10);
    expect(Object.keys(KNOWLEDGE).length).toBeGreaterThan(20);
    expect(Object.keys(CONTENT).length).toBeGreaterThan(20);
    expect(texts.filter(([where]) => where.startsWith('topics/')).length).toBeGreaterThan(800);
  });

  it('address the user as "Sie", never "du" or "ihr"', () => {
    expect(texts.filter(([, text]) => informal(text)).map(([where, text]) => `${where}: ${text}`)).toEqual([]);
  });

  it('the check finds an informal text', () => {
    const found = [
      'Du hast dein Limit erreicht.',
      'Prüfe deine Angaben.',
      'Wir haben dir eine E-Mail geschickt.',
      'Habt ihr Fragen?',
      'Versuche es gleich noch einmal.',
      'Melde dich an.',
    ].filter((text) => !informal(text));
    const passed = [
      'Sie haben Ihr Limit erreicht.',
      'Prüfen Sie Ihre Angaben.',
      'Jede Art hat ihr eigenes Symbol.',
      'Zu viele Versuche in kurzer Zeit.',
      'Das Verfahren, die Durchschnittswerte, das Dirndl.',
    ].filter(informal);
    expect({ found, passed }).toEqual({ found: [], passed: [] });
  });
});
