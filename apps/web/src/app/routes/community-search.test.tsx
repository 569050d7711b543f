import { OTHER, SPACES, topicSummary } from '@/features/community/testing/fixtures';
import { preferencesRoutes, stubApi, type Route } from '@/test/fake-api';
import { renderRoutes, TEST_USER } from '@/test/render';
import type { SearchResult } from '@alavanca/contracts/community';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as CommunityRoute } from './community';
import { Component as SearchRoute } from './community-search';
import { Component as SpaceRoute } from './community-space';

const RESULT: SearchResult = {
  topicId: 'a1b2c3d4-e5f6-4789-8abc-def012345678',
  postId: '00000000-0000-4000-8000-000000000002',
  number: 2,
  space: 'pt-BR/food',
  topicTitle: 'Bolo de pote no centro',
  kind: 'discussion',
  author: OTHER,
  excerpt: [
    { text: 'Nós ', match: false },
    { text: 'vendemos', match: true },
    { text: ' <b>40</b> por dia', match: false },
  ],
  createdAt: '2026-11-20T12:00:00.000Z',
};

async function render(path: string, routes: Record<string, Route>) {
  const api = stubApi({ ...preferencesRoutes(), 'GET /api/community/spaces': { body: { spaces: SPACES } }, ...routes });
  await renderRoutes(
    [
      { path: '/comunidade', Component: CommunityRoute },
      { path: '/comunidade/busca', Component: SearchRoute },
      { path: '/comunidade/espacos/:group/:name', Component: SpaceRoute },
    ],
    { path, session: { user: TEST_USER } },
  );
  return api;
}

describe('community search', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('searches from the community, marks the matched words as text, and links to the post', async () => {
    const user = userEvent.setup();
    const api = await render('/comunidade', {
      'GET /api/community/search': ({ query }) =>
        query?.q === 'vender' ? { body: { results: [RESULT], next: null } } : { body: { results: [], next: null } },
    });
    await user.type(await screen.findByRole('searchbox', { name: 'Buscar na comunidade' }), 'vender');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    const results = await screen.findByTestId('search-results');
    const link = within(results).getByRole('link');
    expect(link).toHaveAttribute('href', `/comunidade/topicos/${RESULT.topicId}#post-2`);
    expect(link).toHaveTextContent('Alimentação · Bruno Lima');
    expect(within(link).getByText('vendemos').tagName).toBe('MARK');
    expect(link).toHaveTextContent('<b>40</b> por dia');
    expect(link.querySelector('b')).toBeNull();
    expect(screen.getByText('Resultados para “vender”')).toBeInTheDocument();

    const box = screen.getByRole('searchbox', { name: 'Buscar na comunidade' });
    await user.clear(box);
    await user.type(box, 'xyzzy{Enter}');
    expect(await screen.findByText('Nada encontrado para “xyzzy”')).toBeInTheDocument();
    expect(api.requestsTo('GET', '/api/community/search').map((request) => request.query?.q)).toEqual([
      'vender',
      'xyzzy',
    ]);
  });

  it('pages the results with the offset the server gives', async () => {
    const user = userEvent.setup();
    const api = await render('/comunidade/busca?q=bolo', {
      'GET /api/community/search': ({ query }) =>
        query?.offset === '20'
          ? {
              body: { results: [{ ...RESULT, postId: '00000000-0000-4000-8000-000000000003', number: 3 }], next: null },
            }
          : { body: { results: [RESULT], next: 20 } },
    });
    await user.click(await screen.findByRole('button', { name: 'Mais resultados' }));
    await waitFor(() => expect(screen.getAllByTestId('search-result')).toHaveLength(2));
    expect(api.requestsTo('GET', '/api/community/search').map((request) => request.query)).toEqual([
      { q: 'bolo' },
      { q: 'bolo', offset: '20' },
    ]);
  });

  it('shows the similar topics of the space once a title is typed, each opening in a new tab', async () => {
    const user = userEvent.setup();
    const api = await render('/comunidade/espacos/pt-BR/feedback', {
      'GET /api/community/topics': { body: { topics: [], next: null } },
      'GET /api/community/similar': { body: { topics: [topicSummary()] } },
    });
    await user.click(await screen.findByTestId('new-topic'));
    await user.type(screen.getByLabelText('Título'), 'Quanto cobrar por bolo');
    const similar = await screen.findByRole('region', { name: 'Tópicos parecidos que já existem neste espaço:' });
    const link = within(similar).getByRole('link', { name: /Quanto cobrar por um bolo de pote\?/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('href', `/comunidade/topicos/${topicSummary().id}`);
    // Asked once the typing paused, not at every key.
    const asked = api.requestsTo('GET', '/api/community/similar');
    expect(asked.length).toBeLessThan(5);
    expect(asked.at(-1)?.query).toEqual({ space: 'pt-BR/feedback', title: 'Quanto cobrar por bolo' });
  });
});
