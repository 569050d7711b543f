/** The four mentor personas of the specification. Names and titles are brand names, the same in every language. */
export const PERSONAS = [
  { id: 'eva', name: 'EVA', title: 'Especialista Virtual de Análise', personality: 'analytical', color: 'blue' },
  { id: 'max', name: 'MAX', title: 'Mentor de Ação eXpansiva', personality: 'bold', color: 'amber' },
  { id: 'leo', name: 'LEO', title: 'Líder Estratégico Organizacional', personality: 'conservative', color: 'purple' },
  { id: 'bia', name: 'BIA', title: 'Business Inspiration Advisor', personality: 'motivational', color: 'pink' },
] as const;

export type Persona = (typeof PERSONAS)[number];
export type PersonaId = Persona['id'];
