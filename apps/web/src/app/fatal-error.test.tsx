import { renderRoutes } from '@/test/render';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './fatal-error';

function Broken(): never {
  throw new Error('boom');
}

describe('fatal error screen', () => {
  it('replaces a screen that throws with the message and a way back to /', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderRoutes([{ path: '/', errorElement: <RouteErrorBoundary />, Component: Broken }], { path: '/' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Ocorreu um erro inesperado');
    expect(screen.getByText('Estamos trabalhando para resolver o problema.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar ao início' })).toHaveAttribute('href', '/');
    expect(console.error).toHaveBeenCalledWith('Unexpected application error', expect.any(Error));
  });
});
