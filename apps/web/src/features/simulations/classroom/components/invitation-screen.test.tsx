import { apiError, stubApi } from '@/test/fake-api';
import { renderRoutes } from '@/test/render';
import { ClassInvitation } from '@alavanca/contracts/classes';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JOIN_CODE, makePreview } from '../testing/fake-classes';
import { InvitationScreen } from './invitation-screen';

const INVITATION_PATH = `/api/classes/invitation/${JOIN_CODE}`;
const { id: _id, member: _member, teams: _teams, ...invitation } = makePreview({ month: 0 });

/** Where the visitor went, and what the page they went to was told to come back to. */
function Landed({ name }: { name: string }) {
  const location = useLocation();
  return <p>{`${name} → ${JSON.stringify(location.state)}`}</p>;
}

async function renderInvitation(answer: Parameters<typeof stubApi>[0][string]) {
  stubApi({ [`GET ${INVITATION_PATH}`]: answer });
  return renderRoutes(
    [
      { path: '/turmas/convite/:code', element: <InvitationScreen code={JOIN_CODE} /> },
      { path: '/cadastro', element: <Landed name="cadastro" /> },
      { path: '/login', element: <Landed name="login" /> },
      { path: '/', element: <p>início</p> },
    ],
    { path: `/turmas/convite/${JOIN_CODE}` },
  );
}

describe('InvitationScreen, for a visitor without an account', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says what the class is first, then offers sign-up, which comes back to the invitation', async () => {
    await renderInvitation({ body: { invitation: ClassInvitation.parse(invitation) } });
    const section = await screen.findByRole('region', { name: 'Empreendedorismo — Turma A' });
    expect(section).toHaveTextContent(
      'Professor: Marta Lima · E-commerce · Mercado compartilhado · Individual · 12 rodadas',
    );
    expect(section).toHaveTextContent('Jogar numa turma não consome o limite do seu plano.');
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Criar conta e entrar na turma', 'Já tenho conta']);
    await userEvent.setup().click(links[0]!);
    expect(await screen.findByText(`cadastro → {"from":"/turmas/entrar/${JOIN_CODE}"}`)).toBeInTheDocument();
  });

  it('tells a latecomer about the rounds they missed', async () => {
    await renderInvitation({ body: { invitation: { ...invitation, month: 3 } } });
    expect(await screen.findByTestId('join-late')).toHaveTextContent('A turma já fechou 3 rodadas.');
  });

  it('says the code opens no class, with the way home', async () => {
    await renderInvitation(apiError(404, 'NOT_FOUND'));
    expect(await screen.findByRole('heading', { name: 'Código não encontrado' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para a página inicial' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: 'Criar conta e entrar na turma' })).not.toBeInTheDocument();
  });

  it('does not offer sign-up to a class that no longer takes students', async () => {
    await renderInvitation({ body: { invitation: { ...invitation, open: false, month: 2 } } });
    expect(await screen.findByText('As inscrições desta turma fecharam', { exact: false })).toBeInTheDocument();
    expect(screen.queryByTestId('join-late')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Criar conta e entrar na turma' })).not.toBeInTheDocument();
  });
});
