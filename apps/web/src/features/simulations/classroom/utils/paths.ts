/** The classes' screens, under their Portuguese paths (the router also answers the English ones). */
export const CLASSES_PATH = '/turmas';
export const NEW_CLASS_PATH = '/turmas/nova';
export const classPath = (id: string) => `${CLASSES_PATH}/${encodeURIComponent(id)}`;
export const joinPath = (code: string) => `${CLASSES_PATH}/entrar/${encodeURIComponent(code)}`;
/** A class's invitation, under either of its paths. */
export const isInvitationPath = (pathname: string) => /^\/(turmas\/entrar|classes\/join)\/[^/]+\/?$/.test(pathname);
/** The link a teacher shares: opening it signs the visitor up or in first, then shows the class to join. */
export const joinLink = (code: string, origin: string = window.location.origin) => `${origin}${joinPath(code)}`;
/** `GET /api/classes/:id/export.csv`: the ranking and grades as a spreadsheet, for the teacher. */
export const classCsvUrl = (id: string) => `/api/classes/${encodeURIComponent(id)}/export.csv`;
