import { firstRead, type FirstReads } from '../first-reads';
import { canvasQueryOptions } from '@/features/canvases/api/get-canvases';
import { CanvasEditor } from '@/features/canvases/components/canvas-editor';
import { CanvasGate } from '@/features/canvases/components/canvas-gate';
import { usePreferences } from '@/lib/api/get-preferences';
import { DEFAULT_PREFERENCES } from '@alavanca/domain/constants';
import { resolveLanguageOrDefault } from '@alavanca/domain/locale/languages';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useValidationOptions, validationOptionsRead } from '../canvas-validations';

/** /canvas/{id}: one canvas, edited in place. */
export function Component() {
  const { id = '' } = useParams();
  const { i18n } = useTranslation();
  const preferences = usePreferences().data ?? DEFAULT_PREFERENCES;
  const validations = useValidationOptions();
  return (
    <CanvasGate key={id} id={id}>
      {(canvas) => (
        <CanvasEditor
          canvas={canvas}
          validations={validations}
          prefs={{ language: resolveLanguageOrDefault(i18n.language), numberFormat: preferences.numberFormat }}
        />
      )}
    </CanvasGate>
  );
}

export const firstReads: FirstReads = ({ id = '' }) => [firstRead(canvasQueryOptions(id)), validationOptionsRead()];
