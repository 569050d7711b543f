import { apiError, stubApi, type Route } from '@/test/fake-api';
import { renderRoutes } from '@/test/render';
import type { JoinPreview } from '@alavanca/contracts/classes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLASS_ID, fakeId, JOIN_CODE, makeClass, makePreview, presentClass } from '../testing/fake-classes';
import { normaliseCode } from '../utils/join-code';
import { JoinClassScreen } from './join-class-screen';

const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/notify', () => ({ notify }));

const PREVIEW_PATH = `/api/classes/join/${JOIN_CODE}`;
const JOINED = { body: { class: presentClass(makeClass({ rounds: 0 }), { role: 'student', company: 0 }) } };
const TEAM_A = { id: fakeId(5, 1), name: 'Equipe Aurora', members: 2 };
const TEAM_B = { id: fakeId(5, 2), name: 'Equipe Boreal', members: 1 };

/** /turmas/entrar/:code as the app's route mounts it: the code from the link, normalised. */
function JoinRoute() {
  const { code = '' } = useParams();
  return <JoinClassScreen key={code} code={normaliseCode(code)} />;
}

async function renderJoin(
  preview: JoinPreview | Route,
  { join = JOINED, path = `/turmas/entrar/${JOIN_CODE}` }: { join?: Route; path?: string } = {},
) {
  const user = userEvent.setup({ delay: null });
  const api = stubApi({
    [`GET ${PREVIEW_PATH}`]: 'id' in preview ? { body: { class: preview } } : preview,
    'POST /api/classes/join': join,
  });
  const view = await renderRoutes(
    [
      { path: '/turmas/entrar/:code', element: <JoinRoute /> },
      { path: '/turmas/:id', element: <p>turma aberta</p> },
      { path: '/turmas', element: <p>lista de turmas</p> },
    ],
    { path },
  );
  const joins = () => api.requestsTo('POST', '/api/classes/join');
  const submit = () => user.click(screen.getByRole('button', { name: 'Entrar na turma' }));
  return { ...view, user, api, joins, submit };
}

