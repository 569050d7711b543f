import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select-field';
import { SaveStatus } from '@/components/save-status';
import { notify } from '@/lib/notify';
import type { CanvasDetail } from '@alavanca/contracts/canvases';
import { CANVAS_BLOCKS, CANVAS_LIMITS, type CanvasBlock, type CanvasCard } from '@alavanca/domain/canvas/canvas';
import { checkCoherence } from '@alavanca/domain/canvas/coherence';
import { moveCard, putCard, removeCard } from '@alavanca/domain/canvas/edit';
import { planAgainstResult, type CanvasSimulationSetup, type SimulatedMonth } from '@alavanca/domain/canvas/simulate';
import { BUSINESS_TYPES, CURRENCIES } from '@alavanca/domain/constants';
import type { NumberPreferences } from '@alavanca/domain/locale/format';
import { ArrowLeft, History } from 'lucide-react';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCanvasDraft } from '../hooks/use-canvas-draft';
import { CANVASES_PATH, canvasVersionsPath } from '../utils/paths';
import { CanvasBoard } from './canvas-board';
import { CardDialog } from './card-dialog';
import { CoherencePanel, findingValues, MonthNumbers } from './coherence-panel';
import { PlanAgainstResultPanel, TestInSimulation } from './plan-result';

/** A validation the canvas may be checked against. */
export interface ValidationOption {
  id: string;
  title: string;
}

const NO_VALIDATION = 'none';

/** Where the dialog is: adding to a block, or editing a card. */
type Editing = { block: CanvasBlock; card: CanvasCard | null } | null;

/**
 * One canvas, edited in place: its header, the live month and coherence check, the nine blocks,
 * every finding, and the attribution its licence asks for. Every edit saves itself after a pause
 * as a new version (hooks/use-canvas-draft.ts).
 */
