import type { Language } from '@alavanca/domain/constants';

// Every text a user reads, in every language: the app's catalogs, the server's
// (packages/contracts/src/locales), the mentor's knowledge cards (packages/domain/src/mentor/knowledge)
// and the help articles, blog posts and pages. The language tests (German register, French
// typography) read one language's share.
const CATALOGS = {
  ...import.meta.glob<unknown>('../locales/*/*.json', { eager: true, import: 'default' }),
  ...import.meta.glob<unknown>('../../../../packages/contracts/src/locales/*/*.json', {
    eager: true,
    import: 'default',
  }),
};
const CONTENT = import.meta.glob<string>('../content/*/*/*.md', { eager: true, query: '?raw', import: 'default' });
const KNOWLEDGE = import.meta.glob<KnowledgeTopic>('../../../../packages/domain/src/mentor/knowledge/topics/*.json', {
  eager: true,
  import: 'default',
});

/** The parts of a knowledge topic the mentor shows, each in the five languages. */
interface KnowledgeTopic {
  moves: Record<string, Record<string, string>>;
  cards: { id: string; text: Record<string, Record<string, string>> }[];
}

export interface UserTexts {
  /** Every text as `[where, text]`: a catalog's or a card's strings one by one, a content file's lines. */
  texts: [string, string][];
  /** How many files of each kind were read, so a test can tell a glob that found nothing. */
  files: { catalogs: number; content: number; knowledge: number };
}

/** One language's texts. A content file's front matter gives its values (the keys are YAML); fenced code is left out. */
export function readUserTexts(language: Language): UserTexts {
  const texts: [string, string][] = [];
  const walk = (value: unknown, where: string) => {
    if (typeof value === 'string') texts.push([where, value]);
    else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) walk(item, `${where}.${key}`);
    }
  };
  const catalogs = Object.entries(CATALOGS).filter(([path]) => path.includes(`/${language}/`));
  for (const [path, content] of catalogs) walk(content, path.replace(/^.*\/locales\//, ''));
  // A card's sources keep their publishers' own titles; the texts written for the founder are read.
  // The example questions are founders' words as they type them ("du", no narrow spaces), which
  // the mentor learns from and never shows.
  for (const [path, topic] of Object.entries(KNOWLEDGE)) {
    const where = path.replace(/^.*\/knowledge\//, '');
    walk(topic.moves[language], `${where}.moves`);
    for (const card of topic.cards) walk(card.text[language], `${where}.${card.id}`);
  }
  const content = Object.entries(CONTENT).filter(([path]) => path.includes(`/${language}/`));
  for (const [path, source] of content) {
    const where = path.replace(/^.*\/content\//, '');
    const [, head = '', body = source] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source) ?? [];
    for (const line of head.split('\n')) texts.push([`${where} (front matter)`, line.replace(/^\w+:\s*/, '')]);
    body
      .replace(/```[\s\S]*?```/g, '')
      .split('\n')
      .forEach((line, index) => texts.push([`${where}:${index + 1}`, line]));
  }
  return {
    texts,
    files: { catalogs: catalogs.length, content: content.length, knowledge: Object.keys(KNOWLEDGE).length },
  };
}
