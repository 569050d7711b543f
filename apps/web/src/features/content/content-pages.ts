/**
 * The footer pages written in Markdown. Kept apart from the loader so the router can list them
 * without pulling the Markdown renderer into the entry chunk.
 */
export const CONTENT_PAGES = ['termos', 'privacidade', 'sobre', 'funcionalidades'] as const;
export type ContentPage = (typeof CONTENT_PAGES)[number];
