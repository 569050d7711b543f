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
/** Where a post's copy is read (API), and a review request's: the viewer loads either. */
export const postEvidencePath = (postId: string) => `/community/posts/${encodeURIComponent(postId)}/evidence`;
export const requestEvidencePath = (requestId: string) =>
  `/community/reviews/${encodeURIComponent(requestId)}/evidence`;
export const REVIEWS_PATH = `${COMMUNITY_PATH}/revisoes`;
export const reviewPath = (id: string) => `${REVIEWS_PATH}/${encodeURIComponent(id)}`;
