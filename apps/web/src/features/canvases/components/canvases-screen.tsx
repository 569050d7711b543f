import { DeleteItemDialog } from '@/components/delete-item-dialog';
import { ItemList } from '@/components/item-list';
import { RowActions } from '@/components/row-actions';
import { ScreenIntro } from '@/components/screen-intro';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select-field';
import { useDeleteConfirmation } from '@/hooks/use-delete-confirmation';
import { useValidationText } from '@/hooks/use-validation-text';
import { describeError } from '@/lib/describe-error';
import { notify } from '@/lib/notify';
import { CreateCanvasRequest, type CanvasSummary } from '@alavanca/contracts/canvases';
import { CANVAS_KINDS, CANVAS_LIMITS, type CanvasKind } from '@alavanca/domain/canvas/canvas';
import { BUSINESS_TYPES, CURRENCIES, type BusinessType, type Currency } from '@alavanca/domain/constants';
import { formatDate, type DatePreferences } from '@alavanca/domain/locale/format';
import { LayoutGrid, Plus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCreateCanvas, useDeleteCanvas } from '../api/change-canvas';
import { useCanvases } from '../api/get-canvases';
import { canvasPath } from '../utils/paths';
import type { ValidationOption } from './canvas-editor';

type Start = 'validation' | 'blank';

