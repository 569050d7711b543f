/** The classes' screens, under their Portuguese paths (the router also answers the English ones). */
export const CLASSES_PATH = '/turmas';
export const NEW_CLASS_PATH = '/turmas/nova';
export const classPath = (id: string) => `${CLASSES_PATH}/${encodeURIComponent(id)}`;
export const joinPath = (code: string) => `${CLASSES_PATH}/entrar/${encodeURIComponent(code)}`;
/** The code of a class's invitation path (under either of its paths), or null. */
export const invitationCode = (pathname: string): string | null =>
  /^\/(?:turmas\/entrar|classes\/join)\/([^/]+)\/?$/.exec(pathname)?.[1] ?? null;
export const isInvitationPath = (pathname: string) => invitationCode(pathname) !== null;
/** What a visitor without an account reads of a class's invitation, before signing up. */
export const publicInvitationPath = (code: string) => `${CLASSES_PATH}/convite/${encodeURIComponent(code)}`;
/** The link a teacher shares: opening it signs the visitor up or in first, then shows the class to join. */
export const joinLink = (code: string, origin: string = window.location.origin) => `${origin}${joinPath(code)}`;
/** `GET /api/classes/:id/export.csv`: the ranking and grades as a spreadsheet, for the teacher. */
export const classCsvUrl = (id: string) => `/api/classes/${encodeURIComponent(id)}/export.csv`;
