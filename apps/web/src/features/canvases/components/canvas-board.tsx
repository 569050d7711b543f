import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { SelectField } from '@/components/ui/select-field';
import { cn } from '@/lib/utils';
import {
  CANVAS_BLOCKS,
  CANVAS_LIMITS,
  cardsIn,
  type CanvasBlock,
  type CanvasCard,
  type CanvasKind,
} from '@alavanca/domain/canvas/canvas';
import type { Currency } from '@alavanca/domain/constants';
import type { NumberPreferences } from '@alavanca/domain/locale/format';
import { ArrowDown, ArrowUp, ChevronLeft, ChevronRight, CircleAlert, Move, Pencil, Plus, Trash2 } from 'lucide-react';
import { useId, useState, type DragEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { describeEvidence, describeNumbers } from '../utils/describe';

/**
 * Where each of the nine blocks sits on a wide screen, by its place in the kind's order: both
 * canvases share the layout (five tall and split blocks over two rows, then costs beside revenue).
 * Narrower, the blocks flow in two columns; on a phone, one block shows at a time.
 */
const PLACES = [
  'xl:col-start-1 xl:col-span-2 xl:row-start-1 xl:row-span-2',
  'xl:col-start-3 xl:col-span-2 xl:row-start-1',
  'xl:col-start-3 xl:col-span-2 xl:row-start-2',
  'xl:col-start-5 xl:col-span-2 xl:row-start-1 xl:row-span-2',
  'xl:col-start-7 xl:col-span-2 xl:row-start-1',
  'xl:col-start-7 xl:col-span-2 xl:row-start-2',
  'xl:col-start-9 xl:col-span-2 xl:row-start-1 xl:row-span-2',
  'xl:col-start-1 xl:col-span-5 xl:row-start-3',
  'xl:col-start-6 xl:col-span-5 xl:row-start-3',
];

/** The drag's payload type: only a card of this canvas drops on a block. */
const DRAG_TYPE = 'application/x-alavanca-canvas-card';

export interface BoardActions {
  onAdd: (block: CanvasBlock) => void;
  onEdit: (card: CanvasCard) => void;
  onDelete: (card: CanvasCard) => void;
  /** Moves a card to `index` among `block`'s cards (its own block to reorder it). */
  onMove: (card: CanvasCard, block: CanvasBlock, index: number) => void;
}

interface BoardProps extends BoardActions {
  kind: CanvasKind;
  cards: readonly CanvasCard[];
  currency: Currency;
  prefs: NumberPreferences;
  /** Cards a coherence finding names. */
  flagged: ReadonlySet<string>;
  /** Assumptions the simulated months contradicted. */
  contradicted: ReadonlySet<string>;
  /** The block shown on a phone. */
  phoneBlock: CanvasBlock;
  onPhoneBlock: (block: CanvasBlock) => void;
}

function CardItem({
  card,
  index,
  siblings,
  kind,
  cards,
  currency,
  prefs,
  flagged,
  contradicted,
  onEdit,
  onDelete,
  onMove,
}: Omit<BoardProps, 'phoneBlock' | 'onPhoneBlock' | 'flagged' | 'contradicted' | 'onAdd'> & {
  card: CanvasCard;
  index: number;
  /** Cards in its block, itself included. */
  siblings: number;
  flagged: boolean;
  contradicted: boolean;
}) {
  const { t } = useTranslation(['canvas', 'validation', 'validationReport']);
  const textId = useId();
  const numbers = describeNumbers(card, currency, t, prefs);
  const linked = card.links.flatMap((link) => cards.find((other) => other.id === link) ?? []);
  const blockName = t(`canvas:blocks.${card.block}.name`);

  // Alt + an arrow moves the focused card: up and down within its block, left and right to the
  // block before or after it in the canvas's order (the menu offers the same, by name).
  function onKeyDown(event: KeyboardEvent) {
    if (!event.altKey) return;
    const blocks: readonly CanvasBlock[] = CANVAS_BLOCKS[kind];
    const at = blocks.indexOf(card.block);
    const move: Record<string, (() => void) | undefined> = {
      ArrowUp: index > 0 ? () => onMove(card, card.block, index - 1) : undefined,
      ArrowDown: index < siblings - 1 ? () => onMove(card, card.block, index + 1) : undefined,
      ArrowLeft: at > 0 ? () => onMove(card, blocks[at - 1]!, Number.MAX_SAFE_INTEGER) : undefined,
      ArrowRight: at < blocks.length - 1 ? () => onMove(card, blocks[at + 1]!, Number.MAX_SAFE_INTEGER) : undefined,
    };
    const action = move[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  }

  return (
    <li
      className={cn(
        'group rounded-lg border bg-background p-3 shadow-xs',
        flagged && 'border-amber-500/60',
        'cursor-grab active:cursor-grabbing',
      )}
      draggable
      onDragStart={(event) => {
        event.dataTransfer.setData(DRAG_TYPE, card.id);
        event.dataTransfer.effectAllowed = 'move';
      }}
      onKeyDown={onKeyDown}
      aria-labelledby={textId}
      data-testid="canvas-card"
      data-card-id={card.id}
    >
      <p id={textId} className="text-sm break-words">
        {card.text}
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
        {card.evidence ? (
          <Badge variant="success" title={describeEvidence(card.evidence, t, prefs)}>
            {t('canvas:tags.evidence')}
          </Badge>
        ) : (
          <Badge variant="outline">{t('canvas:tags.assumption')}</Badge>
        )}
        {contradicted && (
          <Badge variant="destructive" data-testid="contradicted">
            {t('canvas:card.contradicted')}
          </Badge>
        )}
        {flagged && (
          <span className="inline-flex items-center gap-1 text-amber-700 dark:text-amber-400">
            <CircleAlert className="size-3.5" aria-hidden="true" />
            {t('canvas:card.flagged')}
          </span>
        )}
      </div>
      {card.evidence && (
        // Clamped: a market figure's source runs long; the card's dialog shows it whole.
        <p className="mt-1 line-clamp-2 text-xs break-words text-muted-foreground">
          {describeEvidence(card.evidence, t, prefs)}
        </p>
      )}
      {numbers && <p className="mt-1 text-xs font-medium tabular-nums">{numbers}</p>}
      {linked.length > 0 && (
        <p className="mt-1 line-clamp-2 text-xs text-muted-foreground">
          {t(
            `canvas:card.linkLine.${card.block === 'keyActivities' || card.block === 'keyResources' ? 'paidBy' : card.block === 'customerSegments' ? 'detailOf' : 'aimedAt'}`,
            {
              names: linked.map((other) => other.text).join(' · '),
            },
          )}
        </p>
      )}
      <div className="mt-2 flex justify-end gap-1">
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          onClick={() => onEdit(card)}
          aria-label={t('canvas:card.editLabel', { text: card.text })}
          data-testid="edit-card"
        >
          <Pencil aria-hidden="true" />
        </Button>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button
              variant="ghost"
              size="icon"
              className="size-8"
              aria-label={t('canvas:card.moveLabel', {
                text: card.text,
                position: index + 1,
                total: siblings,
                block: blockName,
              })}
              aria-keyshortcuts="Alt+ArrowUp Alt+ArrowDown Alt+ArrowLeft Alt+ArrowRight"
              data-testid="move-card"
            >
              <Move aria-hidden="true" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuItem disabled={index === 0} onSelect={() => onMove(card, card.block, index - 1)}>
              <ArrowUp aria-hidden="true" />
              {t('canvas:card.moveUp')}
            </DropdownMenuItem>
            <DropdownMenuItem disabled={index === siblings - 1} onSelect={() => onMove(card, card.block, index + 1)}>
              <ArrowDown aria-hidden="true" />
              {t('canvas:card.moveDown')}
            </DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuLabel>{t('canvas:card.moveTo')}</DropdownMenuLabel>
            {CANVAS_BLOCKS[kind]
              .filter((block) => block !== card.block)
              .map((block) => (
                <DropdownMenuItem
                  key={block}
                  disabled={cardsIn({ cards }, block).length >= CANVAS_LIMITS.cardsPerBlock}
                  onSelect={() => onMove(card, block, Number.MAX_SAFE_INTEGER)}
                >
                  {t(`canvas:blocks.${block}.name`)}
                </DropdownMenuItem>
              ))}
          </DropdownMenuContent>
        </DropdownMenu>
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          onClick={() => onDelete(card)}
          aria-label={t('canvas:card.deleteLabel', { text: card.text })}
          data-testid="delete-card"
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}

function Block({
  block,
  place,
  shownOnPhone,
  ...props
}: Omit<BoardProps, 'phoneBlock' | 'onPhoneBlock'> & { block: CanvasBlock; place: string; shownOnPhone: boolean }) {
  const { t } = useTranslation('canvas');
  const headingId = useId();
  const [dropAt, setDropAt] = useState<number | null>(null);
  const cards = cardsIn(props, block);
  const full = cards.length >= CANVAS_LIMITS.cardsPerBlock;

  /** The place among the block's cards a drop lands: before the first card whose middle is below the pointer. */
  function indexAt(event: DragEvent<HTMLElement>): number {
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>('[data-card-id]')];
    const below = items.findIndex((item) => {
      const box = item.getBoundingClientRect();
      return event.clientY < box.top + box.height / 2;
    });
    return below === -1 ? items.length : below;
  }

  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'flex min-w-0 flex-col gap-2 rounded-xl border bg-card p-3',
        place,
        !shownOnPhone && 'max-md:hidden',
        dropAt !== null && 'ring-2 ring-primary',
      )}
      data-testid="canvas-block"
      data-block={block}
      onDragOver={(event) => {
        if (!event.dataTransfer.types.includes(DRAG_TYPE)) return;
        event.preventDefault();
        setDropAt(indexAt(event));
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDropAt(null);
      }}
      onDrop={(event) => {
        const id = event.dataTransfer.getData(DRAG_TYPE);
        const card = props.cards.find((each) => each.id === id);
        setDropAt(null);
        if (!card) return;
        event.preventDefault();
        props.onMove(card, block, indexAt(event));
      }}
    >
      <div>
        <h3 id={headingId} className="flex items-baseline justify-between gap-2 text-sm font-semibold">
          {t(`blocks.${block}.name`)}
          <span className="text-xs font-normal text-muted-foreground tabular-nums">
            {t('board.cardCount', { count: cards.length })}
          </span>
        </h3>
        <p className="text-xs text-muted-foreground">{t(`blocks.${block}.question`)}</p>
      </div>
      <ul aria-labelledby={headingId} className="flex flex-col gap-2">
        {cards.map((card, index) => (
          <CardItem
            key={card.id}
            {...props}
            card={card}
            index={index}
            siblings={cards.length}
            flagged={props.flagged.has(card.id)}
            contradicted={props.contradicted.has(card.id)}
          />
        ))}
      </ul>
      <Button
        variant="ghost"
        size="sm"
        className="mt-auto justify-start"
        disabled={full || props.cards.length >= CANVAS_LIMITS.cards}
        onClick={() => props.onAdd(block)}
        data-testid="add-card"
      >
        <Plus aria-hidden="true" />
        {t('board.add')}
        <span className="sr-only">{t('board.addTo', { block: t(`blocks.${block}.name`) })}</span>
      </Button>
    </section>
  );
}

