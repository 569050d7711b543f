/** The support screen, a help article, a ticket, and the operators' screens. */
export const SUPPORT_PATH = '/suporte';
export const articlePath = (slug: string) => `${SUPPORT_PATH}/artigos/${slug}`;
export const ticketPath = (id: string) => `${SUPPORT_PATH}/chamados/${id}`;
export const ADMIN_SUPPORT_PATH = '/admin/suporte';
export const adminTicketPath = (id: string) => `${ADMIN_SUPPORT_PATH}/${id}`;
