import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { useState, type ComponentProps, type ReactNode } from 'react';

/**
 * A button whose action asks first, for what cannot be undone (ending a simulation, closing a
 * class's round, leaving or deleting a class). The dialog stays while the action runs, and closes
 * when the caller says it is done.
 */
export function ConfirmButton({
  label,
  icon,
  variant = 'outline',
  title,
  description,
  cancel,
  confirm,
  pendingLabel,
  pending,
  onConfirm,
  testId,
  className,
}: {
  label: string;
  icon?: ReactNode;
  variant?: ComponentProps<typeof Button>['variant'];
  title: string;
  description: string;
  cancel: string;
  confirm: string;
  pendingLabel: string;
  pending: boolean;
  /** Runs the action; `done` closes the dialog (once it succeeded, or to show a failure elsewhere). */
  onConfirm: (done: () => void) => void;
  testId?: string;
  /** The button's own classes (a screen's phone action holds it at the bottom). */
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button type="button" variant={variant} className={className} data-testid={testId}>
          {icon}
          {label}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button type="button" variant="outline" disabled={pending} onClick={() => setOpen(false)}>
            {cancel}
          </Button>
          <Button
            type="button"
            variant={variant === 'destructive' ? 'destructive' : 'default'}
            disabled={pending}
            onClick={() => onConfirm(() => setOpen(false))}
            data-testid={testId && `${testId}-confirm`}
          >
            {pending ? pendingLabel : confirm}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
