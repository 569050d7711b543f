// The same five people in every language, on the landing page and beside the sign-in forms; only
// their words and job titles are translated (auth catalog, panel.testimonials.items.<id>).
// Avatars are initials on a colour of their own: no photos to fetch, and they read as people.
export const TESTIMONIALS = [
  { id: 'mariana', author: 'Mariana Alves', company: 'Doce Ponto Confeitaria', avatar: 'bg-amber-200 text-amber-950' },
  { id: 'thiago', author: 'Thiago Nascimento', company: 'Rota Verde Entregas', avatar: 'bg-sky-200 text-sky-950' },
  { id: 'fernanda', author: 'Fernanda Oliveira', company: 'Estúdio Aurora', avatar: 'bg-rose-200 text-rose-950' },
  { id: 'lucas', author: 'Lucas Pereira', company: 'Conta Fácil', avatar: 'bg-violet-200 text-violet-950' },
  { id: 'beatriz', author: 'Beatriz Santos', company: 'Incubadora Impulso', avatar: 'bg-lime-200 text-lime-950' },
] as const;

/** "Mariana Alves" → "MA": the avatar's letters. */
export function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  return `${words[0]?.[0] ?? ''}${words.length > 1 ? (words.at(-1)?.[0] ?? '') : ''}`.toUpperCase();
}
