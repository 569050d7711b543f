import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';
import { DEFAULT_DASHBOARD_LAYOUT, type DashboardLayout } from '@alavanca/contracts/dashboard';
import { ArrowDown, ArrowUp, GripVertical } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Widgets = DashboardLayout['widgets'];

/** The widgets with the one at `from` moved to `to`. */
function moveWidget(widgets: Widgets, from: number, to: number): Widgets {
  if (to < 0 || to >= widgets.length || from === to) return widgets;
  const next = [...widgets];
  const [moved] = next.splice(from, 1);
  if (moved) next.splice(to, 0, moved);
  return next;
}

/**
 * Which widgets the dashboard shows and in which order: a box to show or hide each, buttons to
 * move it up or down (the keyboard's way), and a handle to drag it (the mouse's). The order is
 * announced after each move.
 */
export function CustomisePanel({
  layout,
  pending,
  onSave,
  onCancel,
}: {
  layout: DashboardLayout;
  pending: boolean;
  onSave: (layout: DashboardLayout) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('dashboard');
  const [widgets, setWidgets] = useState<Widgets>(layout.widgets);
  const [dragged, setDragged] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const name = (id: Widgets[number]['id']) => t(`widgets.${id}.title`);
  // Opened from the button above, the panel takes the focus: the keyboard starts where the boxes are.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  // A block moved with its arrow button keeps the keyboard on it: the same arrow where the block now
  // stands, or the other one when the block reached the end (its arrow is then disabled).
  const list = useRef<HTMLOListElement>(null);
  const refocus = useRef<{ id: string; direction: 'up' | 'down' } | null>(null);
  useEffect(() => {
    const wanted = refocus.current;
    refocus.current = null;
    if (!wanted) return;
    const item = list.current?.querySelector(`[data-widget="${wanted.id}"]`);
    const same = item?.querySelector<HTMLButtonElement>(`[data-move="${wanted.direction}"]`);
    const other = item?.querySelector<HTMLButtonElement>(`[data-move="${wanted.direction === 'up' ? 'down' : 'up'}"]`);
    (same && !same.disabled ? same : other)?.focus();
  }, [widgets]);

  const move = (from: number, to: number) => {
    const next = moveWidget(widgets, from, to);
    if (next === widgets) return;
    setWidgets(next);
    const moved = next[to];
    if (moved) setAnnouncement(t('customise.moved', { name: name(moved.id), position: to + 1, total: next.length }));
  };
  const moveWithKeyboard = (from: number, direction: 'up' | 'down') => {
    const id = widgets[from]?.id;
    move(from, direction === 'up' ? from - 1 : from + 1);
    if (id) refocus.current = { id, direction };
  };

  return (
    <section
      aria-labelledby="customise-title"
      className="mb-6 space-y-4 rounded-xl border bg-card p-4"
      data-testid="customise-panel"
    >
      <div>
        <h3 id="customise-title" ref={heading} tabIndex={-1} className="font-semibold outline-hidden">
          {t('customise.title')}
        </h3>
        <p className="text-sm text-muted-foreground">{t('customise.description')}</p>
      </div>
      <ol ref={list} className="space-y-2" aria-label={t('customise.listLabel')}>
        {widgets.map((widget, index) => {
          const checkboxId = `widget-${widget.id}`;
          return (
            <li
              key={widget.id}
              draggable
              onDragStart={() => setDragged(index)}
              onDragOver={(event) => event.preventDefault()}
              onDrop={() => {
                if (dragged !== null) move(dragged, index);
                setDragged(null);
              }}
              onDragEnd={() => setDragged(null)}
              className={cn('flex items-center gap-3 rounded-lg border p-2', dragged === index && 'opacity-50')}
              data-testid="customise-item"
              data-widget={widget.id}
            >
              <GripVertical aria-hidden="true" className="size-4 shrink-0 cursor-grab text-muted-foreground" />
              <Checkbox
                id={checkboxId}
                checked={widget.visible}
                onCheckedChange={(checked) =>
                  setWidgets((current) =>
                    current.map((entry) => (entry.id === widget.id ? { ...entry, visible: checked === true } : entry)),
                  )
                }
              />
              <Label htmlFor={checkboxId} className="flex-1 font-normal">
                {name(widget.id)}
              </Label>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-8"
                disabled={index === 0}
                aria-label={t('customise.moveUp', { name: name(widget.id) })}
                data-move="up"
                onClick={() => moveWithKeyboard(index, 'up')}
              >
                <ArrowUp aria-hidden="true" />
              </Button>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-8"
                disabled={index === widgets.length - 1}
                aria-label={t('customise.moveDown', { name: name(widget.id) })}
                data-move="down"
                onClick={() => moveWithKeyboard(index, 'down')}
              >
                <ArrowDown aria-hidden="true" />
              </Button>
            </li>
          );
        })}
      </ol>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => onSave({ widgets })} disabled={pending}>
          {pending ? t('customise.saving') : t('customise.save')}
        </Button>
        <Button variant="outline" onClick={onCancel}>
          {t('customise.cancel')}
        </Button>
        <Button variant="ghost" onClick={() => setWidgets(DEFAULT_DASHBOARD_LAYOUT.widgets)}>
          {t('customise.reset')}
        </Button>
      </div>
    </section>
  );
}
