import { firstRead, type FirstReads } from '../first-reads';
import { canvasQueryOptions } from '@/features/canvases/api/get-canvases';
import { CanvasEditor } from '@/features/canvases/components/canvas-editor';
import { CanvasGate } from '@/features/canvases/components/canvas-gate';
import { ExportCanvas } from '@/features/canvases/components/export-canvas';
import { usePreferences } from '@/lib/api/get-preferences';
import { DEFAULT_PREFERENCES } from '@alavanca/domain/constants';
import { resolveLanguageOrDefault } from '@alavanca/domain/locale/languages';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { SimulationPreferences } from '@/features/simulations/utils/setup';
import type { ComponentProps } from 'react';
import { useCanvasSimulation } from '../canvas-simulation';
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
        <Editor
          canvas={canvas}
          validations={validations}
          preferences={preferences}
          prefs={{ language: resolveLanguageOrDefault(i18n.language), numberFormat: preferences.numberFormat }}
        />
      )}
    </CanvasGate>
  );
}

function Editor({
  preferences,
  ...props
}: Omit<ComponentProps<typeof CanvasEditor>, 'simulation'> & { preferences: SimulationPreferences }) {
  return (
    <CanvasEditor
      {...props}
      simulation={useCanvasSimulation(props.canvas, preferences)}
      actions={<ExportCanvas canvas={props.canvas} prefs={props.prefs} />}
    />
  );
}

export const firstReads: FirstReads = ({ id = '' }) => [firstRead(canvasQueryOptions(id)), validationOptionsRead()];
