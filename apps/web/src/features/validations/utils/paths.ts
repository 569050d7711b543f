/** A validation's report, and the form that edits it into a new version. */
export const validationPath = (id: string) => `/validacao-ideia/${id}`;
export const editValidationPath = (id: string) => `/validacao-ideia/${id}/editar`;
export const IDEAS_PATH = '/ideias';
export const NEW_IDEA_PATH = '/validacao-ideia';
