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
import { describeError } from '@/lib/describe-error';
import { notify } from '@/lib/notify';
import { FLAG_REASONS } from '@alavanca/contracts/community';
import { Flag } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReportMessage } from '../api/messages';

/** Reports a received private message to the operators, with a reason; its sender is not told. */
export function ReportMessageDialog({ messageId, conversationId }: { messageId: string; conversationId: string }) {
  const { t } = useTranslation(['communityNetwork', 'community', 'common']);
  const report = useReportMessage(conversationId);
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<(typeof FLAG_REASONS)[number]>('spam');
  return (
    <Dialog open={open} onOpenChange={(next) => !report.isPending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" data-testid="report-message">
          <Flag aria-hidden="true" />
          {t('conversation.report')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('conversation.reportTitle')}</DialogTitle>
          <DialogDescription>{t('conversation.reportDescription')}</DialogDescription>
        </DialogHeader>
        <fieldset className="space-y-2">
          <legend className="sr-only">{t('conversation.reason')}</legend>
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
              {t(`community:flag.reasons.${option}`)}
            </label>
          ))}
        </fieldset>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{t('community:cancel')}</Button>
          </DialogClose>
          <Button
            disabled={report.isPending}
            data-testid="report-send"
            onClick={() =>
              report.mutate(
                { messageId, reason },
                {
                  onSuccess: () => {
                    setOpen(false);
                    notify({ title: t('conversation.reportSent') });
                  },
                  onError: (error) =>
                    notify({ title: t('common:error'), description: describeError(error, t), variant: 'destructive' }),
                },
              )
            }
          >
            {report.isPending ? t('conversation.reportSending') : t('conversation.reportSend')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
