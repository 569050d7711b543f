import { enhanceDemo } from '@/site/enhance/demo';
import { demoFormat } from '@/site/enhance/demo-format';
import { initTestI18n } from '@/test/i18n';
import { centsToInputText } from '@alavanca/domain/locale/money-text';
import { createSimulation, suggestDecisions } from '@alavanca/domain/simulation/create-simulation';
import { demoSetup } from '@alavanca/domain/simulation/demo-company';
import { finishSimulation } from '@alavanca/domain/simulation/score';
import { stepMonth } from '@alavanca/domain/simulation/step-month';
import type { MonthDecisions, MonthResult, SimulationState } from '@alavanca/domain/simulation/types';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DemoPage } from './demo';

// The demo page's markup as the build renders it, enhanced by its script, checked against the
// engine run directly: the numbers on screen are the engine's, month after month.

const setup = demoSetup('pt-BR', 'Café Aurora');
const format = demoFormat('pt-BR', setup.currency);

let cleanup = () => {};
beforeEach(async () => {
  const i18n = await initTestI18n();
  document.documentElement.lang = 'pt-BR';
  document.body.innerHTML = renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <StaticRouter location="/demonstracao">
        <DemoPage />
      </StaticRouter>
    </I18nextProvider>,
  );
});
afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

/** The no-break spaces Intl writes become plain ones, as toHaveTextContent reads the text. */
const plain = (text: string) => text.replace(/\s/g, ' ');
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const figure = (name: string) => document.querySelector(`[data-demo-figure="${name}"]`)?.textContent;
const advance = () => fireEvent.click(screen.getByRole('button', { name: 'Avançar mês' }));
const chartLines = () => document.querySelectorAll('[data-demo-chart] path');
const type = (label: string, value: string) => fireEvent.input(field(label), { target: { value } });

/** The engine's month for these decisions, and the preview figures it should show. */
function expectPreviewOf(state: SimulationState, decisions: MonthDecisions): MonthResult {
  const { result } = stepMonth(state, decisions);
  expect(figure('preview.revenue')).toBe(format.money(result.kpis.revenueCents));
  expect(figure('preview.netProfit')).toBe(format.money(result.kpis.netProfitCents));
  expect(figure('preview.cash')).toBe(format.money(result.kpis.cashCents));
  return result;
}

