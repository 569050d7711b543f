import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FieldError, FieldHint, FieldScope, FormField, useFieldState } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useValidationText } from '@/hooks/use-validation-text';
import { MAX_COMPETITORS } from '@alavanca/contracts/validations';
import { TEXT_LIMITS } from '@alavanca/domain/constants';
import { SALES_CHANNELS, type SalesChannel } from '@alavanca/domain/validation/idea';
import { Plus, X } from 'lucide-react';
import { useId, useRef, useState, type ReactNode } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ValidationRequest } from '@alavanca/contracts/validations';
import type { IdeaFormValues } from '../utils/idea-form';

export type IdeaForm = UseFormReturn<IdeaFormValues, unknown, ValidationRequest>;

/** The sales channels as a group of checkboxes: at least one. */
export function ChannelsField({ form }: { form: IdeaForm }) {
  const { t } = useTranslation('validation');
  const errorText = useValidationText();
  return (
    <Controller
      control={form.control}
      name="channels"
      render={({ field, fieldState }) => (
        <ChannelsGroup
          value={field.value}
          error={errorText(fieldState.error?.message)}
          legend={t('form.fields.channels')}
          hint={t('form.hints.channels')}
          onChange={field.onChange}
        />
      )}
    />
  );
}

function ChannelsGroup({
  value,
  onChange,
  legend,
  hint,
  error,
}: {
  value: readonly string[];
  onChange: (value: SalesChannel[]) => void;
  legend: string;
  hint: string;
  error: string | undefined;
}) {
  const { t } = useTranslation('validation');
  const state = useFieldState({ hint, error });
  const toggle = (channel: SalesChannel, checked: boolean) =>
    onChange(SALES_CHANNELS.filter((item) => (item === channel ? checked : value.includes(item))));
  return (
    <FieldScope value={state}>
      <fieldset
        className="grid gap-2"
        aria-describedby={[state.hintId, error ? state.errorId : null].filter(Boolean).join(' ')}
        data-testid="idea-channels"
      >
        <legend className="mb-1 text-sm font-medium">{legend}</legend>
        <FieldHint />
        <div className="grid gap-2 sm:grid-cols-2">
          {SALES_CHANNELS.map((channel) => {
            const id = `${state.id}-${channel}`;
            return (
              <div key={channel} className="flex items-center gap-2">
                <Checkbox
                  id={id}
                  checked={value.includes(channel)}
                  aria-invalid={error ? true : undefined}
                  onCheckedChange={(checked) => toggle(channel, checked === true)}
                />
                <Label htmlFor={id} className="font-normal">
                  {t(`channels.${channel}`)}
                </Label>
              </div>
            );
          })}
        </div>
        <FieldError />
      </fieldset>
    </FieldScope>
  );
}

/** Competitors by name, one at a time: added with Enter or the button, each removable; none is ever suggested. */
export function CompetitorsField({ form }: { form: IdeaForm }) {
  const errorText = useValidationText();
  return (
    <Controller
      control={form.control}
      name="competitors"
      render={({ field, fieldState, formState }) => {
        // An issue of one name (competitors.2) shows under the field, like one of the whole list.
        const itemError = (
          formState.errors.competitors as unknown as ({ message?: string } | undefined)[] | undefined
        )?.find?.((issue) => issue?.message)?.message;
        return (
          <CompetitorList
            names={field.value}
            onChange={field.onChange}
            error={errorText(fieldState.error?.message ?? itemError)}
          />
        );
      }}
    />
  );
}

function CompetitorList({
  names,
  onChange,
  error,
}: {
  names: string[];
  onChange: (names: string[]) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation('validation');
  const [typed, setTyped] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();
  const full = names.length >= MAX_COMPETITORS;
  const add = () => {
    const name = typed.trim();
    if (!name || full) return;
    if (!names.some((existing) => existing.toLocaleLowerCase() === name.toLocaleLowerCase()))
      onChange([...names, name]);
    setTyped('');
    input.current?.focus();
  };
  return (
    <FormField
      label={t('form.fields.competitors')}
      hint={full ? t('form.hints.competitorsFull', { max: MAX_COMPETITORS }) : t('form.hints.competitors')}
      error={error}
    >
      {(control) => (
        <div className="grid gap-2">
          <div className="flex gap-2">
            <Input
              {...control}
              ref={input}
              value={typed}
              maxLength={TEXT_LIMITS.idea.competitor}
              disabled={full}
              autoComplete="off"
              placeholder={t('form.placeholders.competitor')}
              onChange={(event) => setTyped(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  add();
                }
              }}
              data-testid="competitor-input"
            />
            <Button type="button" variant="outline" onClick={add} disabled={full || typed.trim() === ''}>
              <Plus aria-hidden="true" />
              {t('form.addCompetitor')}
            </Button>
          </div>
          {names.length > 0 && (
            <ul id={listId} className="flex flex-wrap gap-2" aria-label={t('form.competitorsAdded')}>
              {names.map((name) => (
                <li
                  key={name}
                  className="inline-flex items-center gap-1 rounded-full border bg-muted py-0.5 pr-1 pl-3 text-sm"
                  data-testid="competitor-chip"
                >
                  <span data-testid="competitor-name">{name}</span>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="size-6 rounded-full"
                    onClick={() => {
                      onChange(names.filter((item) => item !== name));
                      input.current?.focus();
                    }}
                  >
                    <X aria-hidden="true" />
                    <span className="sr-only">{t('form.removeCompetitor', { name })}</span>
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </FormField>
  );
}

/** A whole number typed in (purchases a year, hours a week); an emptied field is null. */
export function WholeNumberField({
  form,
  name,
  label,
  hint,
  suffix,
}: {
  form: IdeaForm;
  name: 'purchasesPerYear' | 'hoursPerWeek';
  label: string;
  hint: ReactNode;
  suffix?: string;
}) {
  const errorText = useValidationText();
  return (
    <FormField label={label} hint={hint} error={errorText(form.formState.errors[name]?.message)}>
      {(control) => (
        <div className="flex items-center gap-2">
          <Input
            {...control}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            className="tabular max-w-40"
            {...form.register(name, {
              setValueAs: (value: unknown) =>
                value === '' || value === null || value === undefined ? null : Number(String(value).trim()),
            })}
          />
          {suffix && <span className="text-sm text-muted-foreground">{suffix}</span>}
        </div>
      )}
    </FormField>
  );
}
