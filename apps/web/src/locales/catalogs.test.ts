import { ErrorCode } from '@alavanca/contracts/errors';
import { SYSTEM_NOTIFICATIONS } from '@alavanca/contracts/system-notifications';
import { V } from '@alavanca/contracts/validation-messages';
import { LANGUAGES } from '@alavanca/domain/constants';
import { allMotivationKeys } from '@alavanca/domain/mentor/motivation';
import { describe, expect, it } from 'vitest';

// Every catalog file, keyed by './<language>/<namespace>.json': the app's own and the
// `notifications` namespace the server shares (packages/contracts/src/locales).
const FILES = {
  ...import.meta.glob<unknown>('./*/*.json', { eager: true, import: 'default' }),
  ...Object.fromEntries(
    Object.entries(
      import.meta.glob<unknown>('../../../../packages/contracts/src/locales/*/*.json', {
        eager: true,
        import: 'default',
      }),
    ).map(([path, content]) => [path.replace(/^.*\/locales\//, './'), content]),
  ),
};
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

function loadCatalog(language: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const [path, content] of Object.entries(FILES)) {
    const [, lang, namespace] = /^\.\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
    if (lang === language) flatten(content, `${namespace}:`, out);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

const reference = loadCatalog(REFERENCE);

describe('translation catalogs', () => {
  it('exist for exactly the supported languages', () => {
    const folders = new Set(Object.keys(FILES).map((path) => path.split('/')[1]));
    expect([...folders].sort()).toEqual([...LANGUAGES].sort());
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
