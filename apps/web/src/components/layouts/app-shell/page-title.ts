/**
 * The top bar's title key for a path, following the specification's table; paths it does not
 * list (and the aliases of the screens it lists) get their own screen's title instead of the
 * default, so that a screen is never announced under another's name.
 */
const TITLE_RULES: readonly { key: string; test: (path: string) => boolean }[] = [
  { key: 'titles.simulation', test: (p) => p === '/simulacao' || p.startsWith('/simulacao/') },
  {
    key: 'titles.businessSimulation',
    test: (p) =>
      under(p, '/simulacao-negocio') ||
      under(p, '/business-simulation') ||
      under(p, '/simulacao-gerenciamento') ||
      under(p, '/simulation-management') ||
      under(p, '/simulacao-resultados') ||
      under(p, '/simulation-results'),
  },
  { key: 'titles.mentor', test: (p) => under(p, '/mentor-ia') || under(p, '/ai-mentor') },
  { key: 'titles.reports', test: (p) => under(p, '/relatorios') || under(p, '/reports') },
  { key: 'titles.classes', test: (p) => under(p, '/turmas') || under(p, '/classes') },
  { key: 'titles.community', test: (p) => under(p, '/comunidade') || under(p, '/community') },
  {
    key: 'titles.progress',
    test: (p) => under(p, '/conquistas') || under(p, '/achievements') || under(p, '/progress'),
  },
  {
    key: 'titles.certificate',
    test: (p) => under(p, '/certificado') || under(p, '/certificate'),
  },
  { key: 'titles.plans', test: (p) => /\/(planos|plans|upgrade)$/.test(p) },
  {
    key: 'titles.checkout',
    test: (p) => under(p, '/dashboard/checkout') || under(p, '/dashboard/subscription-success'),
  },
  { key: 'titles.ideas', test: (p) => under(p, '/ideias') || under(p, '/ideas-validation') },
  {
    key: 'titles.canvas',
    test: (p) => under(p, '/canvas') || under(p, '/modelo-de-negocio') || under(p, '/business-model'),
  },
  { key: 'titles.pitch', test: (p) => under(p, '/pitch') || under(p, '/pitches') },
  { key: 'titles.ideaValidation', test: (p) => under(p, '/validacao-ideia') || under(p, '/idea-validation') },
  { key: 'titles.settings', test: (p) => under(p, '/configuracoes') || under(p, '/settings') },
  { key: 'titles.profile', test: (p) => under(p, '/perfil') },
  { key: 'titles.support', test: (p) => under(p, '/suporte') || under(p, '/support') },
  { key: 'titles.adminSupport', test: (p) => under(p, '/admin') },
  { key: 'titles.notifications', test: (p) => under(p, '/notificacoes') || under(p, '/notifications') },
];

function under(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

export function pageTitleKey(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return TITLE_RULES.find((rule) => rule.test(path))?.key ?? 'titles.dashboard';
}
