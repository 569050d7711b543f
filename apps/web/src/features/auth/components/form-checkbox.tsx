import { Checkbox } from '@/components/ui/checkbox';
import { FieldControl } from '@/components/ui/form-field';
import type { ControllerRenderProps } from 'react-hook-form';

/**
 * A form's yes/no field as a checkbox: takes the form library's field props as they are, and the
 * enclosing Field gives it its id and aria wiring.
 */
export function FormCheckbox({
  ref,
  name,
  onChange,
  onBlur,
  checked,
  className,
}: Pick<ControllerRenderProps, 'ref' | 'name' | 'onChange' | 'onBlur'> & { checked: boolean; className?: string }) {
  return (
    <FieldControl>
      <Checkbox
        ref={ref}
        name={name}
        checked={checked}
        onCheckedChange={(value) => onChange(value === true)}
        onBlur={onBlur}
        className={className}
      />
    </FieldControl>
  );
}
