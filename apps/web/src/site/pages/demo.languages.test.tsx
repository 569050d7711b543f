import { enhanceDemo } from '@/site/enhance/demo';
import { demoFormat } from '@/site/enhance/demo-format';
import { switchTestLanguage, textIn } from '@/test/i18n';
import { createSimulation, suggestDecisions } from '@alavanca/domain/simulation/create-simulation';
import { demoSetup } from '@alavanca/domain/simulation/demo-company';
import { stepMonth } from '@alavanca/domain/simulation/step-month';
import { fireEvent, screen } from '@testing-library/react';
import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { DemoPage } from './demo';

// The demo page in each language besides pt-BR, as the build renders it with that language's real
// catalogs and its script plays it: the texts the script writes come from that language, and the
// café's money is in that language's country's currency. The browser test plays it in pt-BR and
// visits one other language through ?lang=.

const LANGUAGES = ['en-US', 'es-ES', 'fr-FR', 'de-DE'] as const;
const CURRENCY_SIGN = { 'en-US': '$', 'es-ES': '€', 'fr-FR': '€', 'de-DE': '€' } as const;

let cleanup = () => {};
afterEach(async () => {
  cleanup();
  document.body.innerHTML = '';
  await i18next.changeLanguage('pt-BR');
});

describe.each(LANGUAGES)('the demo in %s', (language) => {
  it('plays a month in that language, money in its country’s currency, and asks for the event’s answer', async () => {
    const i18n = await switchTestLanguage(language);
    document.documentElement.lang = language;
    document.body.innerHTML = renderToStaticMarkup(
      <I18nextProvider i18n={i18n}>
        <StaticRouter location="/demonstracao">
          <DemoPage />
        </StaticRouter>
      </I18nextProvider>,
    );
    const say = (namespace: 'landing' | 'simulationMonth', key: string, values?: Record<string, string | number>) =>
      textIn(language, namespace, key, values);
    const figure = (name: string) => document.querySelector(`[data-demo-figure="${name}"]`)?.textContent;
    cleanup = enhanceDemo();

    const setup = demoSetup(language, say('landing', 'demo.company.name'));
    const format = demoFormat(language, setup.currency);
    const start = createSimulation(setup);
    const first = stepMonth(start, { ...suggestDecisions(start), capacityInvestmentCents: 0, loanCents: 0 }).result;
    expect(
      screen.getByRole('heading', { name: say('simulationMonth', 'decisions.title', { month: 1 }) }),
    ).toBeVisible();
    expect(figure('preview.cash')).toBe(format.money(first.kpis.cashCents));
    expect(figure('preview.cash')).toContain(CURRENCY_SIGN[language]);

    fireEvent.click(screen.getByRole('button', { name: say('simulationMonth', 'header.advance') }));
    expect(screen.getByRole('heading', { name: say('landing', 'demo.monthResultsTitle', { month: 1 }) })).toBeVisible();
    expect(figure('kpi.cash')).toBe(format.money(first.kpis.cashCents));
    const event = say('simulationMonth', 'events.types.keyEmployeeLeaves.title');
    expect(screen.getByRole('group', { name: say('simulationMonth', 'events.choiceLegend', { event }) })).toBeVisible();
    // Every template the script filled in (its texts' JSON block aside).
    const shown = document.body.cloneNode(true) as HTMLElement;
    for (const script of shown.querySelectorAll('script')) script.remove();
    expect(shown.textContent).not.toContain('{{');
  });
});
