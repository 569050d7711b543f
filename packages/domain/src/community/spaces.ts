import { BUSINESS_TYPES, LANGUAGES, type BusinessType, type Language } from '../constants';

/*
 * The community's spaces (issue 41, decision 036): a few public ones per language from the start
 * (empty spaces kill a community: a handful that fill beats many that do not), and a private one
 * per class. A public space is named by its language and its kind; its name is in the catalogs.
 */

/** The public spaces every language has, in the order they are listed. */
export const PUBLIC_SPACE_KINDS = ['introductions', 'feedback', 'wins', ...BUSINESS_TYPES] as const;
export type PublicSpaceKind = (typeof PUBLIC_SPACE_KINDS)[number];

/** A public space's key: `pt-BR/introductions`. A class's space is `class/<class id>`. */
export type SpaceKey = `${Language}/${PublicSpaceKind}` | `class/${string}`;

/** Every public space: each language's, in its order. */
export const PUBLIC_SPACES: readonly { key: SpaceKey; language: Language; kind: PublicSpaceKind }[] = LANGUAGES.flatMap(
  (language) => PUBLIC_SPACE_KINDS.map((kind) => ({ key: `${language}/${kind}` as const, language, kind })),
);

const PUBLIC_KEYS = new Set<string>(PUBLIC_SPACES.map((space) => space.key));

/** What a space key names: a public space, a class's, or nothing. */
export function readSpaceKey(
  key: string,
): { kind: 'public'; language: Language; space: PublicSpaceKind } | { kind: 'class'; classId: string } | null {
  if (PUBLIC_KEYS.has(key)) {
    const [language, space] = key.split('/') as [Language, PublicSpaceKind];
    return { kind: 'public', language, space };
  }
  const match = /^class\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/.exec(key);
  return match ? { kind: 'class', classId: match[1]! } : null;
}

/** The space of a business type, where its founders meet. */
export const businessTypeSpace = (language: Language, type: BusinessType): SpaceKey => `${language}/${type}`;

/** Public spaces in the order a founder sees them: their language's first, then the others'. */
export function spacesFor(language: Language): readonly (typeof PUBLIC_SPACES)[number][] {
  return [
    ...PUBLIC_SPACES.filter((space) => space.language === language),
    ...PUBLIC_SPACES.filter((space) => space.language !== language),
  ];
}
