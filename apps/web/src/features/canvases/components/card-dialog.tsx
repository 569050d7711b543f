import { MoneyInput } from '@/components/money-input';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
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
import { Label } from '@/components/ui/label';
import { SelectField } from '@/components/ui/select-field';
import { Textarea } from '@/components/ui/textarea';
import { useValidationText } from '@/hooks/use-validation-text';
import { CanvasCardInput } from '@alavanca/contracts/canvases';
import { VALIDATION_BOUNDS } from '@alavanca/contracts/validation-bounds';
import { CANVAS_LIMITS, type CanvasBlock, type CanvasCard } from '@alavanca/domain/canvas/canvas';
import { linkTargets } from '@alavanca/domain/canvas/edit';
import type { Currency } from '@alavanca/domain/constants';
import type { NumberPreferences } from '@alavanca/domain/locale/format';
import { PRICING_MODELS, type PricingModel } from '@alavanca/domain/validation/idea';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { describeEvidence } from '../utils/describe';

/** What backs the card: nothing yet, a note the founder types, or the evidence it already names (a validation figure…). */
type Backing = 'assumption' | 'note' | 'kept';

interface CardForm {
  text: string;
  backing: Backing;
  note: string;
  links: string[];
  priceCents: number | null;
  pricingModel: PricingModel;
  purchasesPerYear: string;
  customers: string;
  costKind: 'fixed' | 'variable';
  amountCents: number | null;
  acquisitionCostCents: number | null;
  marketCents: number | null;
}

/** Purchases a year a pricing model starts from: a subscription's periods, one purchase otherwise. */
const PURCHASES_PER_YEAR: Record<PricingModel, number> = { oneOff: 1, weekly: 52, monthly: 12, hourly: 1 };

function formOf(card: CanvasCard | null): CardForm {
  return {
    text: card?.text ?? '',
    backing: !card?.evidence ? 'assumption' : card.evidence.kind === 'note' ? 'note' : 'kept',
    note: card?.evidence?.kind === 'note' ? card.evidence.note : '',
    links: [...(card?.links ?? [])],
    priceCents: card?.revenue?.priceCents ?? null,
    pricingModel: card?.revenue?.pricingModel ?? 'oneOff',
    purchasesPerYear: String(card?.revenue?.purchasesPerYear ?? ''),
    customers: String(card?.revenue?.customers ?? ''),
    costKind: card?.cost?.costKind ?? 'fixed',
    amountCents: card?.cost?.amountCents ?? null,
    acquisitionCostCents: card?.channel?.acquisitionCostCents ?? null,
    marketCents: card?.segment?.marketCents ?? null,
  };
}

/** A whole number typed in a field; NaN for anything else, so the contract's check names the field. */
const whole = (typed: string) => (/^\s*\d+\s*$/.test(typed) ? Number(typed) : Number.NaN);

/** The card the form describes, in the wire's shape (checked by the contract before it is kept). */
function cardOf(form: CardForm, id: string, block: CanvasBlock, kept: CanvasCard['evidence']): unknown {
  const revenueTyped = form.priceCents !== null || form.customers.trim() !== '';
  return {
    id,
    block,
    text: form.text,
    evidence: form.backing === 'note' ? { kind: 'note', note: form.note } : form.backing === 'kept' ? kept : null,
    links: form.links,
    ...(block === 'revenueStreams' && revenueTyped
      ? {
          revenue: {
            priceCents: form.priceCents ?? Number.NaN,
            pricingModel: form.pricingModel,
            purchasesPerYear: whole(form.purchasesPerYear),
            customers: whole(form.customers),
          },
        }
      : {}),
    ...(block === 'costStructure' && form.amountCents !== null
      ? { cost: { costKind: form.costKind, amountCents: form.amountCents } }
      : {}),
    ...(block === 'channels' && form.acquisitionCostCents !== null
      ? { channel: { acquisitionCostCents: form.acquisitionCostCents } }
      : {}),
    ...(block === 'customerSegments' && form.marketCents !== null
      ? { segment: { marketCents: form.marketCents } }
      : {}),
  };
}