/** Makes a canvas: its kind, then filled from one of the founder's validations or blank. */
function NewCanvasDialog({
  open,
  onOpenChange,
  validations,
  currency: preferredCurrency,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  validations: readonly ValidationOption[];
  currency: Currency;
}) {
  const { t } = useTranslation(['canvas', 'account', 'common']);
  const errorText = useValidationText();
  const navigate = useNavigate();
  const create = useCreateCanvas();
  const [kind, setKind] = useState<CanvasKind>('businessModel');
  const [start, setStart] = useState<Start>(validations.length > 0 ? 'validation' : 'blank');
  const [validationId, setValidationId] = useState(validations[0]?.id);
  const [title, setTitle] = useState('');
  const [businessType, setBusinessType] = useState<BusinessType>('service');
  const [currency, setCurrency] = useState<Currency>(preferredCurrency);
  const [titleError, setTitleError] = useState<string>();
  const kindsId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    const request = CreateCanvasRequest.safeParse(
      start === 'validation'
        ? { from: 'validation', kind, validationId }
        : { from: 'blank', kind, title, businessType, currency },
    );
    if (!request.success) {
      setTitleError(
        errorText(request.error.issues.find((issue) => issue.path[0] === 'title')?.message ?? 'validation.required'),
      );
      document.getElementById(`${kindsId}-title`)?.focus();
      return;
    }
    create.mutate(request.data, {
      onSuccess: (canvas) => void navigate(canvasPath(canvas.id)),
      onError: (error) =>
        notify({ title: t('canvas:create.failed'), description: describeError(error, t), variant: 'destructive' }),
    });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl" data-testid="new-canvas-dialog">
        <DialogHeader>
          <DialogTitle>{t('canvas:create.title')}</DialogTitle>
          <DialogDescription>{t('canvas:create.intro')}</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">{t('canvas:create.kind')}</legend>
            {CANVAS_KINDS.map((each) => (
              <label
                key={each}
                className="flex cursor-pointer items-start gap-3 rounded-lg border p-3 has-checked:border-primary has-checked:bg-primary/5 has-focus-visible:ring-2 has-focus-visible:ring-ring"
              >
                <input
                  type="radio"
                  name={`${kindsId}-kind`}
                  value={each}
                  checked={kind === each}
                  onChange={() => setKind(each)}
                  className="mt-1 accent-primary"
                />
                <span>
                  <span className="block font-medium">{t(`canvas:kinds.${each}.name`)}</span>
                  <span className="block text-sm text-muted-foreground">{t(`canvas:kinds.${each}.description`)}</span>
                </span>
              </label>
            ))}
          </fieldset>
          <SelectField<Start>
            label={t('canvas:create.start')}
            value={start}
            onValueChange={setStart}
            options={[
              ...(validations.length > 0
                ? [{ value: 'validation' as const, label: t('canvas:create.fromValidation') }]
                : []),
              { value: 'blank', label: t('canvas:create.blank') },
            ]}
            hint={validations.length === 0 ? t('canvas:create.noValidations') : undefined}
            testId="canvas-start"
          />
          {start === 'validation' ? (
            <SelectField
              label={t('canvas:create.validation')}
              hint={t('canvas:create.validationHint')}
              value={validationId}
              onValueChange={setValidationId}
              options={validations.map((validation) => ({ value: validation.id, label: validation.title }))}
              testId="canvas-source-validation"
            />
          ) : (
            <>
              <FormField id={`${kindsId}-title`} label={t('canvas:editor.title')} error={titleError}>
                <Input
                  value={title}
                  maxLength={CANVAS_LIMITS.title}
                  onChange={(event) => setTitle(event.target.value)}
                />
              </FormField>
              <div className="grid gap-4 sm:grid-cols-2">
                <SelectField
                  label={t('canvas:editor.businessType')}
                  value={businessType}
                  onValueChange={setBusinessType}
                  options={BUSINESS_TYPES.map((type) => ({
                    value: type,
                    label: t(`account:enums.businessTypes.${type}`),
                  }))}
                />
                <SelectField
                  label={t('canvas:editor.currency')}
                  value={currency}
                  onValueChange={setCurrency}
                  options={CURRENCIES.map((each) => ({ value: each, label: t(`account:enums.currencies.${each}`) }))}
                />
              </div>
            </>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t('canvas:card.cancel')}
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {t(create.isPending ? 'canvas:create.creating' : 'canvas:create.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function CanvasRow({
  canvas,
  dates,
  onDelete,
}: {
  canvas: CanvasSummary;
  dates: DatePreferences;
  onDelete: (canvas: CanvasSummary, opener: HTMLElement) => void;
}) {
  const { t } = useTranslation(['canvas', 'account', 'common']);
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-xl border bg-card p-4 sm:flex-row sm:items-center"
      data-testid="canvas-row"
      data-id={canvas.id}
    >
      <div className="min-w-0 flex-1 space-y-1">
        <h3 id={titleId} className="truncate font-semibold" title={canvas.title}>
          {canvas.title}
        </h3>
        <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <Badge variant="secondary">{t(`canvas:kinds.${canvas.kind}.name`)}</Badge>
          <span>{t(`account:enums.businessTypes.${canvas.businessType}`)}</span>
          <span aria-hidden="true">·</span>
          <span>
            {t('canvas:list.updated', {
              cards: t('canvas:board.cardCount', { count: canvas.cardCount }),
              version: canvas.version,
              date: formatDate(new Date(canvas.updatedAt), dates),
            })}
          </span>
        </p>
      </div>
      <RowActions
        title={canvas.title}
        to={canvasPath(canvas.id)}
        openText={t('canvas:list.open')}
        deleteLabel={t('canvas:list.delete', { title: canvas.title })}
        onDelete={(button) => onDelete(canvas, button)}
      />
    </article>
  );
}

/** `/canvas`: the founder's canvases, and the way to make one. */
export function CanvasesScreen({
  validations,
  dates,
  currency,
}: {
  validations: readonly ValidationOption[];
  dates: DatePreferences;
  currency: Currency;
}) {
  const { t } = useTranslation(['canvas', 'common']);
  const query = useCanvases();
  const remove = useDeleteCanvas();
  const [creating, setCreating] = useState(false);
  const deletion = useDeleteConfirmation<CanvasSummary>();
  const { listArea } = deletion;

  const newButton = (
    <Button onClick={() => setCreating(true)} data-testid="new-canvas">
      <Plus aria-hidden="true" />
      {t('canvas:list.create')}
    </Button>
  );

  const content = (
    <ItemList
      query={query}
      texts={{
        loading: t('canvas:list.loading'),
        loadFailed: t('canvas:list.loadFailed'),
        retry: t('canvas:list.retry'),
        emptyTitle: t('canvas:list.emptyTitle'),
        emptyDescription: t('canvas:list.emptyDescription'),
        createFirst: t('canvas:list.createFirst'),
      }}
      emptyIcon={LayoutGrid}
      onCreate={() => setCreating(true)}
    >
      {(canvases) =>
        canvases.map((canvas) => (
          <CanvasRow
            key={canvas.id}
            canvas={canvas}
            dates={dates}
            onDelete={(item, button) => deletion.ask(item, button)}
          />
        ))
      }
    </ItemList>
  );

  return (
    <div data-testid="canvases-screen">
      <ScreenIntro title={t('canvas:list.title')} description={t('canvas:list.intro')} action={newButton} />
      <div ref={listArea} tabIndex={-1} className="outline-hidden">
        {content}
      </div>
      {creating && <NewCanvasDialog open onOpenChange={setCreating} validations={validations} currency={currency} />}
      <DeleteItemDialog deletion={deletion} remove={remove} namespace="canvas" testId="delete-canvas-dialog" />
    </div>
  );
}
