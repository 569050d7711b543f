/**
 * The app's screens as both sides need them: the web app's router takes their paths from here, and
 * the server, answering the address of a screen, announces that screen's scripts and catalogs and
 * writes into the page what the screen reads first, so the browser waits for no chain of requests
 * (decision 030). A read listed here that the screen no longer sends costs the server a little
 * work; a read the screen sends and this list misses goes to the network as before.
 */

/** Where a screen sits: inside the signed-in shell, in the sign-in pages' frame, or alone. */
export type ScreenLayout = 'shell' | 'auth';

export interface AppScreen {
  /** Its addresses, as the router writes them (`:name` a parameter); aliases after the first. */
  readonly paths: readonly string[];
  readonly layout: ScreenLayout;
  /** Catalog namespaces the screen reads as it first draws, besides the layout's. */
  readonly namespaces: readonly string[];
  /** The API GETs (paths after /api) the screen sends as it first draws, from its path's parameters. */
  readonly reads?: (params: Readonly<Record<string, string>>) => readonly string[];
  /**
   * Its first draw reads what only the browser keeps (the idea form's draft, the theme chosen on
   * this browser): the server, which cannot see it, does not paint the screen (decision 030).
   */
  readonly drawsFromBrowser?: true;
}

/** What every signed-in screen's shell reads first: who, their preferences, plan usage, admin role, the bell. */
export const SHELL_READS = ['/session', '/preferences', '/subscription', '/admin/access', '/notifications?filter=all'];
/** The catalogs every screen of a layout reads, besides `common`. */
export const LAYOUT_NAMESPACES: Readonly<Record<ScreenLayout, readonly string[]>> = {
  shell: ['notifications'],
  auth: ['auth'],
};

const id = (params: Readonly<Record<string, string>>) => encodeURIComponent(params.id ?? '');