describe('JoinClassScreen', () => {
  beforeEach(() => notify.mockClear());
  afterEach(() => vi.unstubAllGlobals());

  it('says the code was not found when the server does not know it', async () => {
    const { api } = await renderJoin(apiError(404, 'NOT_FOUND'));
    expect(await screen.findByRole('heading', { name: 'Código não encontrado' })).toBeInTheDocument();
    expect(
      screen.getByText('Nenhuma turma usa este código. Confira com o professor e tente de novo.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para Turmas' })).toHaveAttribute('href', '/turmas');
    expect(screen.queryByTestId('join-class-form')).not.toBeInTheDocument();
    // Asked once: a 404 is an answer, not a failure to retry.
    expect(api.requestsTo('GET', PREVIEW_PATH)).toHaveLength(1);
  });

  it('asks for the code as the class uses it, however the link typed it', async () => {
    const { api } = await renderJoin(makePreview(), { path: '/turmas/entrar/k7m3-p9qx' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Empreendedorismo — Turma A' })).toBeInTheDocument();
    expect(api.requestsTo('GET', PREVIEW_PATH)).toHaveLength(1);
  });

  it('offers to try again when the class could not load', async () => {
    let calls = 0;
    await renderJoin(() => (++calls === 1 ? apiError(503, 'SERVICE_UNAVAILABLE') : { body: { class: makePreview() } }));
    expect(await screen.findByText('Não foi possível carregar a turma.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(await screen.findByRole('heading', { name: 'Empreendedorismo — Turma A' })).toBeInTheDocument();
  });

  it('says to wait when too many codes opened nothing', async () => {
    await renderJoin(apiError(429, 'RATE_LIMITED'));
    expect(
      await screen.findByText('Muitas tentativas seguidas. Aguarde um pouco e tente de novo.'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('join-class-form')).not.toBeInTheDocument();
  });

  it('tells a late student that the rounds they missed start their company on held decisions', async () => {
    const { joins, submit, user } = await renderJoin(makePreview({ month: 2 }));
    expect(await screen.findByTestId('join-late')).toHaveTextContent(
      'A turma já fechou 2 rodadas. Sua empresa começa com esses meses jogados com as decisões mantidas',
    );
    await user.type(screen.getByTestId('join-company-name'), 'Chegou Tarde');
    await submit();
    await waitFor(() =>
      expect(joins().map((request) => request.body)).toEqual([{ code: JOIN_CODE, companyName: 'Chegou Tarde' }]),
    );
  });

  it('describes the class and joins it individually with the company’s name', async () => {
    const { user, joins, submit, router } = await renderJoin(makePreview());
    const section = await screen.findByRole('region', { name: 'Empreendedorismo — Turma A' });
    expect(section).toHaveTextContent('Convite para a turma');
    expect(section).toHaveTextContent(
      'Professor: Marta Lima · E-commerce · Mercado compartilhado · Individual · 12 rodadas',
    );
    expect(section).toHaveTextContent(
      'As empresas da turma disputam o mesmo mercado: preço, marca, qualidade, satisfação e estoque decidem quem leva cada cliente.',
    );
    expect(section).toHaveTextContent('Jogar numa turma não consome o limite do seu plano.');
    expect(screen.queryByRole('group', { name: 'Sua equipe' })).not.toBeInTheDocument();

    const name = screen.getByTestId('join-company-name');
    expect(name).toHaveAccessibleDescription('É o nome que a turma verá no ranking, se o professor mostrar os nomes.');
    await user.type(name, '  Loja da Ana ');
    await submit();

    await waitFor(() => expect(router.state.location.pathname).toBe(`/turmas/${CLASS_ID}`));
    expect(joins().map((request) => request.body)).toEqual([{ code: JOIN_CODE, companyName: 'Loja da Ana' }]);
    expect(notify).toHaveBeenCalledWith({
      title: 'Você entrou na turma',
      description: 'Bem-vindo a Empreendedorismo — Turma A. Suas decisões da primeira rodada já podem ser enviadas.',
      variant: 'success',
    });
    // The invitation is replaced: going back does not land on it again.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('names the company field by its label, so a screen reader says what to type', async () => {
    const { user } = await renderJoin(makePreview());
    const name = await screen.findByTestId('join-company-name');
    expect(screen.getByRole('textbox', { name: 'Nome da sua empresa' })).toBe(name);
    await user.click(screen.getByText('Nome da sua empresa'));
    expect(name).toHaveFocus();
  });

  it('requires the company’s name and sends nothing without it', async () => {
    const { user, joins, submit, router } = await renderJoin(makePreview());
    const name = await screen.findByTestId('join-company-name');
    await user.type(name, '   ');
    await submit();
    expect(screen.getByText('Preencha este campo.')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();
    expect(joins()).toEqual([]);
    expect(router.state.location.pathname).toBe(`/turmas/entrar/${JOIN_CODE}`);

    // Typing clears the message.
    await user.type(name, 'Loja');
    expect(screen.queryByText('Preencha este campo.')).not.toBeInTheDocument();
  });

  it('shows the server’s issue with the name beside the field', async () => {
    const { user, joins, submit, router } = await renderJoin(makePreview(), {
      join: {
        status: 400,
        body: {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'invalid',
            issues: [{ path: 'companyName', message: 'validation.tooLong' }],
          },
        },
      },
    });
    await user.type(await screen.findByTestId('join-company-name'), 'Loja da Ana');
    await submit();
    expect(await screen.findByText('Texto longo demais.')).toBeInTheDocument();
    expect(joins()).toHaveLength(1);
    expect(router.state.location.pathname).toBe(`/turmas/entrar/${JOIN_CODE}`);
    expect(notify).not.toHaveBeenCalled();
  });

  it('tells in a toast why joining was refused', async () => {
    const { user, submit } = await renderJoin(makePreview(), { join: apiError(409, 'CLASS_FULL') });
    await user.type(await screen.findByTestId('join-company-name'), 'Loja da Ana');
    await submit();
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Não foi possível entrar na turma', variant: 'destructive' }),
      ),
    );
  });

  describe('in a class of teams', () => {
    const teams = makePreview({ grouping: 'teams', teams: [TEAM_A, TEAM_B] });

    it('joins the team picked, sending its id and no name', async () => {
      const { user, joins, submit, router } = await renderJoin(teams);
      const group = await screen.findByRole('group', { name: 'Sua equipe' });
      const aurora = within(group).getByRole('radio', { name: /^Equipe Aurora/ });
      expect(aurora).toBeChecked();
      expect(aurora.closest('label')).toHaveTextContent('2 alunos até agora');
      expect(
        within(group)
          .getByRole('radio', { name: /^Equipe Boreal/ })
          .closest('label'),
      ).toHaveTextContent('1 aluno até agora');
      // Joining a team that exists asks for no name.
      expect(screen.queryByTestId('join-company-name')).not.toBeInTheDocument();

      await user.click(within(group).getByRole('radio', { name: /^Equipe Boreal/ }));
      await submit();
      await waitFor(() => expect(router.state.location.pathname).toBe(`/turmas/${CLASS_ID}`));
      expect(joins().map((request) => request.body)).toEqual([{ code: JOIN_CODE, teamId: TEAM_B.id }]);
    });

    it('founds a new team with the company’s name', async () => {
      const { user, joins, submit, router } = await renderJoin(teams);
      const group = await screen.findByRole('group', { name: 'Sua equipe' });
      await user.click(within(group).getByRole('radio', { name: /^Criar uma nova equipe/ }));
      expect(group).toHaveTextContent('Você escolhe o nome da empresa; seus colegas a escolhem aqui depois.');
      const name = screen.getByTestId('join-company-name');
      expect(name.closest('div')).toHaveTextContent('Nome da empresa da equipe');

      await submit();
      expect(screen.getByText('Preencha este campo.')).toBeInTheDocument();
      expect(joins()).toEqual([]);

      await user.type(name, 'Equipe Cometa');
      await submit();
      await waitFor(() => expect(router.state.location.pathname).toBe(`/turmas/${CLASS_ID}`));
      expect(joins().map((request) => request.body)).toEqual([{ code: JOIN_CODE, companyName: 'Equipe Cometa' }]);
    });

    // A team that went away (its last student left) is refused on `teamId`: the student is told.
    it('says why the team picked could not be joined when the server refuses it', async () => {
      const { joins, submit } = await renderJoin(teams, {
        join: {
          status: 400,
          body: {
            error: {
              code: 'VALIDATION_FAILED',
              message: 'invalid',
              issues: [{ path: 'teamId', message: 'validation.invalidOption' }],
            },
          },
        },
      });
      await screen.findByRole('group', { name: 'Sua equipe' });
      await submit();
      await waitFor(() => expect(joins()).toHaveLength(1));
      // Settled: the button reads "Entrar na turma" again.
      await screen.findByRole('button', { name: 'Entrar na turma' });
      const told = notify.mock.calls.length > 0 || screen.queryByText('Escolha uma das opções.') !== null;
      expect(told).toBe(true);
    });

    // The preview refetched after TEAM_FULL no longer lists the full team: it is not sent again.
    it('after a full team is refused, does not send that team again', async () => {
      let previews = 0;
      const { joins, submit, api } = await renderJoin(
        () => ({ body: { class: ++previews === 1 ? teams : makePreview({ grouping: 'teams', teams: [TEAM_B] }) } }),
        { join: apiError(409, 'TEAM_FULL') },
      );
      await screen.findByRole('group', { name: 'Sua equipe' });
      await submit();
      await waitFor(() =>
        expect(notify).toHaveBeenCalledWith({
          title: 'Não foi possível entrar na turma',
          description: 'Esta equipe já está completa. Escolha outra ou crie uma nova.',
          variant: 'destructive',
        }),
      );
      await waitFor(() => expect(api.requestsTo('GET', PREVIEW_PATH)).toHaveLength(2));
      await waitFor(() => expect(screen.queryByRole('radio', { name: /^Equipe Aurora/ })).not.toBeInTheDocument());

      await submit();
      await waitFor(() => expect(joins()).toHaveLength(2));
      expect(joins()[1]!.body).not.toEqual({ code: JOIN_CODE, teamId: TEAM_A.id });
    });

    it('starts with a new team when no team has room', async () => {
      await renderJoin(makePreview({ grouping: 'teams', teams: [] }));
      const group = await screen.findByRole('group', { name: 'Sua equipe' });
      expect(within(group).getAllByRole('radio')).toHaveLength(1);
      expect(within(group).getByRole('radio', { name: /^Criar uma nova equipe/ })).toBeChecked();
      expect(screen.getByTestId('join-company-name')).toBeInTheDocument();
    });
  });

  it('opens the class for a student already in it, with no form', async () => {
    const { user, router, joins } = await renderJoin(makePreview({ member: true, open: false }));
    expect(await screen.findByText('Você já está nesta turma.')).toBeInTheDocument();
    expect(screen.queryByTestId('join-class-form')).not.toBeInTheDocument();
    const open = screen.getByRole('link', { name: 'Abrir turma' });
    expect(open).toHaveAttribute('href', `/turmas/${CLASS_ID}`);
    await user.click(open);
    expect(router.state.location.pathname).toBe(`/turmas/${CLASS_ID}`);
    expect(joins()).toEqual([]);
  });

  it('says enrolment closed with the first round, with no form', async () => {
    await renderJoin(makePreview({ open: false }));
    expect(
      await screen.findByText('As inscrições desta turma fecharam quando a primeira rodada terminou.'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('join-class-form')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Entrar na turma' })).not.toBeInTheDocument();
  });
});