export function CanvasEditor({
  canvas,
  validations,
  prefs,
  actions,
  simulation,
}: {
  canvas: CanvasDetail;
  validations: readonly ValidationOption[];
  prefs: NumberPreferences;
  /** What the app adds beside the versions (the export). */
  actions?: ReactNode;
  /** The simulation that tests the canvas, and the way to start one (the app composes both). */
  simulation: {
    testedIn: { name: string; href: string; months: readonly SimulatedMonth[] } | null;
    starting: boolean;
    onStart: (setup: CanvasSimulationSetup) => void;
  };
}) {
  const { t } = useTranslation(['canvas', 'account', 'common']);
  const { draft, edit, state, error, retry, stored } = useCanvasDraft(canvas);
  const [editing, setEditing] = useState<Editing>(null);
  const [phoneBlock, setPhoneBlock] = useState<CanvasBlock>(CANVAS_BLOCKS[canvas.kind][0]);
  const [announcement, setAnnouncement] = useState('');
  const board = useRef<HTMLDivElement>(null);

  // The validation's facts are the stored version's: a newly linked validation counts once saved.
  const facts = stored.validationId === draft.validationId ? stored.validationFacts : null;
  const check = useMemo(() => checkCoherence({ kind: canvas.kind, ...draft }, facts), [canvas.kind, draft, facts]);
  const flagged = useMemo(() => new Set(check.findings.flatMap((finding) => finding.cardIds)), [check]);
  const { testedIn } = simulation;
  const tested = useMemo(
    () => testedIn && { ...testedIn, result: planAgainstResult({ kind: canvas.kind, ...draft }, testedIn.months) },
    [canvas.kind, draft, testedIn],
  );
  const contradicted = useMemo(() => new Set(tested?.result.contradictedCardIds ?? []), [tested]);
  const blockName = (block: CanvasBlock) => t(`canvas:blocks.${block}.name`);

  /** Puts focus back on a card's move button once it is drawn in its new place. */
  function focusCard(id: string, control: 'move-card' | 'edit-card' = 'move-card') {
    requestAnimationFrame(() => {
      board.current
        ?.querySelector<HTMLElement>(`[data-card-id="${CSS.escape(id)}"] [data-testid="${control}"]`)
        ?.focus();
    });
  }

  function showCard(id: string) {
    const card = draft.cards.find((each) => each.id === id);
    if (!card) return;
    setPhoneBlock(card.block);
    requestAnimationFrame(() => {
      const item = board.current?.querySelector<HTMLElement>(`[data-card-id="${CSS.escape(id)}"]`);
      item?.scrollIntoView({ block: 'center' });
      item?.querySelector<HTMLElement>('[data-testid="edit-card"]')?.focus();
    });
  }

  const onMove = (card: CanvasCard, block: CanvasBlock, index: number) => {
    const cards = moveCard(draft.cards, card.id, block, index);
    const inBlock = cards.filter((each) => each.block === block);
    edit((now) => ({ ...now, cards }));
    if (block !== card.block) setPhoneBlock(block);
    setAnnouncement(
      t('canvas:board.moved', {
        text: card.text,
        block: blockName(block),
        position: inBlock.findIndex((each) => each.id === card.id) + 1,
        total: inBlock.length,
      }),
    );
    focusCard(card.id);
  };

  const onDelete = (card: CanvasCard) => {
    const before = draft.cards;
    edit((now) => ({ ...now, cards: removeCard(now.cards, card.id) }));
    setAnnouncement(t('canvas:board.deleted', { text: card.text }));
    notify({
      title: t('canvas:board.deleted', { text: card.text }),
      action: {
        label: t('canvas:board.undo'),
        onClick: () =>
          edit((now) => ({
            ...now,
            cards: putCard(
              now.cards,
              before.find((each) => each.id === card.id)!,
            ),
          })),
      },
    });
  };

  const titleError = draft.title.trim() === '' ? t('common:validation.required') : undefined;

  return (
    <div className="space-y-6" data-testid="canvas-editor" data-kind={canvas.kind}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button variant="ghost" size="sm" asChild>
          <Link to={CANVASES_PATH}>
            <ArrowLeft aria-hidden="true" />
            {t('canvas:editor.backToList')}
          </Link>
        </Button>
        <div className="flex flex-wrap items-center gap-2">
          <SaveStatus
            state={state}
            error={error}
            onRetry={() => void retry()}
            texts={{
              saved: t('canvas:save.saved', { version: stored.version }),
              saving: t('canvas:save.saving'),
              failed: (reason) => t('canvas:save.failed', { reason }),
              retry: t('canvas:save.retry'),
            }}
          />
          <Button variant="outline" size="sm" asChild>
            <Link to={canvasVersionsPath(canvas.id)}>
              <History aria-hidden="true" />
              {t('canvas:editor.versions')}
            </Link>
          </Button>
          <TestInSimulation
            canvas={{ kind: canvas.kind, ...draft }}
            prefs={prefs}
            pending={simulation.starting}
            onStart={simulation.onStart}
          />
          {actions}
        </div>
      </div>

      <section
        aria-label={t('canvas:editor.details')}
        className="grid gap-4 rounded-xl border bg-card p-4 md:grid-cols-2 xl:grid-cols-4"
      >
        <FormField label={t('canvas:editor.title')} error={titleError} className="md:col-span-2 xl:col-span-1">
          <Input
            value={draft.title}
            maxLength={CANVAS_LIMITS.title}
            onChange={(event) => edit((now) => ({ ...now, title: event.target.value }))}
            data-testid="canvas-title"
          />
        </FormField>
        <SelectField
          label={t('canvas:editor.businessType')}
          value={draft.businessType}
          onValueChange={(businessType) => edit((now) => ({ ...now, businessType }))}
          options={BUSINESS_TYPES.map((type) => ({ value: type, label: t(`account:enums.businessTypes.${type}`) }))}
        />
        <SelectField
          label={t('canvas:editor.currency')}
          hint={t('canvas:editor.currencyHint')}
          value={draft.currency}
          onValueChange={(currency) => edit((now) => ({ ...now, currency }))}
          options={CURRENCIES.map((currency) => ({
            value: currency,
            label: t(`account:enums.currencies.${currency}`),
          }))}
        />
        <SelectField
          label={t('canvas:editor.validation')}
          hint={t('canvas:editor.validationHint')}
          value={draft.validationId ?? NO_VALIDATION}
          onValueChange={(id) => edit((now) => ({ ...now, validationId: id === NO_VALIDATION ? null : id }))}
          options={[
            { value: NO_VALIDATION, label: t('canvas:editor.noValidation') },
            ...validations.map((validation) => ({ value: validation.id, label: validation.title })),
          ]}
          testId="canvas-validation"
        />
        <p className="text-sm text-muted-foreground md:col-span-2 xl:col-span-4">
          <Badge variant="secondary" className="mr-2">
            {t(`canvas:kinds.${canvas.kind}.name`)}
          </Badge>
          {t('canvas:editor.howTo')}
        </p>
      </section>

      <section className="grid gap-4 md:grid-cols-2" aria-label={t('canvas:editor.summary')}>
        <MonthNumbers economics={check.economics} currency={draft.currency} prefs={prefs} />
        <p className="rounded-xl border bg-card p-4 text-sm" data-testid="coherence-summary">
          <span className="block text-2xl font-bold tabular-nums">
            {t('canvas:coherence.score', { score: check.score })}
          </span>
          {check.findings[0]
            ? t('canvas:coherence.weakest', {
                title: t(
                  `canvas:findings.${check.findings[0].rule}.short`,
                  findingValues(check.findings[0], draft.cards, draft.currency, t, prefs),
                ),
              })
            : t('canvas:coherence.noFindings')}
          <span className="mt-1 block text-muted-foreground">
            {t('canvas:coherence.untested', { count: check.untestedCardIds.length })}
          </span>
        </p>
      </section>

      <div ref={board} className="min-w-0">
        <CanvasBoard
          kind={canvas.kind}
          cards={draft.cards}
          currency={draft.currency}
          prefs={prefs}
          flagged={flagged}
          contradicted={contradicted}
          phoneBlock={phoneBlock}
          onPhoneBlock={setPhoneBlock}
          onAdd={(block) => setEditing({ block, card: null })}
          onEdit={(card) => setEditing({ block: card.block, card })}
          onDelete={onDelete}
          onMove={onMove}
        />
      </div>

      {tested && (
        <PlanAgainstResultPanel
          tested={tested}
          canvas={{ kind: canvas.kind, ...draft }}
          prefs={prefs}
          onMarkTested={(row) => {
            const month = tested.result.window.at(-1);
            if (!canvas.simulationId || month === undefined) return;
            const evidence = { kind: 'simulationMonth' as const, simulationId: canvas.simulationId, month };
            edit((now) => ({
              ...now,
              cards: now.cards.map((card) =>
                card.block === row.block && !card.evidence ? { ...card, evidence } : card,
              ),
            }));
            setAnnouncement(t('canvas:plan.marked', { block: blockName(row.block), month }));
          }}
        />
      )}

      <CoherencePanel check={check} cards={draft.cards} currency={draft.currency} prefs={prefs} onShowCard={showCard} />

      <p className="text-xs text-muted-foreground" data-testid="attribution">
        {t(`canvas:kinds.${canvas.kind}.attribution`)}
      </p>

      <p className="sr-only" aria-live="polite" data-testid="canvas-announcement">
        {announcement}
      </p>

      {editing && (
        <CardDialog
          key={editing.card?.id ?? editing.block}
          open
          onOpenChange={(open) => {
            if (open) return;
            const card = editing.card;
            setEditing(null);
            if (card) focusCard(card.id, 'edit-card');
          }}
          block={editing.block}
          card={editing.card}
          cards={draft.cards}
          currency={draft.currency}
          prefs={prefs}
          onSave={(card) => {
            edit((now) => ({ ...now, cards: putCard(now.cards, card) }));
            if (!editing.card) setAnnouncement(t('canvas:board.added', { block: blockName(card.block) }));
            focusCard(card.id, 'edit-card');
          }}
        />
      )}
    </div>
  );
}
