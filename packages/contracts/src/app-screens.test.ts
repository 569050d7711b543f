import { describe, expect, it } from 'vitest';
import { APP_SCREENS, matchScreen } from './app-screens';

describe('matchScreen', () => {
  it('finds the screen of an address, a fixed path before a parameter, as the router does', () => {
    expect(matchScreen('/dashboard')).toEqual({ name: 'dashboard', params: {} });
    expect(matchScreen('/turmas/nova')).toEqual({ name: 'new-class', params: {} });
    expect(matchScreen('/turmas/abc')).toEqual({ name: 'class', params: { id: 'abc' } });
    expect(matchScreen('/simulacao-negocio/resultados/abc')).toEqual({
      name: 'simulation-results',
      params: { id: 'abc' },
    });
    expect(matchScreen('/simulacao-negocio/abc/')).toEqual({ name: 'simulation', params: { id: 'abc' } });
    expect(matchScreen('/mentor-ia')).toEqual({ name: 'mentor', params: {} });
    expect(matchScreen('/suporte/artigos/caf%C3%A9')).toEqual({ name: 'help-article', params: { slug: 'café' } });
  });

  it('finds nothing for an address no screen answers', () => {
    for (const pathname of ['/', '/nope', '/dashboard/extra/deep', '/turmas/a/b/c', '/simulacao-negocio/a/b/c']) {
      expect(matchScreen(pathname), pathname).toBeNull();
    }
  });

  it('gives a read path only the parameter, encoded: an id cannot reach another route', () => {
    const simulation = APP_SCREENS.simulation.reads({ id: '../admin/access' });
    expect(simulation).toEqual(['/simulations/..%2Fadmin%2Faccess']);
    const match = matchScreen('/validacao-ideia/a%3Fb');
    expect(match && APP_SCREENS.validation.reads(match.params)).toEqual(['/validations/a%3Fb']);
  });
});
