import { Field, FieldControl, FieldHint, FieldLabel } from '@/components/ui/form-field';
import { Switch as SwitchPrimitive } from 'radix-ui';

/** An on/off setting: a switch with its label and a line saying what it does. */
export function SwitchField({
  label,
  description,
  checked,
  onCheckedChange,
  name,
}: {
  label: string;
  description: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  name: string;
}) {
  return (
    <Field hint={description}>
      <div className="flex items-start justify-between gap-4 rounded-lg border p-4">
        <div className="grid gap-1">
          <FieldLabel>{label}</FieldLabel>
          <FieldHint />
        </div>
        <FieldControl>
          <SwitchPrimitive.Root
            name={name}
            checked={checked}
            onCheckedChange={onCheckedChange}
            className="peer inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent bg-input shadow-xs transition-colors outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background data-[state=checked]:bg-primary motion-reduce:transition-none"
          >
            <SwitchPrimitive.Thumb className="pointer-events-none block size-5 rounded-full bg-background shadow-sm ring-0 transition-transform data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0 motion-reduce:transition-none" />
          </SwitchPrimitive.Root>
        </FieldControl>
      </div>
    </Field>
  );
}
