import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useValidationText } from '@/hooks/use-validation-text';
import { ApiError } from '@/lib/api-client';
import { CardDetails } from '@alavanca/contracts/billing';
import { CARD_HOLDER_LENGTH, cardBrand, cvcLength } from '@alavanca/domain/billing/card';
import type { PaidPlanId } from '@alavanca/domain/billing/lifecycle';
import { zodResolver } from '@hookform/resolvers/zod';
import { Lock } from 'lucide-react';
import { useId } from 'react';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useCreateCheckout } from '../api/create-checkout';
import { useFollowCheckout } from '../hooks/use-follow-checkout';
import { caretAfterDigits, digitsBefore, formatCardNumber, formatExpiry } from '../utils/card-input';
import { cardFieldIssues, checkoutErrorKey } from '../utils/checkout-errors';

type CardFormValues = z.input<typeof CardDetails>;

const EMPTY: CardFormValues = { holderName: '', number: '', expiry: '', cvc: '' };

/**
 * Rewrites a field's text with `format` as the user types and puts the caret back after the
 * same digit it followed, so editing in the middle of "4242 4242 …" does not jump to the end.
 * The DOM value is set here, before React renders the same value, which leaves the caret alone.
 */
function reformat(input: HTMLInputElement, format: (raw: string) => string): string {
  const raw = input.value;
  const caret = input.selectionStart ?? raw.length;
  const formatted = format(raw);
  const nextCaret = caret >= raw.length ? formatted.length : caretAfterDigits(formatted, digitsBefore(raw, caret));
  input.value = formatted;
  input.setSelectionRange(nextCaret, nextCaret);
  return formatted;
}

/** A card field whose text is rewritten as the user types: the number in groups, the expiry as MM/YY. */
function FormattedCardField({
  control,
  name,
  format,
  autoComplete,
  placeholder,
  ...field
}: {
  control: Control<CardFormValues>;
  name: 'number' | 'expiry';
  format: (raw: string) => string;
  id: string;
  label: string;
  hint?: string;
  error?: string;
  autoComplete: string;
  placeholder?: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: input }) => (
        <FormField {...field}>
          <Input
            placeholder={placeholder}
            inputMode="numeric"
            autoComplete={autoComplete}
            className="tabular"
            ref={input.ref}
            name={input.name}
            value={input.value}
            onBlur={input.onBlur}
            onChange={(event) => input.onChange(reformat(event.currentTarget, format))}
          />
        </FormField>
      )}
    />
  );
}

/**
 * The sandbox gateway's card form. The contract's schema checks it here and again on the
 * server; a paid checkout goes on to its confirmation screen.
 */
export function CardForm({ plan }: { plan: PaidPlanId }) {
  const { t } = useTranslation('billing');
  const baseId = useId();
  const titleId = `${baseId}-title`;
  const createCheckout = useCreateCheckout();
  const followCheckout = useFollowCheckout();
  const form = useForm<CardFormValues, unknown, z.output<typeof CardDetails>>({
    resolver: zodResolver(CardDetails),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = form.formState;
  const brand = cardBrand(useWatch({ control: form.control, name: 'number' }));
  const errorText = useValidationText();

  const onSubmit = form.handleSubmit(async (card) => {
    try {
      followCheckout(await createCheckout.mutateAsync({ plan, card }));
    } catch (error) {
      if (error instanceof ApiError && error.code === 'PAYMENT_DECLINED') {
        // The next try is usually the same card corrected or another card: everything typed stays
        // except the security code, which is never kept after an attempt.
        form.setValue('cvc', '');
        form.setError('number', { message: 'billing:errors.declined' }, { shouldFocus: true });
        return;
      }
      const issues = cardFieldIssues(error);
      if (issues.length > 0) {
        issues.forEach(({ field, message }, index) => form.setError(field, { message }, { shouldFocus: index === 0 }));
        return;
      }
      form.setError('root', { message: checkoutErrorKey(error) });
    }
  });

  return (
    <section aria-labelledby={titleId}>
      <Card>
        <form onSubmit={(event) => void onSubmit(event)} noValidate data-testid="card-form">
          <CardHeader>
            <CardTitle asChild>
              <h3 id={titleId} className="text-lg">
                {t('card.title')}
              </h3>
            </CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4">
            <FormField
              id={`${baseId}-holder`}
              label={t('card.holderName')}
              error={errorText(errors.holderName?.message)}
            >
              <Input autoComplete="cc-name" maxLength={CARD_HOLDER_LENGTH.max} {...form.register('holderName')} />
            </FormField>
            <FormattedCardField
              control={form.control}
              name="number"
              format={formatCardNumber}
              id={`${baseId}-number`}
              label={t('card.number')}
              hint={brand === 'other' ? undefined : t('card.brand', { brand: t(`card.brands.${brand}`) })}
              error={errorText(errors.number?.message)}
              autoComplete="cc-number"
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <FormattedCardField
                control={form.control}
                name="expiry"
                format={formatExpiry}
                id={`${baseId}-expiry`}
                label={t('card.expiry')}
                error={errorText(errors.expiry?.message)}
                autoComplete="cc-exp"
                placeholder={t('card.expiryPlaceholder')}
              />
              <FormField
                id={`${baseId}-cvc`}
                label={t('card.cvc')}
                hint={t('card.cvcHint')}
                error={errorText(errors.cvc?.message)}
              >
                <Input
                  inputMode="numeric"
                  autoComplete="cc-csc"
                  // The longest code any brand prints; the schema checks the length the brand needs.
                  maxLength={cvcLength('amex')}
                  className="tabular"
                  {...form.register('cvc')}
                />
              </FormField>
            </div>
            {errors.root?.message && (
              <p
                role="alert"
                className="rounded-md border border-destructive/50 p-3 text-sm font-medium text-destructive"
              >
                {t(errors.root.message)}
              </p>
            )}
          </CardContent>
          <CardFooter className="mt-6 flex-col items-stretch gap-3">
            <Button type="submit" size="lg" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
              {isSubmitting ? t('card.submitting') : t('card.submit', { plan: t(`common:plans.${plan}`) })}
            </Button>
            <p className="flex items-center justify-center gap-2 text-xs text-muted-foreground">
              <Lock className="size-3.5" aria-hidden="true" />
              {t('card.storedNote')}
            </p>
          </CardFooter>
        </form>
      </Card>
    </section>
  );
}
