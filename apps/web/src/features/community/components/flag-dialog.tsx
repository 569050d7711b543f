import { describeError } from '@/lib/describe-error';
import { notify } from '@/lib/notify';
import type { PostView } from '@alavanca/contracts/community';
import { useTranslation } from 'react-i18next';
import { useFlagPost } from '../api/community';
import { ReasonDialog } from './reason-dialog';

/** Flags someone else's post for the moderators, with a reason; enough members' flags hide it pending review. */
export function FlagDialog({ post, topicId }: { post: PostView; topicId: string }) {
  const { t } = useTranslation(['community', 'common']);
  const flag = useFlagPost(topicId);
  return (
    <ReasonDialog
      texts={{
        open: t('flag.open'),
        title: t('flag.title'),
        description: t('flag.description'),
        reason: t('flag.reason'),
        send: t('flag.send'),
        sending: t('flag.sending'),
      }}
      pending={flag.isPending}
      testIds={{ open: 'flag-post', send: 'flag-send' }}
      onSend={(reason, close) =>
        flag.mutate(
          { postId: post.id, reason },
          {
            onSuccess: ({ hidden }) => {
              close();
              notify({ title: t('flag.sent'), description: hidden ? t('flag.sentHidden') : t('flag.sentKept') });
            },
            onError: (error) =>
              notify({ title: t('common:error'), description: describeError(error, t), variant: 'destructive' }),
          },
        )
      }
    />
  );
}
