import { COMPETENCES, LEVELS } from '@alavanca/domain/progress/competences';
import { z } from 'zod';

/**
 * Each competence's level, in COMPETENCES order (decision 033): the dashboard's widget and a
 * teacher's view of a class. Apart from progress.ts so a screen that shows levels only does not
 * load every achievement's rule with them.
 */
export const CompetenceLevels = z.array(z.object({ id: z.enum(COMPETENCES), level: z.enum(LEVELS) }));
export type CompetenceLevels = z.infer<typeof CompetenceLevels>;
