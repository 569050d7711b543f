import { stubApi } from '@/test/fake-api';
import { switchTestLanguage, textIn } from '@/test/i18n';
import { renderRoutes } from '@/test/render';
import { TEST_PREFERENCES } from '@/features/simulations/testing/fake-simulations';
import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeSummary } from '../testing/fake-classes';
import { ClassesScreen } from './classes-screen';

// The classes list in each language besides pt-BR, with that language's real catalogs.

const LANGUAGES = ['en-US', 'es-ES', 'fr-FR', 'de-DE'] as const;

describe.each(LANGUAGES)('the classes list in %s', (language) => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18next.changeLanguage('pt-BR');
  });

  it('lists the classes taught and played under their headings, each with its way in', async () => {
    const say = (key: string) => textIn(language, 'classroom', key);
    stubApi({
      'GET /api/classes': {
        body: {
          classes: [
            makeSummary({ name: 'Turma A', role: 'teacher', students: 24, month: 2 }),
            makeSummary({ name: 'Turma C', role: 'student', students: 30, month: 0 }),
          ],
        },
      },
    });
    await switchTestLanguage(language);
    await renderRoutes(
      [{ path: '/turmas', element: <ClassesScreen preferences={TEST_PREFERENCES} language={language} plan="pro" /> }],
      { path: '/turmas' },
    );

    const taught = await screen.findByRole('region', { name: say('list.teaching') });
    expect(within(taught).getByRole('link', { name: new RegExp(say('list.openConsole')) })).toBeInTheDocument();
    const played = screen.getByRole('region', { name: say('list.playing') });
    expect(within(played).getByRole('link', { name: new RegExp(say('list.openClass')) })).toBeInTheDocument();
  });
});
