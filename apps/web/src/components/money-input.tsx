import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import type { Currency } from '@alavanca/domain/constants';
import type { NumberPreferences } from '@alavanca/domain/locale/format';
import { useMemo, useState, type ComponentProps } from 'react';
import { formatAmountForInput, parseAmountToCents } from '@/lib/amount';

/** The currency's symbol as the language writes it (R$, US$ or $, €, £). */
function currencySymbol(currency: Currency, language: string): string {
  try {
    const parts = new Intl.NumberFormat(language, {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
    }).formatToParts(0);
    return parts.find((part) => part.type === 'currency')?.value ?? currency;
  } catch {
    return currency;
  }
}

const text = (cents: number | null, prefs: NumberPreferences) =>
  cents === null || !Number.isFinite(cents) ? '' : formatAmountForInput(cents, prefs);

/**
 * An amount of money typed in the user's number format (100.000,50 or 100,000.50), held as integer
 * cents. The currency symbol sits in front of the field; what the user typed stays as typed until
 * the field loses focus, then it is written back grouped.
 */
export function MoneyInput({
  value,
  onChange,
  currency,
  prefs,
  className,
  ...props
}: Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'type'> & {
  /** Null when the field is empty, NaN when what is typed has no digit. */
  value: number | null;
  onChange: (cents: number | null) => void;
  currency: Currency;
  prefs: NumberPreferences;
}) {
  const symbol = useMemo(() => currencySymbol(currency, prefs.language), [currency, prefs.language]);
  const [typed, setTyped] = useState(() => text(value, prefs));
  const [shown, setShown] = useState(value);
  // A value set from outside (a new suggestion for another business type) replaces the text
  // (Object.is: NaN, letters typed, is the same value as itself).
  if (!Object.is(value, shown)) {
    setShown(value);
    setTyped(text(value, prefs));
  }

  return (
    <div className="relative">
      <span
        className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-muted-foreground"
        aria-hidden="true"
      >
        {symbol}
      </span>
      <Input
        {...props}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        className={cn('tabular', className)}
        style={{ paddingLeft: `calc(${symbol.length}ch + 1.25rem)` }}
        value={typed}
        onChange={(event) => {
          const typedNow = event.target.value;
          // Nothing typed is no amount (null); letters without a digit are not a number (NaN), so
          // the form's error can say so rather than ask for the field to be filled in.
          const cents =
            parseAmountToCents(typedNow, prefs.numberFormat) ?? (typedNow.trim() === '' ? null : Number.NaN);
          setTyped(typedNow);
          setShown(cents);
          onChange(cents);
        }}
        onBlur={(event) => {
          // An amount is written back in the user's format; what is not a number stays as typed.
          if (shown === null || !Number.isNaN(shown)) setTyped(text(shown, prefs));
          props.onBlur?.(event);
        }}
      />
    </div>
  );
}
