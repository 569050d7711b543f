import { Component as PitchRoute } from './pitch';
import { PITCH, PITCH_ID } from '@/features/pitch/testing/pitch-fixtures';
import { PREFERENCES, stubApi } from '@/test/fake-api';
import { switchTestLanguage, textIn } from '@/test/i18n';
import { renderRoutes } from '@/test/render';
import { LANGUAGES } from '@alavanca/domain/constants';
import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The pitch editor in each of the five languages, with that language's real catalogs: every
// section named in it, and no catalog key left on screen where its text should be.

/** A catalog key on screen in place of its text ("score.title", "checks.claimsHold.todo", ...). */
const RAW_KEY =
  /\b(?:list|editor|fields|parts|score|analysis|findings|claims|versions|drill|board|export|checks|verdicts|metrics|criteria|elements)\.[a-z][\w.]*/;

/** A whole screen drawn in a language whose catalogs the file loads first: more than a unit test's 5 s on a busy machine. */
const SCREEN_TIMEOUT = 15_000;

describe.each(LANGUAGES)('the pitch editor in %s', (language) => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18next.changeLanguage('pt-BR');
  });

  it('names every section in the language, with no key in place of a text', { timeout: SCREEN_TIMEOUT }, async () => {
    await switchTestLanguage(language);
    stubApi({
      'GET /api/preferences': { body: { ...PREFERENCES, language } },
      'GET /api/validations': { body: { validations: [], nextCursor: null } },
      'GET /api/simulations': { body: { simulations: [], nextCursor: null } },
      [`GET /api/pitches/${PITCH_ID}`]: { body: { pitch: PITCH } },
    });
    await renderRoutes([{ path: '/pitch/:id', Component: PitchRoute }], { path: `/pitch/${PITCH_ID}` });
    await screen.findByTestId('pitch-editor');
    const t = (key: string) => textIn(language, 'pitchStudio', key);
    for (const key of [
      'editor.parts',
      'score.title',
      'findings.title',
      'claims.title',
      'versions.title',
      'drill.title',
      'board.title',
      'export.title',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: t(key) }), key).toBeInTheDocument();
    }
    expect(screen.getByRole('textbox', { name: textIn(language, 'pitch', 'parts.market.name') })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(RAW_KEY);
  });
});
