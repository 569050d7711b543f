import { renderRoutes } from '@/test/render';
import { scorePitch } from '@alavanca/domain/pitch/rubric';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EVIDENCE, PITCH, PITCH_ID, WithPitchEnvironment } from '../testing/pitch-fixtures';
import { InvestorDrill } from './investor-drill';

const RESULT = scorePitch({ kind: PITCH.kind, language: PITCH.language, parts: PITCH.parts, evidence: EVIDENCE });

async function renderDrill() {
  const fetchSpy = vi.fn();
  vi.stubGlobal('fetch', fetchSpy);
  const view = await renderRoutes(
    [
      {
        path: '/pitch/:id',
        element: (
          <WithPitchEnvironment>
            <InvestorDrill
              pitchId={PITCH_ID}
              result={RESULT}
              facts={PITCH.drillFacts}
              language="pt-BR"
              evidence={EVIDENCE}
            />
          </WithPitchEnvironment>
        ),
      },
    ],
    { path: `/pitch/${PITCH_ID}` },
  );
  return { ...view, fetchSpy, user: userEvent.setup() };
}

const question = (id: string) => screen.getAllByTestId('drill-question').find((element) => element.dataset.id === id)!;
const elements = (item: HTMLElement, testId: string) =>
  within(item)
    .queryAllByTestId(testId)
    .map((element) => element.dataset.element);

describe('the investor drill', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks first about the figure beyond the evidence and the short runway, each with what a good answer holds', async () => {
    await renderDrill();
    const ids = screen.getAllByTestId('drill-question').map((element) => element.dataset.id);
    expect(ids.slice(0, 3)).toEqual(['claimSource', 'runwayPlan', 'validationWeakest']);
    expect(ids.length).toBeGreaterThanOrEqual(5);
    expect(question('claimSource')).toHaveTextContent(
      /1\. Você diz R\$\s3 mi de tamanho de mercado\. De onde vem esse número\?/,
    );
    expect(question('runwayPlan')).toHaveTextContent('Seu caixa dura 4,5 meses.');
    expect(question('validationWeakest')).toHaveTextContent('nota mais baixa em Tamanho do mercado');
    expect(question('runwayPlan')).toHaveTextContent(
      'Uma boa resposta traz: Quanto tempo o caixa aguenta, o que você corta primeiro e em que mês.',
    );
  });

  it('checks an answer for what it holds and lacks, and holds its figures to the evidence', async () => {
    const { user, fetchSpy } = await renderDrill();
    const runway = question('runwayPlan');
    await user.type(within(runway).getByRole('textbox', { name: 'Sua resposta' }), 'Cortamos o marketing.');
    await user.click(within(runway).getByRole('button', { name: 'Conferir minha resposta' }));
    expect(elements(runway, 'element-present')).toEqual(['plan']);
    expect(elements(runway, 'element-missing')).toEqual(['figure']);
    expect(within(runway).getByTestId('answer-check')).toHaveTextContent('Falta um número com unidade');

    // A figure and its source: both present, and the figure, still beyond the validation, flagged.
    const claim = question('claimSource');
    await user.type(
      within(claim).getByRole('textbox', { name: 'Sua resposta' }),
      'Segundo a nossa pesquisa, o SOM é de R$ 3 mi por ano.',
    );
    await user.click(within(claim).getByRole('button', { name: 'Conferir minha resposta' }));
    expect(elements(claim, 'element-missing')).toEqual([]);
    expect(elements(claim, 'element-present')).toEqual(['figure', 'source']);
    const checked = within(claim).getByTestId('claim');
    expect(checked).toHaveAttribute('data-verdict', 'beyond');
    expect(checked).toHaveTextContent(/Você diz R\$\s3 mi; Padaria do Batel mostra R\$\s1,2 mi\./);

    // Typing again clears the check, which read the old answer.
    await user.type(within(runway).getByRole('textbox', { name: 'Sua resposta' }), ' Em 2 meses.');
    expect(within(runway).queryAllByTestId('element-missing')).toEqual([]);
    // Nothing typed here is sent anywhere.
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('keeps the answers in this browser, per pitch, for the next visit', async () => {
    const first = await renderDrill();
    await first.user.type(
      within(question('biggestRisk')).getByRole('textbox', { name: 'Sua resposta' }),
      'Vendas fracas no inverno.',
    );
    expect(JSON.parse(localStorage.getItem(`alavanca.pitch-drill.${PITCH_ID}`)!)).toEqual({
      biggestRisk: 'Vendas fracas no inverno.',
    });
    first.unmount();
    await renderDrill();
    expect(within(question('biggestRisk')).getByRole('textbox', { name: 'Sua resposta' })).toHaveValue(
      'Vendas fracas no inverno.',
    );
  });
});
