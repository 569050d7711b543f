import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Trash2 } from 'lucide-react';

/**
 * Asks before deleting something of the user's (a simulation, an idea): what goes with it, then
 * cancel or delete. Open while `texts` is given; the caller words them for the item.
 */
export function ConfirmDeleteDialog({
  texts,
  pending,
  onConfirm,
  onOpenChange,
  onCloseAutoFocus,
  testId,
}: {
  /** Already translated; null while the dialog is closed. */
  texts: { title: string; description: string; cancel: string; confirm: string; deleting: string } | null;
  pending: boolean;
  onConfirm: () => void;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
  testId: string;
}) {
  return (
    <Dialog open={texts !== null} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus} data-testid={testId}>
        {texts && (
          <>
            <DialogHeader>
              <DialogTitle>{texts.title}</DialogTitle>
              <DialogDescription>{texts.description}</DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">{texts.cancel}</Button>
              </DialogClose>
              <Button variant="destructive" disabled={pending} onClick={onConfirm}>
                <Trash2 aria-hidden="true" />
                {pending ? texts.deleting : texts.confirm}
              </Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
