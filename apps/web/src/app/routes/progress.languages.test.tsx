import { Component as ProgressRoute } from './progress';
import { PROGRESS } from '@/features/progress/testing/progress-fixtures';
import { PREFERENCES, stubApi } from '@/test/fake-api';
import { switchTestLanguage, textIn } from '@/test/i18n';
import { renderRoutes } from '@/test/render';
import { LANGUAGES } from '@alavanca/domain/constants';
import { ACHIEVEMENTS } from '@alavanca/domain/progress/achievements';
import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The progress page in each of the five languages, with that language's real catalogs: its
// sections named in it, every achievement's rule stated with its numbers, and no catalog key or
// placeholder left on screen where a text should be.

/** A catalog key on screen in place of its text ("conditions.score", "achievements.topOperator.rule", ...). */
const RAW_KEY =
  /\b(?:competences|evidence|within|achievements|conditions|actual|levels|rules|competenceRules|levelRules)\.[a-z][\w.]*/;

/** A whole screen drawn in a language whose catalogs the file loads first: more than a unit test's 5 s on a busy machine. */
const SCREEN_TIMEOUT = 15_000;

describe.each(LANGUAGES)('the progress page in %s', (language) => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18next.changeLanguage('pt-BR');
  });

  it(
    'names its sections, states every rule with its numbers, with no key in place of a text',
    { timeout: SCREEN_TIMEOUT },
    async () => {
      await switchTestLanguage(language);
      stubApi({
        'GET /api/preferences': { body: { ...PREFERENCES, language } },
        'GET /api/progress': { body: { progress: PROGRESS } },
      });
      await renderRoutes([{ path: '/conquistas', Component: ProgressRoute }], { path: '/conquistas' });
      const page = await screen.findByTestId('progress-screen');
      await screen.findAllByTestId('competence');
      const t = (key: string) => textIn(language, 'achievements', key);
      for (const key of ['within.title', 'competences.title', 'achievements.title'])
        expect(screen.getByRole('heading', { level: 2, name: t(key) }), key).toBeInTheDocument();
      for (const rule of ACHIEVEMENTS)
        expect(page, rule.id).toHaveTextContent(textIn(language, 'progress', `achievements.${rule.id}`));
      const text = page.textContent ?? '';
      expect(text).not.toMatch(/\{\{|\}\}|<\/?work>/);
      expect(text).not.toMatch(RAW_KEY);
    },
  );
});
