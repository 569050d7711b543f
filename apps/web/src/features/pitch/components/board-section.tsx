import { Button } from '@/components/ui/button';
import { useLimitReached } from '@/hooks/use-limit-reached';
import { describeError } from '@/lib/describe-error';
import { notify } from '@/lib/notify';
import type { PitchBoardResponse } from '@alavanca/contracts/pitches';
import { personaAvatarPath, personaById } from '@alavanca/domain/mentor/personas';
import { CLAIM_METRICS, type ClaimMetric } from '@alavanca/domain/pitch/claims';
import { PITCH_PARTS, type PitchPart } from '@alavanca/domain/pitch/pitch';
import { RUBRIC_CHECKS, type RubricCheck } from '@alavanca/domain/pitch/rubric';
import type { TFunction } from 'i18next';
import { LoaderCircle, Users } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAskBoard } from '../api/ask-board';
import { usePitchEnvironment } from './pitch-context';

type Reaction = PitchBoardResponse['board']['reactions'][number];

const isCheck = (name: string): name is RubricCheck => (RUBRIC_CHECKS as readonly string[]).includes(name);
const isMetric = (name: string): name is ClaimMetric => (CLAIM_METRICS as readonly string[]).includes(name);
const isPart = (name: string): name is PitchPart => (PITCH_PARTS as readonly string[]).includes(name);

/**
 * What a reaction stands on, named (the domain's `groundName`: `claim:<metric>`, `finding:<check>`,
 * `strongest:<part>`, `runway`, `unitEconomics`); "all holds" names nothing.
 */
function groundLabel(ground: string, t: TFunction): string | null {
  const [kind, name = ''] = ground.split(':');
  if (kind === 'claim' && isMetric(name)) return t(`pitch:metrics.${name}`);
  if (kind === 'finding' && isCheck(name)) return t(`pitchStudio:grounds.${name}`);
  if (kind === 'strongest' && isPart(name)) return t(`pitch:parts.${name}.name`);
  if (kind === 'runway') return t('pitch:metrics.runway');
  if (kind === 'unitEconomics') return t('pitchStudio:grounds.unitEconomics');
  return null;
}

/** One persona's reaction, in the persona's colour and portrait as the mentor shows them. */
function ReactionCard({ reaction }: { reaction: Reaction }) {
  const { t } = useTranslation(['pitchStudio', 'pitch', 'mentor']);
  const { prefs } = usePitchEnvironment();
  const persona = personaById(reaction.persona);
  const titleId = useId();
  const grounds = [...new Set(reaction.grounds.flatMap((ground) => groundLabel(ground, t) ?? []))];
  return (
    <article
      aria-labelledby={titleId}
      className="space-y-3 rounded-xl border border-l-4 bg-card p-4"
      style={{ borderLeftColor: persona.style.primaryColor }}
      data-testid="board-reaction"
      data-persona={persona.id}
    >
      <div className="flex items-center gap-3">
        {/* Decorative: the persona's name is written beside it. */}
        <img src={personaAvatarPath(persona.id)} alt="" width={40} height={40} className="size-10 rounded-full" />
        <div>
          <h3 id={titleId} className="font-semibold">
            {persona.name}
          </h3>
          <p className="text-xs text-muted-foreground">{t(`mentor:personas.${persona.id}.short`)}</p>
        </div>
      </div>
      {reaction.text
        .split(/\n{2,}/)
        .filter((paragraph) => paragraph.trim() !== '')
        .map((paragraph, index) => (
          <p key={index} className="text-sm whitespace-pre-line">
            {paragraph}
          </p>
        ))}
      {grounds.length > 0 && (
        <p className="text-xs text-muted-foreground">
          {t('pitchStudio:board.grounds', {
            grounds: new Intl.ListFormat(prefs.language, { type: 'conjunction' }).format(grounds),
          })}
        </p>
      )}
    </article>
  );
}

/**
 * "Ask the board": the four mentors react to the saved pitch, each from their side. One question
 * to the board spends one AI consultation of the plan; the limit reached is shown as everywhere.
 */
export function BoardSection({ pitchId, beforeAsk }: { pitchId: string; beforeAsk: () => Promise<boolean> }) {
  const { t } = useTranslation(['pitchStudio', 'common']);
  const ask = useAskBoard();
  const { handleQuotaError } = useLimitReached();
  const titleId = useId();
  const hintId = useId();

  async function run() {
    if (ask.isPending) return;
    // The board reads the stored pitch: what waits to be saved goes first.
    if (!(await beforeAsk())) return;
    ask.mutate(pitchId, {
      onError: (error) => {
        if (!handleQuotaError(error, 'aiConsultations'))
          notify({
            title: t('pitchStudio:board.failed'),
            description: describeError(error, t),
            variant: 'destructive',
          });
      },
    });
  }

  return (
    <section aria-labelledby={titleId} className="space-y-4 rounded-xl border bg-card p-4 sm:p-6" data-testid="board">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-1">
          <h2 id={titleId} className="flex items-center gap-2 text-lg font-semibold">
            <Users className="size-5" aria-hidden="true" />
            {t('pitchStudio:board.title')}
          </h2>
          <p id={hintId} className="text-sm text-muted-foreground">
            {t('pitchStudio:board.spends')}
          </p>
        </div>
        <Button
          onClick={() => void run()}
          aria-disabled={ask.isPending}
          aria-describedby={hintId}
          data-testid="ask-board"
        >
          {ask.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Users aria-hidden="true" />}
          {t(ask.isPending ? 'pitchStudio:board.asking' : 'pitchStudio:board.ask')}
        </Button>
      </div>
      <div role="status" className="sr-only">
        {ask.data ? t('pitchStudio:board.ready') : ''}
      </div>
      {ask.data && (
        <div className="grid gap-3 md:grid-cols-2">
          {ask.data.reactions.map((reaction) => (
            <ReactionCard key={reaction.persona} reaction={reaction} />
          ))}
        </div>
      )}
      {ask.data?.writtenBy === 'model' && (
        <p className="text-xs text-muted-foreground">{t('pitchStudio:board.byModel')}</p>
      )}
    </section>
  );
}
