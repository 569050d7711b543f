import { firstRead, type FirstReads } from '../first-reads';
import { canvasListQueryOptions } from '@/features/canvases/api/get-canvases';
import { CanvasesScreen } from '@/features/canvases/components/canvases-screen';
import { usePreferences } from '@/lib/api/get-preferences';
import { DEFAULT_PREFERENCES } from '@alavanca/domain/constants';
import { useValidationOptions, validationOptionsRead } from '../canvas-validations';

/** /canvas: the user's Business Model and Lean canvases. */
export function Component() {
  const preferences = usePreferences().data ?? DEFAULT_PREFERENCES;
  return <CanvasesScreen validations={useValidationOptions()} dates={preferences} currency={preferences.currency} />;
}

/** What the screen reads as it first draws, put in the cache before it mounts (app/first-reads.ts). */
export const firstReads: FirstReads = () => [firstRead(canvasListQueryOptions()), validationOptionsRead()];
