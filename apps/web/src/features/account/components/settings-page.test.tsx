import { COUNTRY_NAMES_PT, LANGUAGE_NAMES, expectDrawnFlags } from '@/test/flags';
import { renderRoutes } from '@/test/render';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, stubApi, type FakeAnswer, type RecordedRequest, type Route } from '@/test/fake-api';
import { PROFILE, SAVED_PREFERENCES, SETTINGS } from '../testing/fixtures';
import { SettingsPage } from './settings-page';

const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/notify', () => ({ notify }));

type Routes = Record<string, Route>;

const echo =
  <T extends object>(base: T) =>
  ({ body }: RecordedRequest): FakeAnswer => ({ body: { ...base, ...(body as object) } });

async function renderSettings(routes: Routes = {}) {
  const api = stubApi({
    'GET /api/profile': { body: PROFILE },
    'GET /api/preferences': { body: SAVED_PREFERENCES },
    'GET /api/settings': { body: SETTINGS },
    'PUT /api/profile': echo(PROFILE),
    'PATCH /api/preferences': echo(SAVED_PREFERENCES),
    'PATCH /api/settings': echo(SETTINGS),
    ...routes,
  });
  const view = await renderRoutes(
    [
      { path: '/configuracoes', element: <SettingsPage email={PROFILE.email} /> },
      { path: '/login', element: <p>login page</p> },
    ],
    { path: '/configuracoes' },
  );
  // Every section has loaded once the last form's save button is there.
  await screen.findByRole('button', { name: 'Salvar notificações' });
  await screen.findByRole('button', { name: 'Salvar preferências' });
  await screen.findByRole('button', { name: 'Salvar perfil' });
  return { api, ...view };
}

const section = (id: string) => screen.getByTestId(`settings-${id}`);
const writes = (requests: RecordedRequest[]) => requests.filter((request) => request.method !== 'GET');

