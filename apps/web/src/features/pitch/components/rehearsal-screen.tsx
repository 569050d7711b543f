import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';
import type { PitchDetail } from '@alavanca/contracts/pitches';
import { formatNumber } from '@alavanca/domain/locale/format';
import { partsOf, PITCH_KIND_TIMES } from '@alavanca/domain/pitch/pitch';
import { rehearsalResult } from '@alavanca/domain/pitch/rehearsal';
import { ArrowLeft, Flag, Pause, Play, RotateCcw, SkipForward } from 'lucide-react';
import { useEffect, useEffectEvent, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRecorder } from '../hooks/use-recorder';
import { useRehearsal, type RehearsalEvent } from '../hooks/use-rehearsal';
import { pitchPath } from '../utils/paths';
import { RehearsalResultPanel } from './rehearsal-result';
import { usePitchEnvironment } from './pitch-context';

/** Minutes and seconds, as a stopwatch shows them: 1:05. */
const clock = (ms: number) => {
  const seconds = Math.floor(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

/** Controls whose own keys are left to them: → moves a caret or seeks the recording; Space also presses a button. */
const OWN_ARROWS = 'input, textarea, select, audio, [contenteditable="true"]';
const OWN_SPACE = `${OWN_ARROWS}, button, a, [role="checkbox"]`;
const keptBy = (target: EventTarget | null, controls: string) =>
  target instanceof Element && target.closest(controls) !== null;

/**
 * `/pitch/:id/ensaio`: the saved pitch in a calm teleprompter, the parts in order with the current
 * one lit, and a clock held to each part's share of the kind's time. Space or → moves to the next
 * part. At the end, the pace and each part's time; the voice, when recorded, stays in the browser.
 */
export function RehearsalScreen({ pitch }: { pitch: PitchDetail }) {
  const { t } = useTranslation(['pitchStudio', 'pitch']);
  const { prefs } = usePitchEnvironment();
  const parts = useMemo(() => partsOf(pitch.kind).filter((part) => pitch.parts[part]?.trim()), [pitch]);
  const targets = useMemo(() => {
    const { seconds, shares } = PITCH_KIND_TIMES[pitch.kind];
    return parts.map((part) => Math.round(shares[part] * seconds));
  }, [parts, pitch.kind]);
  const rehearsal = useRehearsal(parts, targets);
  const recorder = useRecorder();
  const [record, setRecord] = useState(false);
  const recordId = useId();
  const prompter = useRef<HTMLOListElement>(null);
  const { status, index, act } = rehearsal;
  const current = parts[index];
  const target = targets[index] ?? 0;
  const result = status === 'finished' ? rehearsalResult(pitch.kind, pitch.parts, rehearsal.spoken) : null;

  async function start() {
    // The microphone is asked for first, so its prompt does not eat the first seconds.
    if (record) await recorder.start();
    act('start');
  }
  const pause = () => {
    act('pause');
    recorder.pause();
  };
  const resume = () => {
    act('resume');
    recorder.resume();
  };
  const finish = () => {
    act('finish');
    recorder.stop();
  };
  const next = () => {
    if (index >= parts.length - 1) recorder.stop();
    act('next');
  };
  const reset = () => {
    rehearsal.reset();
    recorder.discard();
  };

  // Space or → moves on while the rehearsal runs.
  const onKey = useEffectEvent((event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== ' ') return;
    if (keptBy(event.target, event.key === ' ' ? OWN_SPACE : OWN_ARROWS)) return;
    event.preventDefault();
    next();
  });
  const moving = status === 'running' || status === 'paused';
  useEffect(() => {
    if (!moving) return;
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [moving]);

  // The current part is kept in view.
  useEffect(() => {
    prompter.current?.querySelector('[aria-current="step"]')?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, [index]);

  const say = (event: RehearsalEvent): string => {
    if (!event) return '';
    if (event.kind === 'paused') return t('pitchStudio:rehearsal.pausedSaid');
    if (event.kind === 'finished') return t('pitchStudio:rehearsal.finishedSaid');
    const name = t(`pitch:parts.${parts[event.index]}.name`);
    return event.kind === 'over'
      ? t('pitchStudio:rehearsal.overSaid', { part: name })
      : t('pitchStudio:rehearsal.partSaid', {
          number: event.index + 1,
          total: parts.length,
          part: name,
          seconds: formatNumber(targets[event.index] ?? 0, prefs),
        });
  };

  if (parts.length === 0)
    return (
      <div className="space-y-4" data-testid="rehearsal">
        <p>{t('pitchStudio:rehearsal.empty')}</p>
        <Button asChild variant="outline">
          <Link to={pitchPath(pitch.id)}>{t('pitchStudio:rehearsal.back')}</Link>
        </Button>
      </div>
    );

  return (
    <div className="mx-auto max-w-3xl space-y-6" data-testid="rehearsal" data-status={status}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button variant="ghost" size="sm" asChild>
          <Link to={pitchPath(pitch.id)}>
            <ArrowLeft aria-hidden="true" />
            {t('pitchStudio:rehearsal.back')}
          </Link>
        </Button>
        <p className="text-sm text-muted-foreground">
          {t('pitchStudio:rehearsal.heading', { title: pitch.title, kind: t(`pitch:kinds.${pitch.kind}.name`) })}
        </p>
      </div>

      <div className="sticky top-0 z-10 space-y-3 rounded-xl border bg-card/95 p-4 backdrop-blur-sm">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <p className="text-xs text-muted-foreground">{t('pitchStudio:rehearsal.total')}</p>
            <p role="timer" className="text-4xl font-bold tabular-nums" data-testid="total-timer">
              {clock(rehearsal.totalMs)}
            </p>
          </div>
          {status !== 'ready' && status !== 'finished' && current && (
            <div className="text-right">
              <p className="text-xs text-muted-foreground">{t(`pitch:parts.${current}.name`)}</p>
              <p
                className={cn(
                  'text-2xl font-semibold tabular-nums',
                  rehearsal.partMs > target * 1000 && 'text-destructive',
                )}
                data-testid="part-timer"
              >
                {t('pitchStudio:rehearsal.partClock', { spent: clock(rehearsal.partMs), target: clock(target * 1000) })}
              </p>
            </div>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          {status === 'ready' && (
            <Button onClick={() => void start()} disabled={recorder.state === 'asking'} data-testid="rehearsal-start">
              <Play aria-hidden="true" />
              {t('pitchStudio:rehearsal.start')}
            </Button>
          )}
          {status === 'running' && (
            <Button variant="outline" onClick={pause}>
              <Pause aria-hidden="true" />
              {t('pitchStudio:rehearsal.pause')}
            </Button>
          )}
          {status === 'paused' && (
            <Button variant="outline" onClick={resume}>
              <Play aria-hidden="true" />
              {t('pitchStudio:rehearsal.resume')}
            </Button>
          )}
          {(status === 'running' || status === 'paused') && (
            <>
              <Button onClick={next} aria-keyshortcuts="Space ArrowRight" data-testid="rehearsal-next">
                <SkipForward aria-hidden="true" />
                {t('pitchStudio:rehearsal.next')}
              </Button>
              <Button variant="outline" onClick={finish} data-testid="rehearsal-finish">
                <Flag aria-hidden="true" />
                {t('pitchStudio:rehearsal.finish')}
              </Button>
            </>
          )}
          {status !== 'ready' && (
            <Button variant="ghost" onClick={reset}>
              <RotateCcw aria-hidden="true" />
              {t('pitchStudio:rehearsal.reset')}
            </Button>
          )}
        </div>
        {status === 'ready' ? (
          <div className="space-y-1">
            <div className="flex items-center gap-2">
              <Checkbox id={recordId} checked={record} onCheckedChange={(checked) => setRecord(checked === true)} />
              <Label htmlFor={recordId}>{t('pitchStudio:rehearsal.record')}</Label>
            </div>
            <p className="text-xs text-muted-foreground">{t('pitchStudio:rehearsal.recordPrivate')}</p>
            <p className="text-xs text-muted-foreground">{t('pitchStudio:rehearsal.keys')}</p>
          </div>
        ) : null}
        <p role="status" className="text-sm text-muted-foreground empty:hidden" data-testid="recorder-state">
          {recorder.state === 'unavailable' || recorder.state === 'refused' || recorder.state === 'recording'
            ? t(`pitchStudio:rehearsal.recorder.${recorder.state}`)
            : ''}
        </p>
        <p className="sr-only" aria-live="polite" data-testid="rehearsal-announcement">
          {say(rehearsal.event)}
        </p>
      </div>

      {result && <RehearsalResultPanel result={result} />}

      {recorder.url && (
        <section className="space-y-2 rounded-xl border bg-card p-4" data-testid="recording">
          <h2 className="font-semibold">{t('pitchStudio:rehearsal.listen')}</h2>
          <audio controls src={recorder.url} className="w-full" />
          <p className="text-xs text-muted-foreground">{t('pitchStudio:rehearsal.recordPrivate')}</p>
        </section>
      )}

      <ol ref={prompter} className="space-y-6" aria-label={t('pitchStudio:rehearsal.prompter')}>
        {parts.map((part, position) => {
          const lit = status !== 'ready' && status !== 'finished' && position === index;
          return (
            <li
              key={part}
              aria-current={lit ? 'step' : undefined}
              className={cn(
                'space-y-2 rounded-xl border p-4 transition-colors motion-reduce:transition-none sm:p-6',
                lit ? 'border-primary bg-primary/5' : status === 'ready' || status === 'finished' ? '' : 'opacity-60',
              )}
              data-testid="prompter-part"
              data-part={part}
            >
              <h2 className="text-sm font-medium text-muted-foreground">
                {t('pitchStudio:rehearsal.partHeading', {
                  part: t(`pitch:parts.${part}.name`),
                  seconds: formatNumber(targets[position] ?? 0, prefs),
                })}
              </h2>
              <p className="text-2xl leading-relaxed whitespace-pre-line sm:text-3xl" lang={pitch.language}>
                {pitch.parts[part]}
              </p>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
