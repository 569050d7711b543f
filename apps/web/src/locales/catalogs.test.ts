import { ErrorCode } from '@alavanca/contracts/errors';
import { isSharedNamespace } from '@alavanca/contracts/shared-namespaces';
import { MODERATION_NOTIFICATIONS, SYSTEM_NOTIFICATIONS } from '@alavanca/contracts/system-notifications';
import { V } from '@alavanca/contracts/validation-messages';
import { LANGUAGES } from '@alavanca/domain/constants';
import { allMotivationKeys } from '@alavanca/domain/mentor/motivation';
import { describe, expect, it } from 'vitest';

// Every catalog file, each read on its own: the app's own (`./<language>/<namespace>.json`) and the
// server's (packages/contracts/src/locales). The server's files the app loads as namespaces of its
// own (SHARED_NAMESPACES) keep their name; its other files are `server-<namespace>`, so a file that
// shares a name with one of the app's (`billing`) is compared across languages on its own, and a
// key missing from one cannot hide behind the other.
const APP_FILES = import.meta.glob<unknown>('./*/*.json', { eager: true, import: 'default' });
const SERVER_FILES = import.meta.glob<unknown>('../../../../packages/contracts/src/locales/*/*.json', {
  eager: true,
  import: 'default',
});
const FILE = /\/([^/]+)\/([^/]+)\.json$/;

interface CatalogFile {
  language: string;
  /** The name its keys are written under: `namespace:path.to.key`. */
  namespace: string;
  content: unknown;
}

const FILES: CatalogFile[] = [
  ...Object.entries(APP_FILES).map(([path, content]) => {
    const [, language = '', namespace = ''] = FILE.exec(path) ?? [];
    return { language, namespace, content };
  }),
  ...Object.entries(SERVER_FILES).map(([path, content]) => {
    const [, language = '', namespace = ''] = FILE.exec(path) ?? [];
    return { language, namespace: isSharedNamespace(namespace) ? namespace : `server-${namespace}`, content };
  }),
];
const REFERENCE = 'pt-BR';

/** Flattens a catalog to `file:path.to.key` → string; array items become `path.N.field`. */
function flatten(value: unknown, prefix: string, out: Map<string, string>): Map<string, string> {
  const child = (key: string | number) => (prefix.endsWith(':') ? `${prefix}${key}` : `${prefix}.${key}`);
  if (typeof value === 'string') out.set(prefix, value);
  else if (Array.isArray(value)) value.forEach((item, index) => flatten(item, child(index), out));
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) flatten(item, child(key), out);
  } else out.set(prefix, String(value));
  return out;
}

/** A language's files as namespaces; two files under one namespace would hide each other's keys. */
const namespacesOf = (language: string) => FILES.filter((file) => file.language === language).map((f) => f.namespace);

function loadCatalog(language: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const file of FILES) if (file.language === language) flatten(file.content, `${file.namespace}:`, out);
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

const reference = loadCatalog(REFERENCE);

describe('translation catalogs', () => {
  it('exist for exactly the supported languages', () => {
    const folders = new Set(FILES.map((file) => file.language));
    expect([...folders].sort()).toEqual([...LANGUAGES].sort());
  });

  it('reads every file under a namespace of its own (the app’s billing apart from the server’s)', () => {
    for (const language of LANGUAGES) {
      const namespaces = namespacesOf(language);
      expect(namespaces.filter((namespace, index) => namespaces.indexOf(namespace) !== index)).toEqual([]);
    }
  });

  it('has the same files in every language', () => {
    const reference = namespacesOf(REFERENCE).sort();
    for (const language of LANGUAGES) expect(namespacesOf(language).sort(), language).toEqual(reference);
  });

  it('the reference catalog has no empty strings', () => {
    const empty = [...reference].filter(([, text]) => text.trim() === '').map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it('has a message for every error code the server can send', () => {
    expect(ErrorCode.options.filter((code) => !reference.has(`common:errors.${code}`))).toEqual([]);
  });

  it('has a message for every validation message a contract’s schema gives', () => {
    expect(Object.values(V).filter((key) => !reference.has(`common:${key}`))).toEqual([]);
  });

  it('has the text of every notification the system creates, mentor lines included', () => {
    const keys = [
      ...Object.values(SYSTEM_NOTIFICATIONS).flatMap(({ title, description }) => [title, description]),
      ...Object.values(MODERATION_NOTIFICATIONS).map(({ title }) => title),
      ...allMotivationKeys(),
    ];
    expect(keys.filter((key) => !reference.has(key))).toEqual([]);
  });

  describe.each(LANGUAGES.filter((l) => l !== REFERENCE))('%s', (language) => {
    const catalog = loadCatalog(language);

    it(`has every key ${REFERENCE} has`, () => {
      expect([...reference.keys()].filter((key) => !catalog.has(key))).toEqual([]);
    });

    it(`has no key ${REFERENCE} lacks`, () => {
      expect([...catalog.keys()].filter((key) => !reference.has(key))).toEqual([]);
    });

    it('keeps the same {{placeholders}} in every message', () => {
      const mismatched = [...reference]
        .filter(
          ([key, text]) =>
            catalog.has(key) && placeholders(text).join() !== placeholders(catalog.get(key) ?? '').join(),
        )
        .map(([key]) => key);
      expect(mismatched).toEqual([]);
    });

    it('has no empty messages', () => {
      expect([...catalog].filter(([, text]) => text.trim() === '').map(([key]) => key)).toEqual([]);
    });
  });
});
