import { describe, expect, it } from 'vitest';
import { readUserTexts } from '../test/user-texts';

// German addresses the user as "Sie" (GLOSSARY.md), in every text the user reads (test/user-texts.ts).

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
  const { texts, files } = readUserTexts('de-DE');

  it('are read from the catalogs, the knowledge cards and the content files', () => {
    expect(files.catalogs).toBeGreaterThan(10);
    expect(files.knowledge).toBeGreaterThan(20);
    expect(files.content).toBeGreaterThan(20);
    expect(texts.filter(([where]) => where.startsWith('topics/')).length).toBeGreaterThan(500);
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
