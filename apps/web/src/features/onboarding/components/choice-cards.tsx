import type { LucideIcon } from 'lucide-react';

export interface ChoiceOption<T extends string> {
  value: T;
  label: string;
  description?: string;
  icon?: LucideIcon;
}

/** One choice among a few, as a group of radio buttons drawn as cards; the arrow keys move between them. */
export function ChoiceCards<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  options: readonly ChoiceOption<T>[];
  value: T | null;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-3 text-sm font-medium">{legend}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {options.map(({ value: optionValue, label, description, icon: Icon }) => (
          <label
            key={optionValue}
            className="flex cursor-pointer items-start gap-3 rounded-lg border p-4 transition-colors hover:bg-accent/50 has-checked:border-primary has-checked:bg-primary/5 has-focus-visible:ring-2 has-focus-visible:ring-ring has-focus-visible:ring-offset-2 has-focus-visible:ring-offset-background motion-reduce:transition-none"
          >
            <input
              type="radio"
              name={name}
              value={optionValue}
              checked={value === optionValue}
              onChange={() => onChange(optionValue)}
              className="mt-0.5 size-4 shrink-0 accent-primary outline-hidden"
            />
            {Icon && <Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />}
            <span className="grid gap-1">
              <span className="text-sm leading-tight font-medium">{label}</span>
              {description && <span className="text-sm text-muted-foreground">{description}</span>}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
