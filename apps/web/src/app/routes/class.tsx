import { firstRead, type FirstReads } from '../first-reads';
import { canvasListQueryOptions } from '@/features/canvases/api/get-canvases';
import { CoherencePanel, MonthNumbers } from '@/features/canvases/components/coherence-panel';
import { describeEvidence, describeNumbers } from '@/features/canvases/utils/describe';
import { canvasPath, CANVASES_PATH } from '@/features/canvases/utils/paths';
import { classQueryOptions, useClass } from '@/features/simulations/classroom/api/get-classes';
import type { ClassCanvasParts } from '@/features/simulations/classroom/utils/canvas-parts';
import { usePreferences } from '@/lib/api/get-preferences';
import { ClassScreen } from '@/features/simulations/classroom/components/class-screen';
import type { HandIn } from '@alavanca/contracts/classes';
import type { CanvasCard } from '@alavanca/domain/canvas/canvas';
import { checkCoherence } from '@alavanca/domain/canvas/coherence';
import { DEFAULT_PREFERENCES } from '@alavanca/domain/constants';
import type { NumberPreferences } from '@alavanca/domain/locale/format';
import { resolveLanguageOrDefault } from '@alavanca/domain/locale/languages';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

/** The user's language and number format, as the canvases' texts format their values. */
function useNumberPreferences(): NumberPreferences {
  const { i18n } = useTranslation();
  const preferences = usePreferences().data ?? DEFAULT_PREFERENCES;
  return { language: resolveLanguageOrDefault(i18n.language), numberFormat: preferences.numberFormat };
}

/** A hand-in's coherence, as the canvas screen shows it: checked on the cards handed in, against the facts then. */
function HandInCoherence({ handIn, onShowCard }: { handIn: HandIn; onShowCard: (cardId: string) => void }) {
  const prefs = useNumberPreferences();
  const check = useMemo(() => checkCoherence(handIn, handIn.validationFacts), [handIn]);
  return (
    <div className="grid gap-4 xl:grid-cols-[minmax(0,3fr)_minmax(0,1fr)]">
      <CoherencePanel
        check={check}
        cards={handIn.cards}
        currency={handIn.currency}
        prefs={prefs}
        onShowCard={onShowCard}
      />
      <MonthNumbers economics={check.economics} currency={handIn.currency} prefs={prefs} />
    </div>
  );
}

/** A handed-in card's numbers and evidence, each in a line, as the canvas's board words them. */
function HandInCardDetails({ card, handIn }: { card: CanvasCard; handIn: HandIn }) {
  const { t } = useTranslation(['canvas', 'validation', 'validationReport']);
  const prefs = useNumberPreferences();
  const lines = [
    describeNumbers(card, handIn.currency, t, prefs),
    card.evidence && describeEvidence(card.evidence, t, prefs),
  ].filter((line): line is string => Boolean(line));
  if (lines.length === 0) return null;
  return (
    <div className="grid gap-0.5 text-xs text-muted-foreground">
      {lines.map((line) => (
        <p key={line} className="break-words">
          {line}
        </p>
      ))}
    </div>
  );
}

/** /turmas/:id and /classes/:id: the teacher's console or a student's class; anyone else sees not found. */
export function Component() {
  const { id = '' } = useParams();
  const { i18n } = useTranslation();
  const preferences = usePreferences().data ?? DEFAULT_PREFERENCES;
  // A student hands in one of their own canvases: the list is read for a student only.
  const student = useClass(id).data?.role === 'student';
  const ownCanvases = useQuery({ ...canvasListQueryOptions(), enabled: student });
  const canvas: ClassCanvasParts = {
    ownCanvases: ownCanvases.data,
    ownCanvasesFailed: ownCanvases.isError,
    canvasHref: canvasPath,
    newCanvasHref: CANVASES_PATH,
    Coherence: HandInCoherence,
    CardDetails: HandInCardDetails,
  };
  return (
    <ClassScreen
      key={id}
      id={id}
      preferences={preferences}
      language={resolveLanguageOrDefault(i18n.language)}
      canvas={canvas}
    />
  );
}

/** What the screen reads as it first draws, put in the cache before it mounts (app/first-reads.ts). */
export const firstReads: FirstReads = ({ id = '' }) => [firstRead(classQueryOptions(id))];
