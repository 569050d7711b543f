import { describe, expect, it } from 'vitest';
import { pageTitleKey } from './page-title';

describe('pageTitleKey', () => {
  it.each([
    ['/dashboard', 'titles.dashboard'],
    ['/simulacao', 'titles.simulation'],
    ['/simulacao/abc', 'titles.simulation'],
    ['/simulacao-negocio', 'titles.businessSimulation'],
    ['/simulacao-negocio/123', 'titles.businessSimulation'],
    ['/simulacao-negocio/resultados/123', 'titles.businessSimulation'],
    ['/business-simulation', 'titles.businessSimulation'],
    ['/mentor-ia', 'titles.mentor'],
    ['/ai-mentor', 'titles.mentor'],
    ['/relatorios', 'titles.reports'],
    ['/relatorios/2026/11', 'titles.reports'],
    ['/conquistas', 'titles.progress'],
    ['/achievements', 'titles.progress'],
    ['/progress', 'titles.progress'],
    ['/certificado', 'titles.certificate'],
    ['/certificate', 'titles.certificate'],
    ['/comunidade', 'titles.community'],
    ['/comunidade/espacos/pt-BR/introductions', 'titles.community'],
    ['/community/topics/42', 'titles.community'],
    ['/dashboard/planos', 'titles.plans'],
    ['/dashboard/plans', 'titles.plans'],
    ['/dashboard/upgrade', 'titles.plans'],
    ['/ideias', 'titles.ideas'],
    ['/ideas-validation', 'titles.ideas'],
    ['/validacao-ideia', 'titles.ideaValidation'],
    ['/validacao-ideia/42', 'titles.ideaValidation'],
    ['/pitch', 'titles.pitch'],
    ['/pitches/42/rehearse', 'titles.pitch'],
    ['/configuracoes', 'titles.settings'],
    ['/settings', 'titles.settings'],
    ['/perfil', 'titles.profile'],
    ['/suporte', 'titles.support'],
    ['/notificacoes', 'titles.notifications'],
    ['/dashboard/checkout', 'titles.checkout'],
    ['/dashboard/subscription-success', 'titles.checkout'],
    ['/dashboard/subscription-success/', 'titles.checkout'],
    ['/relatorios/', 'titles.reports'],
  ])('%s → %s', (path, key) => {
    expect(pageTitleKey(path)).toBe(key);
  });

  it('does not take a path that merely starts with a listed word for it', () => {
    expect(pageTitleKey('/simulacao-negocios-falsos')).toBe('titles.dashboard');
    expect(pageTitleKey('/perfilx')).toBe('titles.dashboard');
    expect(pageTitleKey('/dashboard/checkouts')).toBe('titles.dashboard');
  });
});