/** The field each of the contract's paths is typed in. */
const FIELD_OF: Record<string, keyof CardForm> = {
  text: 'text',
  'evidence.note': 'note',
  evidence: 'note',
  links: 'links',
  'revenue.priceCents': 'priceCents',
  'revenue.purchasesPerYear': 'purchasesPerYear',
  'revenue.customers': 'customers',
  'cost.amountCents': 'amountCents',
  'channel.acquisitionCostCents': 'acquisitionCostCents',
  'segment.marketCents': 'marketCents',
};

/**
 * Adds a card to a block or edits one: its statement, what backs it (an assumption until it names
 * evidence), the segments it is aimed at or the costs that pay for it, and the numbers its block
 * carries. Checked by the same contract the server applies, field by field, before it is kept.
 */
export function CardDialog({
  open,
  onOpenChange,
  block,
  card,
  cards,
  currency,
  prefs,
  onSave,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  block: CanvasBlock;
  /** The card to edit; null to add one. */
  card: CanvasCard | null;
  cards: readonly CanvasCard[];
  currency: Currency;
  prefs: NumberPreferences;
  onSave: (card: CanvasCard) => void;
}) {
  const { t } = useTranslation(['canvas', 'validation', 'validationReport', 'common']);
  const errorText = useValidationText();
  const [form, setForm] = useState(() => formOf(card));
  const [errors, setErrors] = useState<Partial<Record<keyof CardForm, string>>>({});
  const [id] = useState(() => card?.id ?? crypto.randomUUID());
  const linksId = useId();
  const set = <K extends keyof CardForm>(field: K, value: CardForm[K]) =>
    setForm((now) => ({ ...now, [field]: value }));
  const targets = linkTargets(cards, { id, block });
  const kept = card?.evidence && card.evidence.kind !== 'note' ? card.evidence : null;
  const linkKind =
    block === 'keyActivities' || block === 'keyResources'
      ? 'paidBy'
      : block === 'customerSegments'
        ? 'detailOf'
        : 'aimedAt';

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = CanvasCardInput.safeParse(cardOf(form, id, block, kept));
    if (!parsed.success) {
      const found: Partial<Record<keyof CardForm, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = FIELD_OF[issue.path.join('.')] ?? FIELD_OF[issue.path.slice(0, 2).join('.')];
        if (field && !found[field]) found[field] = errorText(issue.message);
      }
      setErrors(found);
      const first = Object.keys(found)[0];
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    onSave(parsed.data);
    onOpenChange(false);
  }

  const field = (name: keyof CardForm) => ({ id: `${id}-${name}`, error: errors[name] });
  const money = (
    name: 'priceCents' | 'amountCents' | 'acquisitionCostCents' | 'marketCents',
    label: string,
    hint?: string,
  ) => (
    <FormField {...field(name)} label={label} hint={hint}>
      {(control) => (
        <MoneyInput
          {...control}
          currency={currency}
          prefs={prefs}
          value={form[name]}
          onChange={(cents) => set(name, cents)}
        />
      )}
    </FormField>
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl" data-testid="card-dialog">
        <DialogHeader>
          <DialogTitle>
            {t(card ? 'canvas:card.editTitle' : 'canvas:card.addTitle', { block: t(`canvas:blocks.${block}.name`) })}
          </DialogTitle>
          <DialogDescription>{t(`canvas:blocks.${block}.question`)}</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <FormField
            {...field('text')}
            label={t('canvas:card.text')}
            hint={t('canvas:card.textHint', { count: CANVAS_LIMITS.cardText - form.text.length })}
          >
            <Textarea
              value={form.text}
              maxLength={CANVAS_LIMITS.cardText}
              rows={3}
              onChange={(event) => set('text', event.target.value)}
            />
          </FormField>

          <SelectField<Backing>
            id={`${id}-backing`}
            label={t('canvas:card.backing')}
            hint={t('canvas:card.backingHint')}
            value={form.backing}
            onValueChange={(backing) => set('backing', backing)}
            options={[
              { value: 'assumption', label: t('canvas:card.backings.assumption') },
              ...(kept ? [{ value: 'kept' as const, label: describeEvidence(kept, t, prefs) }] : []),
              { value: 'note', label: t('canvas:card.backings.note') },
            ]}
          />
          {form.backing === 'note' && (
            <FormField {...field('note')} label={t('canvas:card.note')} hint={t('canvas:card.noteHint')}>
              <Textarea
                value={form.note}
                maxLength={CANVAS_LIMITS.note}
                rows={2}
                onChange={(event) => set('note', event.target.value)}
              />
            </FormField>
          )}

          {block === 'revenueStreams' && (
            <fieldset className="grid gap-4 rounded-lg border p-4 sm:grid-cols-2">
              <legend className="px-1 text-sm font-medium">{t('canvas:card.numbers')}</legend>
              {money('priceCents', t(`validation:form.fields.price.${form.pricingModel}`))}
              <SelectField<PricingModel>
                id={`${id}-pricingModel`}
                label={t('validation:form.fields.pricingModel')}
                value={form.pricingModel}
                onValueChange={(model) => {
                  set('pricingModel', model);
                  if (form.purchasesPerYear.trim() === '') set('purchasesPerYear', String(PURCHASES_PER_YEAR[model]));
                }}
                options={PRICING_MODELS.map((model) => ({
                  value: model,
                  label: t(`validation:pricingModels.${model}`),
                }))}
              />
              <FormField
                {...field('purchasesPerYear')}
                label={t(`validation:form.fields.purchasesPerYear.${form.pricingModel}`)}
                hint={t(`validation:form.hints.purchasesPerYear.${form.pricingModel}`, {
                  max: VALIDATION_BOUNDS.purchasesPerYear.max,
                })}
              >
                <Input
                  inputMode="numeric"
                  value={form.purchasesPerYear}
                  onChange={(event) => set('purchasesPerYear', event.target.value)}
                />
              </FormField>
              <FormField
                {...field('customers')}
                label={t('canvas:card.customers')}
                hint={t('canvas:card.customersHint')}
              >
                <Input
                  inputMode="numeric"
                  value={form.customers}
                  onChange={(event) => set('customers', event.target.value)}
                />
              </FormField>
            </fieldset>
          )}
          {block === 'costStructure' && (
            <fieldset className="grid gap-4 rounded-lg border p-4 sm:grid-cols-2">
              <legend className="px-1 text-sm font-medium">{t('canvas:card.numbers')}</legend>
              <SelectField<'fixed' | 'variable'>
                id={`${id}-costKind`}
                label={t('canvas:card.costKind')}
                value={form.costKind}
                onValueChange={(kind) => set('costKind', kind)}
                options={[
                  { value: 'fixed', label: t('canvas:card.costKinds.fixed') },
                  { value: 'variable', label: t('canvas:card.costKinds.variable') },
                ]}
              />
              {money('amountCents', t(`canvas:card.amount.${form.costKind}`))}
            </fieldset>
          )}
          {block === 'channels' &&
            money('acquisitionCostCents', t('canvas:card.acquisitionCost'), t('canvas:card.acquisitionCostHint'))}
          {block === 'customerSegments' && money('marketCents', t('canvas:card.market'), t('canvas:card.marketHint'))}

          {targets.length > 0 && (
            <fieldset className="grid gap-2" aria-describedby={`${linksId}-hint`}>
              <legend className="text-sm font-medium">{t(`canvas:card.links.${linkKind}`)}</legend>
              <p id={`${linksId}-hint`} className="text-sm text-muted-foreground">
                {t(`canvas:card.links.${linkKind}Hint`)}
              </p>
              {targets.map((target) => (
                <div key={target.id} className="flex items-start gap-2">
                  <Checkbox
                    id={`${linksId}-${target.id}`}
                    className="mt-0.5"
                    checked={form.links.includes(target.id)}
                    onCheckedChange={(checked) =>
                      set(
                        'links',
                        checked === true ? [...form.links, target.id] : form.links.filter((link) => link !== target.id),
                      )
                    }
                  />
                  <Label htmlFor={`${linksId}-${target.id}`} className="font-normal">
                    {target.text}
                  </Label>
                </div>
              ))}
            </fieldset>
          )}

          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t('canvas:card.cancel')}
            </Button>
            <Button type="submit">{t(card ? 'canvas:card.save' : 'canvas:card.add')}</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
