/**
 * The four mentor personas of the specification. Names and titles are brand names, the same in
 * every language; description and greeting live in the `mentor` catalogs (personas.<id>.*).
 * Colours are the specification's (EVA blue, MAX amber, LEO purple, BIA pink): primary for the
 * persona's mark, secondary for its tinted surfaces, accent for details on the primary.
 */
export const PERSONAS = [
  {
    id: 'eva',
    name: 'EVA',
    title: 'Especialista Virtual de Análise',
    personality: 'analytical',
    color: 'blue',
    style: { primaryColor: '#2563eb', secondaryColor: '#dbeafe', accentColor: '#1e3a8a' },
  },
  {
    id: 'max',
    name: 'MAX',
    title: 'Mentor de Ação eXpansiva',
    personality: 'bold',
    color: 'amber',
    style: { primaryColor: '#d97706', secondaryColor: '#fef3c7', accentColor: '#78350f' },
  },
  {
    id: 'leo',
    name: 'LEO',
    title: 'Líder Estratégico Organizacional',
    personality: 'conservative',
    color: 'purple',
    style: { primaryColor: '#7c3aed', secondaryColor: '#ede9fe', accentColor: '#4c1d95' },
  },
  {
    id: 'bia',
    name: 'BIA',
    title: 'Business Inspiration Advisor',
    personality: 'motivational',
    color: 'pink',
    style: { primaryColor: '#db2777', secondaryColor: '#fce7f3', accentColor: '#831843' },
  },
] as const;

export type Persona = (typeof PERSONAS)[number];
export type PersonaId = Persona['id'];
export const PERSONA_IDS = ['eva', 'max', 'leo', 'bia'] as const satisfies readonly PersonaId[];

/** The default persona of a new conversation: the analytical one, who cites the figures. */
export const DEFAULT_PERSONA: PersonaId = 'eva';

export function isPersonaId(value: string): value is PersonaId {
  return (PERSONA_IDS as readonly string[]).includes(value);
}

export function personaById(id: PersonaId): Persona {
  const persona = PERSONAS.find((candidate) => candidate.id === id);
  if (!persona) throw new Error(`Unknown persona ${id}`);
  return persona;
}

/** Where the web app serves a persona's avatar, written at build time from avatar.ts. */
export function personaAvatarPath(id: PersonaId): string {
  return `/avatars/${id}.svg`;
}
