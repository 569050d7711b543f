/** The pitches' list, one pitch's editor, and its rehearsal. */
export const PITCHES_PATH = '/pitch';
export const pitchPath = (id: string) => `/pitch/${id}`;
export const rehearsalPath = (id: string) => `/pitch/${id}/ensaio`;
