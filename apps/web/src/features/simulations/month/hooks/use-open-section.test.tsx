import { PREFERENCES, preferencesRoutes, stubApi } from '@/test/fake-api';
import { renderRoutes } from '@/test/render';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useOpenSection } from './use-open-section';

function Section() {
  const [open, toggle] = useOpenSection('riskCharts');
  return (
    <button type="button" aria-expanded={open} onClick={toggle}>
      Gráficos
    </button>
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a folded section the user opens', () => {
  it('remembers a click made before the preferences are in, keeping the other sections’ choices', async () => {
    const api = stubApi(preferencesRoutes({ ...PREFERENCES, openSections: ['monthBridges'] }));
    // The preferences' read answers only when let go: the click comes first.
    const answer = api.fetchMock;
    let letGo = () => {};
    const held = new Promise<void>((resolve) => (letGo = resolve));
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith('/api/preferences') && (init?.method ?? 'GET') === 'GET') await held;
      return answer(input, init);
    });
    await renderRoutes([{ path: '/', element: <Section /> }], { path: '/' });

    const button = screen.getByRole('button', { name: 'Gráficos' });
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(api.requestsTo('PATCH', '/api/preferences')).toHaveLength(0);

    letGo();
    await waitFor(() => expect(api.requestsTo('PATCH', '/api/preferences')).toHaveLength(1));
    expect(api.requestsTo('PATCH', '/api/preferences')[0]!.body).toEqual({
      openSections: ['monthBridges', 'riskCharts'],
    });
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });
});