/** Keyed by the route module's name (apps/web/src/app/routes/<name>.tsx). */
export const APP_SCREENS = {
  login: { paths: ['login'], layout: 'auth', namespaces: [] },
  'sign-up': { paths: ['cadastro', 'register'], layout: 'auth', namespaces: [] },
  'recover-password': { paths: ['recuperar-senha'], layout: 'auth', namespaces: [] },
  'class-invitation': {
    paths: ['turmas/convite/:code', 'classes/invite/:code'],
    layout: 'auth',
    namespaces: ['classroom'],
  },
  'certificate-verification': {
    paths: ['certificado/verificar/:id', 'certificate/verify/:id'],
    layout: 'auth',
    namespaces: ['exam', 'certificate'],
    reads: (params) => [`/certificates/${id(params)}`],
  },
  dashboard: {
    paths: ['dashboard'],
    layout: 'shell',
    namespaces: ['dashboard', 'app', 'validationReport', 'mentor', 'progress'],
    reads: () => ['/dashboard', '/dashboard/layout'],
  },
  plans: {
    paths: ['dashboard/planos', 'dashboard/plans', 'dashboard/upgrade'],
    layout: 'shell',
    namespaces: ['app'],
    reads: () => ['/billing/invoices'],
  },
  'subscription-success': {
    paths: ['dashboard/subscription-success'],
    layout: 'shell',
    namespaces: ['app', 'billing'],
  },
  checkout: { paths: ['dashboard/checkout'], layout: 'shell', namespaces: ['app', 'billing'] },
  settings: {
    paths: ['configuracoes', 'settings'],
    layout: 'shell',
    namespaces: ['account'],
    reads: () => ['/profile', '/settings', '/mentor/engine'],
    drawsFromBrowser: true,
  },
  mentor: {
    paths: ['mentor-ia', 'ai-mentor', 'mentor-ia/:id', 'ai-mentor/:id'],
    layout: 'shell',
    namespaces: ['mentorChat', 'mentor'],
    // An empty conversation offers suggestions too.
    reads: (params) => [
      '/mentor/engine',
      '/mentor/conversations',
      '/mentor/suggestions',
      ...(params.id ? [`/mentor/conversations/${id(params)}`] : []),
    ],
  },
  'new-validation': {
    paths: ['validacao-ideia', 'idea-validation'],
    layout: 'shell',
    namespaces: ['validation', 'account'],
    drawsFromBrowser: true,
  },
  validation: {
    paths: ['validacao-ideia/:id', 'idea-validation/:id'],
    layout: 'shell',
    namespaces: ['validation', 'validationReport', 'account'],
    reads: (params) => [`/validations/${id(params)}`],
  },
  'edit-validation': {
    paths: ['validacao-ideia/:id/editar', 'idea-validation/:id/edit'],
    layout: 'shell',
    namespaces: ['validation', 'account'],
    reads: (params) => [`/validations/${id(params)}`],
  },
  ideas: {
    paths: ['ideias', 'ideas-validation'],
    layout: 'shell',
    namespaces: ['validation', 'validationReport', 'account'],
    reads: () => ['/validations?sort=updated'],
  },
  canvases: {
    paths: ['canvas', 'modelo-de-negocio', 'business-model'],
    layout: 'shell',
    namespaces: ['canvas', 'account'],
    reads: () => ['/canvases', '/validations?sort=updated'],
  },
  canvas: {
    paths: ['canvas/:id', 'modelo-de-negocio/:id', 'business-model/:id'],
    layout: 'shell',
    namespaces: ['canvas', 'account', 'validation', 'validationReport'],
    reads: (params) => [`/canvases/${id(params)}`, '/validations?sort=updated'],
  },
  'canvas-versions': {
    paths: ['canvas/:id/versoes', 'canvas/:id/versions'],
    layout: 'shell',
    namespaces: ['canvas', 'validation', 'validationReport'],
    reads: (params) => [`/canvases/${id(params)}`, `/canvases/${id(params)}/versions`],
  },
  // A pitch's figures are held to the founder's validation and simulation, which its screens offer.
  pitches: {
    paths: ['pitch', 'pitches'],
    layout: 'shell',
    namespaces: ['pitchStudio', 'pitch'],
    reads: () => ['/pitches', '/validations?sort=updated', '/simulations?status=all&sort=updated'],
  },
  pitch: {
    paths: ['pitch/:id', 'pitches/:id'],
    layout: 'shell',
    namespaces: ['pitchStudio', 'pitch', 'validationReport', 'mentor'],
    // What a student's classes ask of the pitch (nothing for most founders, answered in the page all the same).
    reads: (params) => [
      `/pitches/${id(params)}`,
      '/validations?sort=updated',
      '/simulations?status=all&sort=updated',
      '/classes/pitch-briefs',
    ],
  },
  'pitch-rehearsal': {
    paths: ['pitch/:id/ensaio', 'pitch/:id/rehearse', 'pitches/:id/rehearse'],
    layout: 'shell',
    namespaces: ['pitchStudio', 'pitch'],
    reads: (params) => [`/pitches/${id(params)}`],
  },
  simulations: {
    paths: [
      'simulacao-negocio',
      'business-simulation',
      'simulacao',
      'simulacao-gerenciamento',
      'simulation-management',
    ],
    layout: 'shell',
    namespaces: ['simulation'],
    reads: () => ['/simulations?status=all&sort=updated'],
  },
  simulation: {
    paths: ['simulacao-negocio/:id'],
    layout: 'shell',
    namespaces: ['simulationMonth'],
    reads: (params) => [`/simulations/${id(params)}`],
  },
  'simulation-results': {
    paths: ['simulacao-negocio/resultados/:id', 'simulacao-resultados', 'simulation-results'],
    layout: 'shell',
    namespaces: ['simulationResults', 'simulationMonth', 'simulation'],
    reads: (params) => (params.id ? [`/simulations/${id(params)}`] : []),
  },
  reports: {
    paths: ['relatorios', 'reports'],
    layout: 'shell',
    namespaces: ['app', 'reports', 'validationReport'],
    reads: () => ['/reports/analytics', '/reports', '/reports/weekly'],
  },
  progress: {
    paths: ['conquistas', 'achievements', 'progress'],
    layout: 'shell',
    namespaces: ['achievements', 'progress'],
    reads: () => ['/progress'],
  },
  certificate: {
    paths: ['certificado', 'certificate'],
    layout: 'shell',
    namespaces: ['exam', 'certificate', 'simulationMonth'],
    reads: () => ['/certificate'],
  },
  community: {
    paths: ['comunidade', 'community'],
    layout: 'shell',
    namespaces: ['community', 'communityNetwork'],
    reads: () => ['/community/spaces', '/community/moderation/access'],
  },
  // A space's key has one slash (`pt-BR/introductions`, `class/<id>`): two segments of the address.
  'community-space': {
    paths: ['comunidade/espacos/:group/:name', 'community/spaces/:group/:name'],
    layout: 'shell',
    namespaces: ['community'],
    reads: ({ group = '', name = '' }) => [
      '/community/spaces',
      `/community/topics?space=${encodeURIComponent(`${group}/${name}`)}`,
    ],
  },
  // The queue's business type is in the address's query (`?tipo=`), which the early answers do not take.
  'community-reviews': {
    paths: ['comunidade/revisoes', 'community/reviews'],
    layout: 'shell',
    namespaces: ['community'],
  },
  'community-review': {
    paths: ['comunidade/revisoes/:id', 'community/reviews/:id'],
    layout: 'shell',
    namespaces: ['community'],
    reads: (params) => [`/community/reviews/${id(params)}`],
  },
  'community-moderation': {
    paths: ['comunidade/moderacao', 'community/moderation'],
    layout: 'shell',
    namespaces: ['community'],
    reads: () => ['/community/moderation/access', '/community/moderation/queue'],
  },
  // What it reads is in the address's query (`?q=`), which the page's early answers do not take.
  'community-search': { paths: ['comunidade/busca', 'community/search'], layout: 'shell', namespaces: ['community'] },
  'community-topic': {
    paths: ['comunidade/topicos/:id', 'community/topics/:id'],
    layout: 'shell',
    // communityNetwork: a muted member's post says so in its words.
    namespaces: ['community', 'communityNetwork'],
    reads: (params) => [`/community/topics/${id(params)}`],
  },
  // The members and their network (decision 036): the directory unfiltered, a profile, the
  // conversations, one conversation (its latest messages; reading them marks it read), the editor.
  'community-members': {
    paths: ['comunidade/membros', 'community/members'],
    layout: 'shell',
    namespaces: ['community', 'communityNetwork'],
    reads: () => ['/community/members'],
  },
  'community-member': {
    paths: ['comunidade/membros/:id', 'community/members/:id'],
    layout: 'shell',
    namespaces: ['community', 'communityNetwork'],
    reads: (params) => [`/community/members/${id(params)}`],
  },
  'community-messages': {
    paths: ['comunidade/mensagens', 'community/messages'],
    layout: 'shell',
    namespaces: ['community', 'communityNetwork'],
    reads: () => ['/community/conversations'],
  },
  'community-conversation': {
    paths: ['comunidade/mensagens/:id', 'community/messages/:id'],
    layout: 'shell',
    namespaces: ['community', 'communityNetwork'],
    reads: (params) => [`/community/conversations/${id(params)}`],
  },
  'community-profile': {
    paths: ['comunidade/perfil', 'community/profile'],
    layout: 'shell',
    namespaces: ['community', 'communityNetwork'],
    reads: () => ['/community/profile', '/community/relations'],
  },
  classes: {
    paths: ['turmas', 'classes'],
    layout: 'shell',
    namespaces: ['classroom', 'simulation'],
    reads: () => ['/classes'],
  },
  'new-class': { paths: ['turmas/nova', 'classes/new'], layout: 'shell', namespaces: ['classroom', 'simulation'] },
  'join-class': {
    paths: ['turmas/entrar/:code', 'classes/join/:code'],
    layout: 'shell',
    namespaces: ['classroom'],
  },
  class: {
    paths: ['turmas/:id', 'classes/:id'],
    layout: 'shell',
    namespaces: ['classroom', 'simulation'],
    reads: (params) => [`/classes/${id(params)}`],
  },
  support: {
    paths: ['suporte', 'support'],
    layout: 'shell',
    namespaces: ['support'],
    reads: () => ['/support/tickets'],
  },
  'help-article': {
    paths: ['suporte/artigos/:slug', 'support/articles/:slug'],
    layout: 'shell',
    namespaces: ['support'],
  },
  ticket: {
    paths: ['suporte/chamados/:id', 'support/tickets/:id'],
    layout: 'shell',
    namespaces: ['support'],
    reads: (params) => [`/support/tickets/${id(params)}`],
  },
  'admin-support': {
    paths: ['admin/suporte', 'admin/support', 'admin/suporte/:id', 'admin/support/:id'],
    layout: 'shell',
    namespaces: ['support'],
  },
  notifications: { paths: ['notificacoes', 'notifications'], layout: 'shell', namespaces: ['app'] },
  profile: { paths: ['perfil'], layout: 'shell', namespaces: ['account'], reads: () => ['/profile'] },
} as const satisfies Record<string, AppScreen>;

