import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';
import { Slot } from 'radix-ui';
import { createContext, use, useId, type ComponentProps, type ReactElement, type ReactNode } from 'react';

/**
 * One field's wiring: the control's id, its hint's and its error's ids, and whether each is
 * there. Everything a screen reader needs comes from here, so the label, the control and the
 * messages under it can never disagree about an id.
 */
export interface FieldState {
  id: string;
  hintId: string;
  errorId: string;
  hint: ReactNode;
  /** The message to show, already translated; none while the field is valid. */
  error: string | undefined;
}

/** What the control itself carries: its id, whether it is invalid and what describes it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** A hint's or an error's paragraph, but for the id and the text, which come from the field. */
type MessageProps = Omit<ComponentProps<'p'>, 'id' | 'children'> & { 'data-testid'?: string };

const FieldContext = createContext<FieldState | null>(null);

const hasContent = (node: ReactNode) => node !== undefined && node !== null && node !== false && node !== '';

/** The ids of whatever describes the control: its hint and its error, when they are shown. */
export function fieldControlProps({ id, hintId, errorId, hint, error }: FieldState): FieldControlProps {
  const describedBy = [hasContent(hint) ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined };
}

/**
 * A field's state for a control that is not a single element (a group of radios in a fieldset):
 * pass it to `FieldScope` so `FieldHint` and `FieldError` inside find it. The ids follow the
 * control's: `<id>-hint`, `<id>-error`.
 */
export function useFieldState({ id, hint, error }: { id?: string; hint?: ReactNode; error?: string }): FieldState {
  const generated = useId();
  const controlId = id ?? generated;
  return { id: controlId, hintId: `${controlId}-hint`, errorId: `${controlId}-error`, hint, error: error || undefined };
}

export function FieldScope({ value, children }: { value: FieldState; children: ReactNode }) {
  return <FieldContext value={value}>{children}</FieldContext>;
}

function useField(part: string): FieldState {
  const field = use(FieldContext);
  if (!field) throw new Error(`${part} must be inside a Field or FormField.`);
  return field;
}

/** A field whose parts the caller lays out: `FieldLabel`, `FieldControl`, `FieldHint`, `FieldError`. */
export function Field({
  id,
  hint,
  error,
  children,
}: {
  /** The control's id; one is made up when the field needs no fixed one. */
  id?: string;
  hint?: ReactNode;
  error?: string;
  children: ReactNode;
}) {
  return <FieldScope value={useFieldState({ id, hint, error })}>{children}</FieldScope>;
}

/** The props the field's control needs, for a control the caller renders itself. */
export function useFieldControl(): FieldControlProps {
  return fieldControlProps(useField('useFieldControl'));
}

/** Gives the one element inside it the field's id, `aria-invalid` and `aria-describedby`. */
export function FieldControl({ children }: { children: ReactElement }) {
  return <Slot.Root {...useFieldControl()}>{children}</Slot.Root>;
}

export function FieldLabel(props: Omit<ComponentProps<typeof Label>, 'htmlFor'>) {
  return <Label htmlFor={useField('FieldLabel').id} {...props} />;
}

/**
 * The field's hint, when it has one: what the control expects, read after its name. A hint made
 * of paragraphs itself goes in a div (`as="div"`).
 */
export function FieldHint({ className, as: Tag = 'p', ...props }: MessageProps & { as?: 'p' | 'div' }) {
  const { hint, hintId } = useField('FieldHint');
  if (!hasContent(hint)) return null;
  return (
    <Tag id={hintId} className={cn('text-sm text-muted-foreground', className)} {...props}>
      {hint}
    </Tag>
  );
}

/** The field's validation message, when it has one: read with the control when it takes focus. */
export function FieldError({ className, ...props }: MessageProps) {
  const { error, errorId } = useField('FieldError');
  if (!error) return null;
  return (
    <p id={errorId} className={cn('text-sm font-medium text-destructive', className)} {...props}>
      {error}
    </p>
  );
}

/**
 * The usual field: its label, the control, the hint and the error under it, in that order. The
 * control is the one element passed as children, or, when the control sits inside other markup
 * (a Select's trigger, an input between buttons), a function that spreads the props it is given
 * onto it.
 */
export function FormField({
  id,
  label,
  hint,
  error,
  className,
  labelProps,
  hintProps,
  errorProps,
  children,
}: {
  id?: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  className?: string;
  labelProps?: Omit<ComponentProps<typeof Label>, 'htmlFor' | 'children'>;
  hintProps?: MessageProps;
  errorProps?: MessageProps;
  children: ReactElement | ((control: FieldControlProps) => ReactNode);
}) {
  const field = useFieldState({ id, hint, error });
  return (
    <FieldScope value={field}>
      <div className={cn('grid gap-2', className)}>
        <FieldLabel {...labelProps}>{label}</FieldLabel>
        {typeof children === 'function' ? children(fieldControlProps(field)) : <FieldControl>{children}</FieldControl>}
        <FieldHint {...hintProps} />
        <FieldError {...errorProps} />
      </div>
    </FieldScope>
  );
}
