import { firstRead, type FirstReads } from '../first-reads';
import { canvasQueryOptions, canvasVersionsQueryOptions } from '@/features/canvases/api/get-canvases';
import { CanvasGate } from '@/features/canvases/components/canvas-gate';
import { CanvasVersionsScreen } from '@/features/canvases/components/versions-screen';
import { usePreferences } from '@/lib/api/get-preferences';
import { DEFAULT_PREFERENCES } from '@alavanca/domain/constants';
import { resolveLanguageOrDefault } from '@alavanca/domain/locale/languages';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

/** /canvas/{id}/versoes: two versions of a canvas side by side. */
export function Component() {
  const { id = '' } = useParams();
  const { i18n } = useTranslation();
  const preferences = usePreferences().data ?? DEFAULT_PREFERENCES;
  const language = resolveLanguageOrDefault(i18n.language);
  return (
    <CanvasGate key={id} id={id}>
      {(canvas) => (
        <CanvasVersionsScreen
          canvas={canvas}
          prefs={{ language, numberFormat: preferences.numberFormat }}
          dates={{ ...preferences, language }}
        />
      )}
    </CanvasGate>
  );
}

export const firstReads: FirstReads = ({ id = '' }) => [
  firstRead(canvasQueryOptions(id)),
  firstRead(canvasVersionsQueryOptions(id)),
];