export type ScreenName = keyof typeof APP_SCREENS;

/** The screen an address shows and its parameters; a path with fewer parameters wins, as in the router. */
export function matchScreen(pathname: string): { name: ScreenName; params: Record<string, string> } | null {
  const segments = pathname.replace(/^\/+|\/+$/g, '').split('/');
  let best: { name: ScreenName; params: Record<string, string>; dynamic: number } | null = null;
  for (const [name, screen] of Object.entries(APP_SCREENS) as [ScreenName, AppScreen][]) {
    for (const path of screen.paths) {
      const pattern = path.split('/');
      if (pattern.length !== segments.length) continue;
      const params: Record<string, string> = {};
      let dynamic = 0;
      const matches = pattern.every((part, index) => {
        const segment = segments[index] ?? '';
        if (!part.startsWith(':')) return part === segment;
        dynamic += 1;
        params[part.slice(1)] = safeDecode(segment);
        return segment !== '';
      });
      if (matches && (!best || dynamic < best.dynamic)) best = { name, params, dynamic };
    }
  }
  return best && { name: best.name, params: best.params };
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The id of the element in which the server writes a screen's first reads into its page: JSON of
 * `{ [path after /api]: answer }`, only answers of 200. Data, never run (the content-security
 * policy allows no inline script).
 */
export const EARLY_ANSWERS_ELEMENT = 'early-answers';

/**
 * The viewport widths the server assumes when it paints a signed-in screen (decision 030): a phone's
 * (Lighthouse's and many Android phones') when the browser says it is one, else a laptop's. The
 * page's root carries the one it drew at in `PAINT_WIDTH_ATTRIBUTE`, so the app's first render,
 * which takes that paint over, draws at the same width before it looks at the real one.
 */
export const PAINT_VIEWPORT_WIDTHS = { phone: 412, other: 1280 } as const;
export const PAINT_WIDTH_ATTRIBUTE = 'data-paint-width';
