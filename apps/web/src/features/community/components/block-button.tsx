import { ConfirmButton } from '@/components/confirm-button';
import { Button } from '@/components/ui/button';
import { describeError } from '@/lib/describe-error';
import { notify } from '@/lib/notify';
import { Ban } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useRelate } from '../api/network';

/**
 * Blocks a member after asking (no private message either way, neither sees the other in the
 * directory, their follows end), or undoes it at once. Neither side is told.
 */
export function BlockButton({ member, blocked }: { member: { id: string; name: string }; blocked: boolean }) {
  const { t } = useTranslation(['communityNetwork', 'community', 'common']);
  const relate = useRelate();
  const change = (on: boolean, done?: () => void) =>
    relate.mutate(
      { id: member.id, kind: 'block', on },
      {
        onSuccess: () => notify({ title: t(on ? 'member.done.block' : 'member.done.unblock') }),
        onError: (error) =>
          notify({ title: t('member.failed'), description: describeError(error, t), variant: 'destructive' }),
        onSettled: done,
      },
    );
  if (blocked)
    return (
      <Button
        variant="outline"
        size="sm"
        disabled={relate.isPending}
        onClick={() => change(false)}
        data-testid="unblock"
      >
        {t('member.unblock')}
      </Button>
    );
  return (
    <ConfirmButton
      label={t('member.block')}
      icon={<Ban aria-hidden="true" />}
      title={t('member.blockTitle', { name: member.name })}
      description={t('member.blockDescription', { name: member.name })}
      cancel={t('community:cancel')}
      confirm={t('member.block')}
      pendingLabel={t('member.block')}
      pending={relate.isPending}
      onConfirm={(done) => change(true, done)}
      testId="block"
    />
  );
}