/** The nine blocks, each a labelled list of its cards. */
export function CanvasBoard({ phoneBlock, onPhoneBlock, ...props }: BoardProps) {
  const { t } = useTranslation('canvas');
  const blocks: readonly CanvasBlock[] = CANVAS_BLOCKS[props.kind];
  const at = blocks.indexOf(phoneBlock);
  return (
    <div className="space-y-3">
      <nav aria-label={t('board.phoneNav')} className="flex items-end gap-2 md:hidden">
        <Button
          variant="outline"
          size="icon"
          disabled={at <= 0}
          onClick={() => onPhoneBlock(blocks[at - 1]!)}
          aria-label={t('board.previousBlock')}
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        <SelectField<CanvasBlock>
          className="min-w-0 flex-1"
          label={t('board.shownBlock', { position: at + 1, total: blocks.length })}
          value={phoneBlock}
          onValueChange={onPhoneBlock}
          options={blocks.map((block) => ({
            value: block,
            label: `${t(`blocks.${block}.name`)} (${cardsIn(props, block).length})`,
          }))}
        />
        <Button
          variant="outline"
          size="icon"
          disabled={at >= blocks.length - 1}
          onClick={() => onPhoneBlock(blocks[at + 1]!)}
          aria-label={t('board.nextBlock')}
        >
          <ChevronRight aria-hidden="true" />
        </Button>
      </nav>
      <div className="grid gap-3 md:grid-cols-2 xl:grid-cols-10" data-testid="canvas-board">
        {blocks.map((block, index) => (
          <Block key={block} {...props} block={block} place={PLACES[index]!} shownOnPhone={block === phoneBlock} />
        ))}
      </div>
    </div>
  );
}