async function choose(user: ReturnType<typeof userEvent.setup>, trigger: HTMLElement, option: string | RegExp) {
  await user.click(trigger);
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('settings page', () => {
  beforeEach(() => notify.mockClear());
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('lists its sections with links to each, and every section has a heading', async () => {
    await renderSettings();
    const nav = screen.getByRole('navigation', { name: 'Seções das configurações' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['#profile', '#password', '#appearance', '#preferences', '#ai', '#notifications', '#data']);
    for (const name of [
      'Perfil',
      'Senha',
      'Aparência e idioma',
      'Preferências regionais',
      'Mentor IA',
      'Notificações',
      'Seus dados',
    ]) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
  });

  describe('profile', () => {
    it('saves first and last name only, and says so', async () => {
      const user = userEvent.setup();
      const { api } = await renderSettings();
      const profile = section('profile');
      const first = within(profile).getByLabelText('Nome');
      expect(first).toHaveValue('Ana');
      expect(within(profile).getByLabelText('E-mail')).toHaveValue(PROFILE.email);
      await user.clear(first);
      await user.type(first, 'Ana Clara');
      await user.click(within(profile).getByRole('button', { name: 'Salvar perfil' }));

      await waitFor(() =>
        expect(writes(api.requests)).toEqual([
          { method: 'PUT', path: '/api/profile', body: { firstName: 'Ana Clara', lastName: 'Souza' } },
        ]),
      );
      await waitFor(() =>
        expect(notify).toHaveBeenCalledWith(
          expect.objectContaining({ title: 'Perfil atualizado', variant: 'success' }),
        ),
      );
    });
  });

  describe('password', () => {
    it('asks for a new password of at least 8 characters typed twice alike', async () => {
      const user = userEvent.setup();
      const { api } = await renderSettings();
      const password = section('password');
      expect(within(password).getByText('Mínimo de 8 caracteres.')).toBeInTheDocument();
      await user.type(within(password).getByLabelText('Senha atual'), 'senha-antiga');
      await user.type(within(password).getByLabelText('Nova senha'), 'curta');
      await user.type(within(password).getByLabelText('Confirme a nova senha'), 'outra');
      await user.click(within(password).getByRole('button', { name: 'Trocar senha' }));
      expect(await within(password).findByText('A senha deve ter pelo menos 8 caracteres.')).toBeInTheDocument();
      expect(within(password).getByText('As senhas não são iguais.')).toBeInTheDocument();
      expect(writes(api.requests)).toEqual([]);
    });

    it('sends the current and new password, and shows a wrong current password under its field', async () => {
      const user = userEvent.setup();
      const { api } = await renderSettings({ 'PUT /api/account/password': apiError(400, 'WRONG_PASSWORD') });
      const password = section('password');
      await user.type(within(password).getByLabelText('Senha atual'), 'senha-errada');
      await user.type(within(password).getByLabelText('Nova senha'), 'nova-senha-123');
      await user.type(within(password).getByLabelText('Confirme a nova senha'), 'nova-senha-123');
      await user.click(within(password).getByRole('button', { name: 'Trocar senha' }));

      expect(await within(password).findByText('A senha atual está incorreta.')).toBeInTheDocument();
      expect(writes(api.requests)).toEqual([
        {
          method: 'PUT',
          path: '/api/account/password',
          body: { currentPassword: 'senha-errada', newPassword: 'nova-senha-123' },
        },
      ]);
    });
  });

  describe('preferences', () => {
    it('lists countries and languages by name, each with its flag drawn, never an emoji flag', async () => {
      const user = userEvent.setup();
      await renderSettings();
      await user.click(within(section('preferences')).getByTestId('preferences-country'));
      expectDrawnFlags(await screen.findByRole('listbox'), screen.getAllByRole('option'), COUNTRY_NAMES_PT);
      await user.keyboard('{Escape}');
      const language = within(section('appearance')).getByTestId('settings-language');
      expectDrawnFlags(language, [language], ['Português']);
      await user.click(language);
      expectDrawnFlags(await screen.findByRole('listbox'), screen.getAllByRole('option'), LANGUAGE_NAMES);
    });

    it('fills currency, formats and time zone from the chosen country before saving, and saves only what changed', async () => {
      const user = userEvent.setup();
      const { api } = await renderSettings();
      const preferences = section('preferences');
      await choose(user, within(preferences).getByTestId('preferences-country'), /Estados Unidos/);

      expect(within(preferences).getByTestId('preferences-currency')).toHaveTextContent('Dólar americano (US$)');
      expect(within(preferences).getByTestId('preferences-dateFormat')).toHaveTextContent('MM/DD/AAAA');
      expect(within(preferences).getByTestId('preferences-numberFormat')).toHaveTextContent(
        'Ponto nos decimais (1,234.56)',
      );
      expect(within(preferences).getByTestId('preferences-timezone')).toHaveValue('America/New_York');
      expect(within(preferences).getByTestId('preferences-numberFormat-example')).toHaveTextContent('1,234,567.89');
      expect(writes(api.requests)).toEqual([]);

      await user.click(within(preferences).getByRole('button', { name: 'Salvar preferências' }));
      await waitFor(() =>
        expect(writes(api.requests)).toEqual([
          {
            method: 'PATCH',
            path: '/api/preferences',
            body: {
              country: 'US',
              currency: 'USD',
              dateFormat: 'MM/DD/YYYY',
              numberFormat: 'thousand',
              timezone: 'America/New_York',
            },
          },
        ]),
      );
      await waitFor(() =>
        expect(notify).toHaveBeenCalledWith(
          expect.objectContaining({ title: 'Preferências salvas', variant: 'success' }),
        ),
      );
    });

    it('shows live examples of the chosen date and number formats', async () => {
      const user = userEvent.setup();
      vi.useFakeTimers({ toFake: ['Date'], now: new Date('2025-03-05T15:00:00Z') });
      await renderSettings();
      vi.useRealTimers();
      const preferences = section('preferences');
      expect(within(preferences).getByTestId('preferences-dateFormat-example')).toHaveTextContent(
        'Exemplo: 05/03/2025',
      );
      expect(within(preferences).getByTestId('preferences-numberFormat-example')).toHaveTextContent(
        'Exemplo: 1.234.567,89',
      );
      expect(within(preferences).getByTestId('preferences-currency-example')).toHaveTextContent('R$ 1.234.567,89');
      await choose(user, within(preferences).getByTestId('preferences-dateFormat'), 'AAAA-MM-DD');
      expect(within(preferences).getByTestId('preferences-dateFormat-example')).toHaveTextContent(
        'Exemplo: 2025-03-05',
      );
      await choose(user, within(preferences).getByTestId('preferences-numberFormat'), /Ponto nos decimais/);
      expect(within(preferences).getByTestId('preferences-numberFormat-example')).toHaveTextContent(
        'Exemplo: 1,234,567.89',
      );
    });

    it('refuses a time zone the browser does not know', async () => {
      const { api } = await renderSettings();
      const preferences = section('preferences');
      const zone = within(preferences).getByTestId('preferences-timezone');
      fireEvent.change(zone, { target: { value: 'Marte/Olympus' } });
      fireEvent.click(within(preferences).getByRole('button', { name: 'Salvar preferências' }));
      expect(await within(preferences).findByText('Escolha uma das opções.')).toBeInTheDocument();
      expect(writes(api.requests)).toEqual([]);
    });

    it.each([
      ['the server refuses one preference', apiError(500, 'INTERNAL'), 'Não foi possível salvar a preferência: Região'],
      [
        'an unexpected error hits one preference',
        { body: { unexpected: true } },
        'Ocorreu um erro ao atualizar a preferência: Região',
      ],
    ])('names the field when %s', async (_, answer, message) => {
      const user = userEvent.setup();
      vi.spyOn(console, 'error').mockImplementation(() => {});
      await renderSettings({ 'PATCH /api/preferences': answer });
      const preferences = section('preferences');
      await choose(user, within(preferences).getByTestId('preferences-region'), 'Europa');
      await user.click(within(preferences).getByRole('button', { name: 'Salvar preferências' }));
      await waitFor(() =>
        expect(notify).toHaveBeenCalledWith({ title: 'Erro', description: message, variant: 'destructive' }),
      );
    });

    it('says the preferences could not be saved when several fail together', async () => {
      const user = userEvent.setup();
      await renderSettings({ 'PATCH /api/preferences': apiError(500, 'INTERNAL') });
      const preferences = section('preferences');
      await choose(user, within(preferences).getByTestId('preferences-country'), /Alemanha/);
      await user.click(within(preferences).getByRole('button', { name: 'Salvar preferências' }));
      await waitFor(() =>
        expect(notify).toHaveBeenCalledWith({
          title: 'Erro',
          description: 'Não foi possível salvar suas preferências',
          variant: 'destructive',
        }),
      );
    });
  });

  describe('AI mentor', () => {
    it('keeps verbosity within 0–100 and shows its value', async () => {
      await renderSettings();
      const ai = section('ai');
      const slider = within(ai).getByRole('slider', { name: 'Nível de detalhe' });
      expect(slider).toHaveAttribute('min', '0');
      expect(slider).toHaveAttribute('max', '100');
      expect(slider).toHaveValue('70');
      expect(within(ai).getByTestId('settings-ai-verbosity-value')).toHaveTextContent('70 — Respostas detalhadas');
      fireEvent.change(slider, { target: { value: '0' } });
      expect(within(ai).getByTestId('settings-ai-verbosity-value')).toHaveTextContent('0 — Respostas curtas');
      fireEvent.change(slider, { target: { value: '100' } });
      expect(within(ai).getByTestId('settings-ai-verbosity-value')).toHaveTextContent('100 — Respostas detalhadas');
      expect(slider).toHaveAttribute('aria-valuetext', '100 — Respostas detalhadas');
    });

    it('counts the context characters and refuses more than 2000', async () => {
      const user = userEvent.setup();
      const { api } = await renderSettings();
      const ai = section('ai');
      const context = within(ai).getByLabelText('Contexto para os mentores');
      expect(context).toHaveAttribute('maxLength', '2000');
      expect(within(ai).getByTestId('settings-ai-context-counter')).toHaveTextContent('0 / 2000 caracteres');
      await user.type(context, 'Padaria');
      expect(within(ai).getByTestId('settings-ai-context-counter')).toHaveTextContent('7 / 2000 caracteres');

      fireEvent.change(context, { target: { value: 'a'.repeat(2001) } });
      expect(within(ai).getByTestId('settings-ai-context-counter')).toHaveTextContent('2001 / 2000 caracteres');
      await user.click(within(ai).getByRole('button', { name: 'Salvar mentor' }));
      expect(await within(ai).findByText('Texto longo demais.')).toBeInTheDocument();
      expect(writes(api.requests)).toEqual([]);
    });

    it('saves tone, verbosity and context only', async () => {
      const user = userEvent.setup();
      const { api } = await renderSettings();
      const ai = section('ai');
      await choose(user, within(ai).getByTestId('settings-ai-tone'), 'Formal');
      fireEvent.change(within(ai).getByRole('slider'), { target: { value: '35' } });
      await user.type(within(ai).getByLabelText('Contexto para os mentores'), 'Loja de bicicletas');
      await user.click(within(ai).getByRole('button', { name: 'Salvar mentor' }));
      await waitFor(() =>
        expect(writes(api.requests)).toEqual([
          {
            method: 'PATCH',
            path: '/api/settings',
            body: { aiTone: 'formal', aiVerbosity: 35, aiContext: 'Loja de bicicletas' },
          },
        ]),
      );
    });
  });

  describe('AI mentor engine', () => {
    it('says which engine answers: the built-in mentor, or the language model by its name', async () => {
      await renderSettings({ 'GET /api/mentor/engine': { body: { engine: 'builtIn', model: null } } });
      expect(await within(section('ai')).findByTestId('settings-ai-engine')).toHaveTextContent('o mentor embutido');
    });

    it('names a configured language model', async () => {
      await renderSettings({ 'GET /api/mentor/engine': { body: { engine: 'openai', model: 'llama3.1' } } });
      expect(await within(section('ai')).findByTestId('settings-ai-engine')).toHaveTextContent(
        'um modelo de linguagem (llama3.1)',
      );
    });
  });

  describe('notifications', () => {
    it('saves the two switches and the community digest only', async () => {
      const user = userEvent.setup();
      const { api } = await renderSettings();
      const notifications = section('notifications');
      const email = within(notifications).getByRole('switch', { name: 'Notificações por e-mail' });
      expect(email).toBeChecked();
      await user.click(email);
      expect(email).not.toBeChecked();
      const digest = within(notifications).getByTestId('settings-community-digest');
      expect(digest).toHaveTextContent('Não enviar');
      expect(digest).toHaveAccessibleName('Resumo da comunidade por e-mail');
      await choose(user, digest, 'Semanal (às segundas)');
      await user.click(within(notifications).getByRole('button', { name: 'Salvar notificações' }));
      await waitFor(() =>
        expect(writes(api.requests)).toEqual([
          {
            method: 'PATCH',
            path: '/api/settings',
            body: { emailNotifications: false, weeklyReports: true, communityDigest: 'weekly' },
          },
        ]),
      );
      await waitFor(() =>
        expect(notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'Notificações atualizadas' })),
      );
    });
  });

  describe('your data', () => {
    it('downloads the export as a JSON file', async () => {
      const user = userEvent.setup();
      const exported = { profile: PROFILE };
      const { api } = await renderSettings({ 'GET /api/account/export': { body: exported } });
      const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:export');
      vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
      const clicked: HTMLAnchorElement[] = [];
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        clicked.push(this);
      });

      await user.click(within(section('data')).getByRole('button', { name: 'Baixar JSON' }));

      await waitFor(() => expect(clicked).toHaveLength(1));
      expect(api.requests.some((r) => r.path === '/api/account/export')).toBe(true);
      expect(clicked[0]?.getAttribute('href')).toBe('blob:export');
      expect(clicked[0]?.download).toMatch(/\.json$/);
      const blob = createObjectURL.mock.calls[0]?.[0];
      expect(JSON.parse(await (blob as Blob).text())).toEqual(exported);
      await waitFor(() =>
        expect(notify).toHaveBeenCalledWith(
          expect.objectContaining({ title: 'Exportação pronta', variant: 'success' }),
        ),
      );
    });

    it('deletes the account only once the e-mail is typed, then goes to /login', async () => {
      const user = userEvent.setup();
      const { api, router } = await renderSettings({ 'DELETE /api/account': { status: 204 } });
      await user.click(within(section('data')).getByRole('button', { name: 'Excluir conta' }));
      const dialog = await screen.findByRole('dialog', { name: 'Excluir minha conta' });
      const confirm = within(dialog).getByRole('button', { name: 'Excluir para sempre' });
      expect(confirm).toBeDisabled();

      const email = within(dialog).getByLabelText(`Para confirmar, digite seu e-mail (${PROFILE.email})`);
      await user.type(email, 'outra@exemplo.com');
      expect(confirm).toBeDisabled();
      await user.clear(email);
      await user.type(email, ' ANA@exemplo.com.br ');
      expect(confirm).toBeEnabled();
      await user.click(confirm);

      expect(await screen.findByText('login page')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/login');
      expect(writes(api.requests)).toEqual([
        { method: 'DELETE', path: '/api/account', body: { confirmEmail: 'ANA@exemplo.com.br' } },
      ]);
      expect(notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'Conta excluída', variant: 'success' }));
    });

    it('shows the mismatch under the field when the server does not recognise the e-mail', async () => {
      const user = userEvent.setup();
      await renderSettings({ 'DELETE /api/account': apiError(400, 'VALIDATION_FAILED') });
      await user.click(within(section('data')).getByRole('button', { name: 'Excluir conta' }));
      const dialog = await screen.findByRole('dialog');
      await user.type(within(dialog).getByRole('textbox'), PROFILE.email);
      await user.click(within(dialog).getByRole('button', { name: 'Excluir para sempre' }));
      expect(await within(dialog).findByText('O texto digitado não confere.')).toBeInTheDocument();
    });
  });
});
