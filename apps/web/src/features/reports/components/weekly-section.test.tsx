import { PREFERENCES } from '@/test/fake-api';
import { switchTestLanguage, textIn } from '@/test/i18n';
import { formatCurrency, formatNumber } from '@alavanca/domain/locale/format';
import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { WeeklySection } from './weekly-section';

const WEEKLY = {
  summaries: [
    {
      weekStart: '2025-03-03',
      activity: { simulationMonths: 3, validations: 1, questions: 2, reports: 0 },
      simulations: [
        {
          id: '0b8e5a56-4f39-4a55-9d59-0c1f5f1b6a01',
          name: 'Loja da Ana',
          currency: 'BRL' as const,
          month: 4,
          cashCents: 1_250_000,
          runwayMonths: 3.5,
        },
      ],
      createdAt: '2025-03-10T09:00:00.000Z',
    },
  ],
};

describe('WeeklySection', () => {
  afterEach(async () => {
    await i18next.changeLanguage('pt-BR');
  });

  // The colon between a figure's name and its value is the catalog's: French sets it apart with a
  // narrow no-break space, German and Portuguese write none.
  it.each([
    ['fr-FR', '\u202F: '],
    ['de-DE', ': '],
  ] as const)('writes "label: value" as %s punctuates it', async (language, colon) => {
    await switchTestLanguage(language);
    const prefs = { ...PREFERENCES, language };
    render(<WeeklySection weekly={WEEKLY} prefs={prefs} />);
    const cash = `${textIn(language, 'reports', 'columns.cash')}${colon}${formatCurrency(1_250_000, 'BRL', prefs)}`;
    const runway = `${textIn(language, 'reports', 'columns.runway')}${colon}${formatNumber(3.5, prefs)}`;
    expect(screen.getByText('Loja da Ana').nextElementSibling?.textContent).toBe(`${cash} · ${runway}`);
  });
});
