import { Component as PitchRoute } from './pitch';
import { PITCH, PITCH_ID, ROUNDED_SOM, INFLATED_SOM, VALIDATION_ID } from '@/features/pitch/testing/pitch-fixtures';
import { PREFERENCES, stubApi, type RecordedRequest, type Route } from '@/test/fake-api';
import { renderRoutes } from '@/test/render';
import { UpdatePitchRequest, type PitchDetail } from '@alavanca/contracts/pitches';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/notify', () => ({ notify }));

/** The server's PATCH: the parts it names replaced, the rest kept, as pitches.service does. */
function patched(stored: PitchDetail, request: RecordedRequest): PitchDetail {
  const body = UpdatePitchRequest.parse(request.body);
  return { ...stored, ...body, parts: { ...stored.parts, ...body.parts }, drafted: body.drafted ?? stored.drafted };
}

/** The editor over a stored copy of the pitch; `more` adds routes that read or change that copy. */
async function renderEditor(
  more: (stored: PitchDetail) => Record<string, Route> & { onPatch?: () => void } = () => ({}),
) {
  let stored: PitchDetail = structuredClone(PITCH);
  const { onPatch, ...routes } = more(stored);
  const api = stubApi({
    'GET /api/preferences': { body: PREFERENCES },
    'GET /api/validations': {
      body: { validations: [{ id: VALIDATION_ID, title: 'Padaria do Batel' }], nextCursor: null },
    },
    'GET /api/simulations': { body: { simulations: [], nextCursor: null } },
    [`GET /api/pitches/${PITCH_ID}`]: () => ({ body: { pitch: stored } }),
    [`PATCH /api/pitches/${PITCH_ID}`]: (request) => {
      onPatch?.();
      stored = Object.assign(stored, patched(stored, request));
      return { body: { pitch: stored } };
    },
    ...routes,
  });
  await renderRoutes([{ path: '/pitch/:id', Component: PitchRoute }], { path: `/pitch/${PITCH_ID}` });
  await screen.findByTestId('pitch-editor');
  return { api, user: userEvent.setup() };
}

const part = (name: string) => screen.getAllByTestId('pitch-part').find((element) => element.dataset.part === name)!;
const claims = (verdict: string) =>
  screen.queryAllByTestId('claim').filter((element) => element.dataset.verdict === verdict);

// The editor is typed into key by key: seconds on a quiet machine, more when the suite runs in parallel.
describe('/pitch/{id}', { timeout: 15_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    notify.mockClear();
  });

  it('scores the pitch as it is typed: fixing the inflated market takes the flag away and the score up, then saves', async () => {
    const { api, user } = await renderEditor();
    expect(screen.getByTestId('live-score')).toHaveTextContent('90/100');
    expect(screen.getByTestId('score-since')).toHaveTextContent('±0 desde a versão 1');

    // The one flagged figure: both figures, and its source a link to the validation.
    const [flagged] = claims('beyond');
    expect(claims('beyond')).toHaveLength(1);
    expect(flagged).toHaveAttribute('data-metric', 'marketSize');
    expect(flagged).toHaveTextContent(/^Além da evidência.*Mercado · tamanho de mercado \(SOM\)/);
    expect(flagged).toHaveTextContent(/Você diz R\$\s3 mi; Padaria do Batel mostra R\$\s1,2 mi\./);
    expect(within(flagged!).getByRole('link', { name: 'Padaria do Batel' })).toHaveAttribute(
      'href',
      `/validacao-ideia/${VALIDATION_ID}`,
    );
    const finding = screen.getAllByTestId('finding')[0]!;
    expect(finding).toHaveAttribute('data-check', 'claimsHold');
    expect(finding).toHaveTextContent('Números além da sua evidência: 1 de 6; sem evidência: 0');
    expect(within(part('market')).getByTestId('drafted-badge')).toBeInTheDocument();

    // "3" becomes "1,2": the market now says what the validation holds.
    const market = within(part('market')).getByRole('textbox', { name: 'Mercado' });
    const at = PITCH.parts.market!.indexOf(INFLATED_SOM) + 'R$ '.length;
    await user.type(market, '1,2', { initialSelectionStart: at, initialSelectionEnd: at + 1 });
    expect(market).toHaveValue(PITCH.parts.market!.replace(INFLATED_SOM, ROUNDED_SOM));

    await waitFor(() => expect(screen.getByTestId('live-score')).toHaveTextContent('100/100'));
    expect(screen.getByTestId('score-since')).toHaveTextContent('+10 desde a versão 1');
    expect(claims('beyond')).toHaveLength(0);
    expect(screen.getByTestId('no-findings')).toBeInTheDocument();
    // Rewritten by the founder: no longer a draft.
    expect(within(part('market')).queryByTestId('drafted-badge')).not.toBeInTheDocument();

    // Saved after the pause: only the part edited, and the drafts without it.
    await waitFor(() => expect(api.requestsTo('PATCH', `/api/pitches/${PITCH_ID}`)).toHaveLength(1), {
      timeout: 3_000,
    });
    expect(api.requestsTo('PATCH', `/api/pitches/${PITCH_ID}`)[0]!.body).toEqual({
      parts: { market: PITCH.parts.market!.replace(INFLATED_SOM, ROUNDED_SOM) },
      drafted: ['oneLiner'],
    });
    await waitFor(() => expect(screen.getByTestId('save-state')).toHaveAttribute('data-state', 'saved'));
  });

  it('saves what waits before keeping a version, then lists it with its change', async () => {
    const order: string[] = [];
    const { user } = await renderEditor((stored) => ({
      [`POST /api/pitches/${PITCH_ID}/analyses`]: () => {
        order.push('POST');
        const kept = { ...PITCH.versions[0]!, number: 2, score: 91, flagged: 0, createdAt: '2026-11-22T12:00:00.000Z' };
        stored.versions = [kept, ...stored.versions];
        const result = { score: 91, criteria: kept.criteria, parts: {}, findings: [], claims: [] };
        return {
          status: 201,
          body: {
            analysis: {
              ...kept,
              kind: 'investor',
              language: 'pt-BR',
              parts: stored.parts,
              result,
              drill: [],
              evidence: [],
            },
          },
        };
      },
      onPatch: () => order.push('PATCH'),
    }));
    await user.type(within(part('team')).getByRole('textbox', { name: 'Equipe' }), ' Somos dois.');
    await user.click(screen.getByRole('button', { name: 'Analisar e guardar esta versão' }));
    // The analysis reads the stored text: the edit is saved first, without waiting for the pause.
    await waitFor(() => expect(order).toEqual(['PATCH', 'POST']));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'Versão 2 guardada: 91/100' })),
    );
    await waitFor(() => expect(screen.getAllByTestId('version-row')).toHaveLength(2));
    expect(screen.getAllByTestId('version-score').map((cell) => cell.textContent)).toEqual(['91(+1)', '90']);
  });
});