describe('the demo page', () => {
  it('is disabled until its script runs, then fills the suggested decisions and previews month 1', () => {
    expect(field('Preço por unidade')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Avançar mês' })).toBeDisabled();
    cleanup = enhanceDemo();
    const start = createSimulation(setup);
    const suggested = suggestDecisions(start);
    expect(field('Preço por unidade')).toBeEnabled();
    expect(field('Preço por unidade').value).toBe(centsToInputText(suggested.priceCents, 'decimal'));
    expect(field('Compra de estoque (unidades)').value).toBe(String(suggested.purchaseUnits));
    expect(screen.getByRole('heading', { name: 'Decisões do mês 1' })).toBeInTheDocument();
    expectPreviewOf(start, { ...suggested, capacityInvestmentCents: 0, loanCents: 0 });
  });

  it('previews every edit with the engine, and refuses a value out of bounds or not a number', () => {
    cleanup = enhanceDemo();
    const start = createSimulation(setup);
    const suggested = suggestDecisions(start);
    type('Preço por unidade', '42,50');
    expectPreviewOf(start, { ...suggested, priceCents: 42_50, capacityInvestmentCents: 0, loanCents: 0 });

    type('Marketing no mês', '9.999.999,00');
    expect(field('Marketing no mês')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Marketing no mês')).toHaveAccessibleDescription(
      /Informe um valor entre R\$\s0,00 e R\$\s50\.000,00\./,
    );
    expect(figure('preview.revenue')).toBe('—');
    expect(screen.getByText(/Corrija os campos destacados/)).toBeVisible();
    advance();
    expect(screen.getByRole('heading', { name: 'Decisões do mês 1' })).toBeInTheDocument();
    expect(field('Marketing no mês')).toHaveFocus();

    type('Contratações (+) e demissões (−)', 'dois');
    expect(field('Contratações (+) e demissões (−)')).toHaveAccessibleDescription(/Informe um número válido\./);
    type('Contratações (+) e demissões (−)', '1');
    type('Marketing no mês', '3.000,00');
    expect(field('Marketing no mês')).not.toHaveAttribute('aria-invalid');
    expectPreviewOf(start, {
      ...suggested,
      priceCents: 42_50,
      marketingCents: 3_000_00,
      headcountDelta: 1,
      capacityInvestmentCents: 0,
      loanCents: 0,
    });
  });

  it('plays months as the engine does, asks for the event’s answer, and scores the company on finishing', () => {
    cleanup = enhanceDemo();
    let state = createSimulation(setup);
    const results: MonthResult[] = [];
    const play = (decisions: MonthDecisions) => {
      const step = stepMonth(state, decisions);
      state = step.state;
      results.push(step.result);
    };

    type('Preço por unidade', '38,00');
    const first = { ...suggestDecisions(state), priceCents: 38_00, capacityInvestmentCents: 0, loanCents: 0 };
    advance();
    play(first);
    expect(screen.getByRole('heading', { name: 'Resultados do mês 1' })).toBeVisible();
    expect(figure('kpi.cash')).toBe(format.money(results[0]!.kpis.cashCents));
    expect(screen.getByRole('status')).toHaveTextContent(
      plain(`Mês 1 concluído: receita de ${format.money(results[0]!.kpis.revenueCents)}`),
    );
    const rows = within(screen.getByRole('table', { name: 'Mês a mês' })).getAllByRole('row');
    expect(rows).toHaveLength(2);
    // The chart draws the same month: revenue, net result and cash, one point each.
    expect(chartLines()).toHaveLength(3);
    expect(document.querySelectorAll('[data-demo-chart] circle')).toHaveLength(3);

    // The key employee left: month 2 needs an answer before it can run.
    const answer = screen.getByRole('group', { name: 'Como responder: Uma pessoa-chave pediu demissão' });
    expect(answer).toBeVisible();
    expect(screen.getByText('Responda ao evento no painel de decisões para ver a prévia do mês.')).toBeVisible();
    // The price carries over from month 1.
    expect(field('Preço por unidade').value).toBe('38,00');
    advance();
    expect(screen.getByText('Escolha como responder ao evento antes de avançar.')).toBeVisible();
    expect(within(answer).getAllByRole('radio')[0]).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'Decisões do mês 2' })).toBeInTheDocument();

    fireEvent.click(within(answer).getByRole('radio', { name: /^Contratar um substituto/ }));
    const second = {
      ...suggestDecisions(state),
      priceCents: 38_00,
      eventChoice: 'hireReplacement' as const,
      capacityInvestmentCents: 0,
      loanCents: 0,
    };
    expectPreviewOf(state, second);
    advance();
    play(second);
    expect(
      screen.getByText('Sua resposta a “Uma pessoa-chave pediu demissão”: Contratar um substituto.'),
    ).toBeVisible();
    expect(figure('kpi.revenue')).toBe(format.money(results[1]!.kpis.revenueCents));
    expect(document.querySelectorAll('[data-demo-chart] circle')).toHaveLength(6);
    // The value axis covers both months' figures and zero, in short money ('R$ 10 mil').
    const axis = [...document.querySelectorAll('[data-demo-chart] text')].map((label) =>
      plain(label.textContent ?? ''),
    );
    expect(axis).toContain(plain(format.compactMoney(0)));
    expect(axis).toEqual(expect.arrayContaining(['1', '2']));

    fireEvent.click(screen.getByRole('button', { name: 'Finalizar simulação' }));
    const { score } = finishSimulation(state, results);
    const end = screen.getByRole('heading', { name: 'Fim da demonstração' });
    expect(end).toBeVisible();
    expect(end).toHaveFocus();
    expect(screen.getByText(`Nota final: ${score.total} de 100`)).toBeVisible();
    expect(screen.getByText(/Simulação encerrada no mês 2/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Avançar mês' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Criar conta e simular' })).toHaveAttribute('href', '/cadastro');

    // Playing again starts the same company over.
    fireEvent.click(screen.getByRole('button', { name: 'Jogar de novo' }));
    expect(screen.getByRole('heading', { name: 'Decisões do mês 1' })).toBeVisible();
    expect(screen.queryByRole('table', { name: 'Mês a mês' })).toBeNull();
    expect(chartLines()).toHaveLength(0);
    expect(field('Preço por unidade')).toHaveFocus();
  });

  it('ends by itself at bankruptcy, with the score and what went wrong', () => {
    cleanup = enhanceDemo();
    // Selling far below cost with a huge marketing budget and an oversized team sinks the café fast.
    for (let month = 0; month < 12 && screen.queryByRole('button', { name: 'Avançar mês' }); month++) {
      type('Preço por unidade', '0,50');
      type('Marketing no mês', '50.000,00');
      const answer = screen.queryByRole('group', { name: /Como responder/ });
      if (answer && !answer.hidden) fireEvent.click(within(answer).getAllByRole('radio')[0]!);
      advance();
    }
    expect(screen.getByRole('heading', { name: 'Fim da demonstração' })).toBeVisible();
    expect(screen.getByText(/A empresa quebrou no mês/)).toBeVisible();
    expect(screen.getByText(/Nunca venda abaixo do custo/)).toBeVisible();
  });
});
