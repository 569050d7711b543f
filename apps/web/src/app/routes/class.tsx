import { firstRead, type FirstReads } from '../first-reads';
import { canvasListQueryOptions } from '@/features/canvases/api/get-canvases';
import { canvasPath, CANVASES_PATH } from '@/features/canvases/utils/paths';
import { classQueryOptions, useClass } from '@/features/simulations/classroom/api/get-classes';
import { pitchListQueryOptions } from '@/features/pitch/api/get-pitches';
import { pitchPath, PITCHES_PATH } from '@/features/pitch/utils/paths';
import type { WorkParts } from '@/features/simulations/classroom/utils/work-ui';
import { usePreferences } from '@/lib/api/get-preferences';
import { ClassScreen } from '@/features/simulations/classroom/components/class-screen';
import { DEFAULT_PREFERENCES } from '@alavanca/domain/constants';
import { resolveLanguageOrDefault } from '@alavanca/domain/locale/languages';
import { useQuery } from '@tanstack/react-query';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

// A hand-in's parts bring the coherence check or the pitch's analysis and their catalogs: a chunk of their own, loaded
// when the teacher opens a hand-in, so the class's first load does not carry them.
const HandInCoherence = lazy(() =>
  import('../class-canvas-parts').then((parts) => ({ default: parts.HandInCoherence })),
);
const HandInCardDetails = lazy(() =>
  import('../class-canvas-parts').then((parts) => ({ default: parts.HandInCardDetails })),
);
const HandInAnalysis = lazy(() => import('../class-pitch-parts').then((parts) => ({ default: parts.HandInAnalysis })));

/** /turmas/:id and /classes/:id: the teacher's console or a student's class; anyone else sees not found. */
export function Component() {
  const { id = '' } = useParams();
  const { i18n } = useTranslation();
  const preferences = usePreferences().data ?? DEFAULT_PREFERENCES;
  // A student hands in one of their own canvases or pitches: the lists are read for a student only.
  const student = useClass(id).data?.role === 'student';
  const ownCanvases = useQuery({ ...canvasListQueryOptions(), enabled: student });
  const ownPitches = useQuery({ ...pitchListQueryOptions(), enabled: student });
  const parts: WorkParts = {
    canvas: {
      ownCanvases: ownCanvases.data,
      ownCanvasesFailed: ownCanvases.isError,
      canvasHref: canvasPath,
      newCanvasHref: CANVASES_PATH,
      Coherence: HandInCoherence,
      CardDetails: HandInCardDetails,
    },
    pitch: {
      ownPitches: ownPitches.data,
      ownPitchesFailed: ownPitches.isError,
      pitchHref: pitchPath,
      newPitchHref: PITCHES_PATH,
      Analysis: HandInAnalysis,
    },
  };
  return (
    <ClassScreen
      key={id}
      id={id}
      preferences={preferences}
      language={resolveLanguageOrDefault(i18n.language)}
      parts={parts}
    />
  );
}

/** What the screen reads as it first draws, put in the cache before it mounts (app/first-reads.ts). */
export const firstReads: FirstReads = ({ id = '' }) => [firstRead(classQueryOptions(id))];
