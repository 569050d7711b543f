/**
 * The community's screens. A space's key has one slash (`pt-BR/introductions`, `class/<id>`), so
 * its address takes it as two segments: `/comunidade/espacos/pt-BR/introductions`.
 */
export const COMMUNITY_PATH = '/comunidade';
export const spacePath = (key: string) =>
  `${COMMUNITY_PATH}/espacos/${key.split('/').map(encodeURIComponent).join('/')}`;
export const topicPath = (id: string) => `${COMMUNITY_PATH}/topicos/${encodeURIComponent(id)}`;
/** The space named by an address's two segments. */
export const spaceKeyOf = (params: Readonly<Record<string, string | undefined>>) =>
  `${params.group ?? ''}/${params.name ?? ''}`;
export const searchPath = (q: string) => `${COMMUNITY_PATH}/busca?${new URLSearchParams({ q }).toString()}`;
export const MODERATION_PATH = `${COMMUNITY_PATH}/moderacao`;
