import { validationListQueryOptions, useValidations } from '@/features/validations/api/get-validations';
import type { ValidationOption } from '@/features/canvases/components/canvas-editor';
import { firstPage } from './first-reads';

// The canvases' screens offer the founder's validations (to fill a canvas from, to check one
// against): the ideas list's first page, the last edited first, the same read as the ideas screen.
const FILTER = { search: '', sort: 'updated' } as const;

export const validationOptionsRead = () => firstPage(validationListQueryOptions(FILTER));

export function useValidationOptions(): readonly ValidationOption[] {
  const query = useValidations(FILTER);
  return (query.data?.pages ?? []).flatMap((page) =>
    page.validations.map((validation) => ({ id: validation.id, title: validation.title })),
  );
}
