import { stubApi, type FakeAnswer, type RecordedRequest } from '@/test/fake-api';
import { renderRoutes } from '@/test/render';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PITCH, PITCH_ID, SIMULATION_ID, VALIDATION_ID, WithPitchEnvironment } from '../testing/pitch-fixtures';
import { PitchesScreen } from './pitches-screen';

const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/notify', () => ({ notify }));

const SUMMARY = {
  id: PITCH_ID,
  title: PITCH.title,
  kind: PITCH.kind,
  language: PITCH.language,
  score: 90,
  analyses: 1,
  createdAt: PITCH.createdAt,
  updatedAt: PITCH.updatedAt,
};

/** The list, and the new pitch's dialog opened; `create` may refuse the request. */
async function renderList(create: (request: RecordedRequest) => FakeAnswer | null = () => null) {
  const api = stubApi({
    'GET /api/pitches': { body: { pitches: [SUMMARY] } },
    'POST /api/pitches': (request) => {
      return create(request) ?? { status: 201, body: { pitch: PITCH } };
    },
  });
  const view = await renderRoutes(
    [
      {
        path: '/pitch',
        element: (
          <WithPitchEnvironment>
            <PitchesScreen
              validations={[{ id: VALIDATION_ID, title: 'Padaria do Batel' }]}
              simulations={[{ id: SIMULATION_ID, title: 'Clube do pão' }]}
              language="en-US"
            />
          </WithPitchEnvironment>
        ),
      },
      { path: '/pitch/:id', element: <p>editor</p> },
    ],
    { path: '/pitch' },
  );
  await screen.findByTestId('pitch-row');
  return { ...view, api, user: userEvent.setup() };
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Novo pitch' }));
  return screen.findByRole('dialog', { name: 'Novo pitch' });
}

const sent = (api: ReturnType<typeof stubApi>) => api.requestsTo('POST', '/api/pitches').map((request) => request.body);

describe('the pitches list and a new pitch', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    notify.mockClear();
  });

  it('lists each pitch with its kind, its newest score and when it was edited', async () => {
    await renderList();
    const row = screen.getByTestId('pitch-row');
    expect(within(row).getByRole('heading', { name: PITCH.title })).toBeInTheDocument();
    expect(row).toHaveTextContent('Para investidores (3 min)');
    expect(within(row).getByTestId('pitch-score')).toHaveTextContent('Nota 90/100');
    expect(row).toHaveTextContent('Editado em 21/11/2026');
  });

  it('starts blank with the title, kind, language and evidence chosen, then opens the editor', async () => {
    const { api, user, router } = await renderList();
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Título' }), 'Clube do pão');
    await user.click(within(dialog).getByRole('radio', { name: /Elevador \(60 s\)/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Criar pitch' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/pitch/${PITCH_ID}`));
    // The pitch's language starts as the app's (here English), the evidence as the newest of each.
    expect(sent(api)).toEqual([
      {
        start: 'blank',
        title: 'Clube do pão',
        kind: 'elevator',
        language: 'en-US',
        validationId: VALIDATION_ID,
        simulationId: SIMULATION_ID,
      },
    ]);
  });

  it('sends a pasted script to be split into the parts', async () => {
    const { api, user } = await renderList();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('radio', { name: /Colar um roteiro/ }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Título' }), 'Clube do pão');
    await user.type(within(dialog).getByRole('textbox', { name: 'Seu roteiro' }), 'Problema: pão ruim.');
    await user.click(within(dialog).getByRole('combobox', { name: 'Idioma do pitch' }));
    await user.click(await screen.findByRole('option', { name: 'Português' }));
    await user.click(within(dialog).getByRole('button', { name: 'Criar pitch' }));
    await waitFor(() => expect(sent(api)).toHaveLength(1));
    expect(sent(api)[0]).toEqual({
      start: 'script',
      title: 'Clube do pão',
      script: 'Problema: pão ruim.',
      kind: 'investor',
      language: 'pt-BR',
      validationId: VALIDATION_ID,
      simulationId: SIMULATION_ID,
    });
  });

  it('drafts from the validation alone, with no title, and asks for evidence when there is none', async () => {
    const { api, user } = await renderList();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('radio', { name: /Rascunho da sua evidência/ }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Simulação' }));
    await user.click(await screen.findByRole('option', { name: 'Nenhuma simulação' }));
    await user.click(within(dialog).getByRole('button', { name: 'Criar pitch' }));
    await waitFor(() => expect(sent(api)).toHaveLength(1));
    expect(sent(api)[0]).toEqual({
      start: 'draft',
      kind: 'investor',
      language: 'en-US',
      validationId: VALIDATION_ID,
      simulationId: null,
    });
  });

  it('says under the field what the form or the server refused', async () => {
    const { api, user } = await renderList(() => ({
      status: 400,
      body: {
        error: {
          code: 'VALIDATION_FAILED',
          message: 'bad',
          issues: [{ path: 'title', message: 'validation.invalidText' }],
        },
      },
    }));
    const dialog = await openDialog(user);
    // A draft with neither evidence is refused before it is sent.
    await user.click(within(dialog).getByRole('radio', { name: /Rascunho da sua evidência/ }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Validação' }));
    await user.click(await screen.findByRole('option', { name: 'Nenhuma validação' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Simulação' }));
    await user.click(await screen.findByRole('option', { name: 'Nenhuma simulação' }));
    await user.click(within(dialog).getByRole('button', { name: 'Criar pitch' }));
    expect(within(dialog).getByRole('combobox', { name: 'Validação' })).toHaveAccessibleDescription(
      'Preencha este campo.',
    );
    expect(sent(api)).toEqual([]);

    // The server's refusal of the title, in the user's words, under the title.
    await user.click(within(dialog).getByRole('radio', { name: /Em branco/ }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Título' }), 'Clube');
    await user.click(within(dialog).getByRole('button', { name: 'Criar pitch' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Título' })).toHaveAccessibleDescription(
        'Este texto contém caracteres que não podem ser usados.',
      ),
    );
    expect(sent(api)).toHaveLength(1);
    expect(notify).not.toHaveBeenCalled();
  });
});
