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
import { FLAG_REASONS, type PostView } from '@alavanca/contracts/community';
import { Flag } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlagPost } from '../api/community';

/** Flags someone else's post for the moderators, with a reason; enough members' flags hide it pending review. */
export function FlagDialog({ post, topicId }: { post: PostView; topicId: string }) {
  const { t } = useTranslation(['community', 'common']);
  const flag = useFlagPost(topicId);
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<(typeof FLAG_REASONS)[number]>('spam');
  return (
    <Dialog open={open} onOpenChange={(next) => !flag.isPending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" data-testid="flag-post">
          <Flag aria-hidden="true" />
          {t('flag.open')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('flag.title')}</DialogTitle>
          <DialogDescription>{t('flag.description')}</DialogDescription>
        </DialogHeader>
        <fieldset className="space-y-2">
          <legend className="sr-only">{t('flag.reason')}</legend>
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
          <Button
            disabled={flag.isPending}
            data-testid="flag-send"
            onClick={() =>
              flag.mutate(
                { postId: post.id, reason },
                {
                  onSuccess: ({ hidden }) => {
                    setOpen(false);
                    notify({ title: t('flag.sent'), description: hidden ? t('flag.sentHidden') : t('flag.sentKept') });
                  },
                  onError: (error) =>
                    notify({ title: t('common:error'), description: describeError(error, t), variant: 'destructive' }),
                },
              )
            }
          >
            {flag.isPending ? t('flag.sending') : t('flag.send')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
