import { Badge } from '@/components/ui/badge';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';
import { PITCH_LIMITS } from '@alavanca/contracts/pitches';
import { formatNumber } from '@alavanca/domain/locale/format';
import { PITCH_KIND_TIMES, type PitchKind, type PitchPart } from '@alavanca/domain/pitch/pitch';
import { plannedSeconds, wordCount } from '@alavanca/domain/pitch/rehearsal';
import { useTranslation } from 'react-i18next';
import { usePitchEnvironment } from './pitch-context';

/** A part's score from the rubric: below this it needs work, from the next it holds. */
const PART_SCORE = { weak: 50, good: 80 } as const;

/** A score's badge: green where it holds, amber where it needs work, red where it is mostly missing. */
export const scoreTone = (score: number) =>
  score >= PART_SCORE.good ? 'success' : score >= PART_SCORE.weak ? 'warning' : 'destructive';

/**
 * One part of the pitch: its text, what it should say, and how it stands as it is typed: its
 * words, the seconds it takes at a listener's pace against its share of the kind's time, its score.
 */
export function PartField({
  part,
  kind,
  text,
  drafted,
  score,
  onChange,
}: {
  part: PitchPart;
  kind: PitchKind;
  text: string;
  drafted: boolean;
  score: number;
  onChange: (text: string) => void;
}) {
  const { t } = useTranslation(['pitchStudio', 'pitch']);
  const { prefs } = usePitchEnvironment();
  const words = wordCount(text);
  const planned = plannedSeconds({ [part]: text });
  const { seconds, shares } = PITCH_KIND_TIMES[kind];
  const share = Math.round(shares[part] * seconds);
  return (
    <div className="space-y-2" data-testid="pitch-part" data-part={part} data-drafted={drafted || undefined}>
      <FormField
        label={t(`pitch:parts.${part}.name`)}
        hint={
          <>
            {drafted && (
              <Badge variant="warning" className="mr-2 whitespace-normal" data-testid="drafted-badge">
                {t('pitchStudio:parts.drafted')}
              </Badge>
            )}
            {t(`pitch:parts.${part}.hint`)}
          </>
        }
      >
        <Textarea
          value={text}
          maxLength={PITCH_LIMITS.part}
          rows={3}
          onChange={(event) => onChange(event.target.value)}
          className="text-base"
        />
      </FormField>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground tabular-nums">
        <span>{t('pitchStudio:parts.words', { count: words })}</span>
        <span className={cn(planned > share && 'font-medium text-destructive')} data-testid="part-time">
          {t('pitchStudio:parts.time', { planned: formatNumber(planned, prefs), share: formatNumber(share, prefs) })}
        </span>
        <Badge variant={scoreTone(score)} data-testid="part-score">
          {t('pitchStudio:parts.score', { score: formatNumber(score, prefs) })}
        </Badge>
      </p>
    </div>
  );
}
