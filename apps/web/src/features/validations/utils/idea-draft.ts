import { IDEA_STEPS, type IdeaFormValues } from './idea-form';

/**
 * The new-idea form's draft, kept in this browser as the user types, so a reload, a closed tab or
 * a detour to the plans screen loses nothing. Local storage is the user's data: signing out clears
 * it with everything else. Once the idea is validated the draft is dropped.
 */
export const IDEA_DRAFT_KEY = 'alavanca.idea-draft';

export interface IdeaDraft {
  step: number;
  values: IdeaFormValues;
}

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** Fields empty as null that hold text once chosen (the city); the other null fields hold numbers. */
const NULLABLE_TEXT: readonly string[] = ['city'];

/** Whether a stored value may stand where the empty form has `fallback`: same kind, or an emptied number. */
function sameKind(field: string, value: unknown, fallback: unknown): boolean {
  if (NULLABLE_TEXT.includes(field)) return value === null || typeof value === 'string';
  if (Array.isArray(fallback)) return isStringArray(value);
  if (fallback === null || typeof fallback === 'number') return value === null || typeof value === 'number';
  return typeof value === typeof fallback;
}

/**
 * The stored draft over the empty form: each field kept only when it has the field's kind (a draft
 * written by an older version, or edited by hand, restores what it can). No draft: null.
 */
export function readIdeaDraft(empty: IdeaFormValues): IdeaDraft | null {
  let stored: unknown;
  try {
    stored = JSON.parse(localStorage.getItem(IDEA_DRAFT_KEY) ?? 'null');
  } catch {
    return null;
  }
  if (typeof stored !== 'object' || stored === null) return null;
  const { step, values } = stored as { step?: unknown; values?: unknown };
  if (typeof values !== 'object' || values === null) return null;
  const restored: Record<string, unknown> = { ...empty };
  for (const [field, fallback] of Object.entries(empty)) {
    const value = (values as Record<string, unknown>)[field];
    if (value !== undefined && sameKind(field, value, fallback)) restored[field] = value;
  }
  const lastStep = IDEA_STEPS.length - 1;
  return {
    step: typeof step === 'number' && Number.isInteger(step) ? Math.min(lastStep, Math.max(0, step)) : 0,
    values: restored as IdeaFormValues,
  };
}

export function writeIdeaDraft(draft: IdeaDraft): void {
  try {
    localStorage.setItem(IDEA_DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the form still works, only without a draft.
  }
}

export function clearIdeaDraft(): void {
  try {
    localStorage.removeItem(IDEA_DRAFT_KEY);
  } catch {
    // Nothing stored to clear.
  }
}
