import { describeError } from '@/lib/describe-error';
import { notify } from '@/lib/notify';
import { useTranslation } from 'react-i18next';
import { useReportMessage } from '../api/messages';
import { ReasonDialog } from './reason-dialog';

/** Reports a received private message to the operators, with a reason; its sender is not told. */
export function ReportMessageDialog({ messageId, conversationId }: { messageId: string; conversationId: string }) {
  const { t } = useTranslation(['communityNetwork', 'common']);
  const report = useReportMessage(conversationId);
  return (
    <ReasonDialog
      texts={{
        open: t('conversation.report'),
        title: t('conversation.reportTitle'),
        description: t('conversation.reportDescription'),
        reason: t('conversation.reason'),
        send: t('conversation.reportSend'),
        sending: t('conversation.reportSending'),
      }}
      pending={report.isPending}
      testIds={{ open: 'report-message', send: 'report-send' }}
      onSend={(reason, close) =>
        report.mutate(
          { messageId, reason },
          {
            onSuccess: () => {
              close();
              notify({ title: t('conversation.reportSent') });
            },
            onError: (error) =>
              notify({ title: t('common:error'), description: describeError(error, t), variant: 'destructive' }),
          },
        )
      }
    />
  );
}
