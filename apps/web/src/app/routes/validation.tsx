import { ItemNotFound } from '@/components/item-not-found';

// Validations are stored by the idea-validation module; until one exists, every id is unknown.
export function Component() {
  return (
    <ItemNotFound
      titleKey="validation.notFoundTitle"
      descriptionKey="validation.notFoundDescription"
      listTo="/ideias"
      listKey="validation.backToList"
    />
  );
}
