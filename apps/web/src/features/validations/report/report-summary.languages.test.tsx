import { switchTestLanguage, textIn } from '@/test/i18n';
import type { IdeaValidationResult } from '@alavanca/contracts/validations';
import { LANGUAGES } from '@alavanca/domain/constants';
import { render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { IDEA, makeValidation } from '../testing/fake-validation';
import { createIdeaFormat } from '../utils/format';
import { ReportSummary } from './report-summary';

// The report's first screen in every language: the lines that decided the verdict and the revenue
// within reach, with what limits it; and, for a version validated before ranges, no old figure.

const SCREEN_TIMEOUT = 15_000;

afterEach(async () => {
  await i18next.changeLanguage('pt-BR');
});

describe.each(LANGUAGES)('the report summary in %s', (language) => {
  const say = (key: string, values?: Record<string, string | number>) =>
    textIn(language, 'validationReport', key, values);

  it('shows three deciding lines and the likely range with what binds it', { timeout: SCREEN_TIMEOUT }, async () => {
    await switchTestLanguage(language);
    const result = makeValidation().versions[0]!.result;
    const format = createIdeaFormat({ language, numberFormat: 'decimal', currency: IDEA.currency });
    render(<ReportSummary result={result} format={format} />);

    expect(screen.getAllByTestId('deciding-reason')).toHaveLength(3);
    const market = result.market as Extract<IdeaValidationResult['market'], { likely: unknown }>;
    const likely = market.likely!;
    // Compared as text: the expected copy keeps its no-break spaces, which a matcher would not fold.
    expect(screen.getByTestId('likely-range').textContent).toBe(
      say('likely.range', { low: format.estimate(likely.lowCents), high: format.estimate(likely.highCents) }),
    );
    const binding = screen.getByTestId('likely-binding');
    expect(binding.textContent).toBe(
      likely.binding === 'capacity'
        ? say('likely.binding.capacity', { basis: say(`likely.basis.${market.capacity!.basis}`) })
        : say('likely.binding.market', { area: say('likely.area.city', { city: 'Belo Horizonte' }) }),
    );
    // The city the founder named is where the market was sized.
    expect(within(screen.getByTestId('likely-revenue')).getByText(/Belo Horizonte/)).toBeInTheDocument();
  });

  it(
    'says a version validated before ranges has none, instead of its old figures',
    { timeout: SCREEN_TIMEOUT },
    async () => {
      await switchTestLanguage(language);
      const result = makeValidation().versions[0]!.result;
      const legacy = {
        ...result,
        market: { place: result.market.place, topDown: result.market.topDown, bottomUp: result.market.bottomUp },
      };
      render(
        <ReportSummary
          result={legacy}
          format={createIdeaFormat({ language, numberFormat: 'decimal', currency: IDEA.currency })}
        />,
      );
      expect(screen.getByTestId('likely-legacy').textContent).toBe(say('likely.legacy'));
      expect(screen.queryByTestId('likely-range')).toBeNull();
    },
  );
});
