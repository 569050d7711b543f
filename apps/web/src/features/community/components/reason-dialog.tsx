import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { FLAG_REASONS } from '@alavanca/contracts/community';
import { Flag } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

type FlagReason = (typeof FLAG_REASONS)[number];

/**
 * A report to the moderators with a reason (spam, abuse, off topic): a post's flag, a private
 * message's report. The dialog stays while it is sent, and `onSend` closes it once it went.
 */
export function ReasonDialog({
  texts,
  pending,
  onSend,
  testIds,
}: {
  /** Already translated: the trigger's words, the dialog's, and the send button's. */
  texts: { open: string; title: string; description: string; reason: string; send: string; sending: string };
  pending: boolean;
  onSend: (reason: FlagReason, close: () => void) => void;
  testIds: { open: string; send: string };
}) {
  const { t } = useTranslation('community');
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<FlagReason>('spam');
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" data-testid={testIds.open}>
          <Flag aria-hidden="true" />
          {texts.open}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{texts.title}</DialogTitle>
          <DialogDescription>{texts.description}</DialogDescription>
        </DialogHeader>
        <fieldset className="space-y-2">
          <legend className="sr-only">{texts.reason}</legend>
          {FLAG_REASONS.map((option) => (
            <label key={option} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name={`${id}-reason`}
                value={option}
                checked={reason === option}
                onChange={() => setReason(option)}
                className="accent-primary"
              />
              {t(`flag.reasons.${option}`)}
            </label>
          ))}
        </fieldset>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{t('cancel')}</Button>
          </DialogClose>
          <Button disabled={pending} data-testid={testIds.send} onClick={() => onSend(reason, () => setOpen(false))}>
            {pending ? texts.sending : texts.send}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
