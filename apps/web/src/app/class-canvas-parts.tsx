import { CoherencePanel, MonthNumbers } from '@/features/canvases/components/coherence-panel';
import { describeEvidence, describeNumbers } from '@/features/canvases/utils/describe';
import { usePreferences } from '@/lib/api/get-preferences';
import type { HandIn } from '@alavanca/contracts/canvases';
import type { CanvasCard } from '@alavanca/domain/canvas/canvas';
import { checkCoherence } from '@alavanca/domain/canvas/coherence';
import { DEFAULT_PREFERENCES } from '@alavanca/domain/constants';
import type { NumberPreferences } from '@alavanca/domain/locale/format';
import { resolveLanguageOrDefault } from '@alavanca/domain/locale/languages';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/*
 * What a class's hand-in shows of the canvases feature (app/routes/class.tsx hands them to the
 * classroom's screens, loaded when a hand-in opens): its coherence and a card's numbers and evidence.
 */

/** The user's language and number format, as the canvases' texts format their values. */
function useNumberPreferences(): NumberPreferences {
  const { i18n } = useTranslation();
  const preferences = usePreferences().data ?? DEFAULT_PREFERENCES;
  return { language: resolveLanguageOrDefault(i18n.language), numberFormat: preferences.numberFormat };
}

/** A hand-in's coherence, as the canvas screen shows it: checked on the cards handed in, against the facts then. */
export function HandInCoherence({ handIn, onShowCard }: { handIn: HandIn; onShowCard: (cardId: string) => void }) {
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
export function HandInCardDetails({ card, handIn }: { card: CanvasCard; handIn: HandIn }) {
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
