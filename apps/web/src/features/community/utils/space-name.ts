import type { SpaceView } from '@alavanca/contracts/community';
import type { TFunction } from 'i18next';

/** A space's name: a class's is the class's own, a public one's is in the catalog. */
export function spaceName(space: Pick<SpaceView, 'kind' | 'className'>, t: TFunction): string {
  return space.className ?? t(`community:spaces.${space.kind ?? 'introductions'}.name`);
}

/** What a space is for, in a line. */
export function spaceDescription(space: Pick<SpaceView, 'kind' | 'classId'>, t: TFunction): string {
  return space.classId
    ? t('community:home.classSpace')
    : t(`community:spaces.${space.kind ?? 'introductions'}.description`);
}
