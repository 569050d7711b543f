import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import type { useDeleteConfirmation } from '@/hooks/use-delete-confirmation';
import { describeError } from '@/lib/describe-error';
import { notify } from '@/lib/notify';
import { useTranslation } from 'react-i18next';

interface Deletion {
  isPending: boolean;
  mutate: (id: string, options: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
}

/**
 * Asks before deleting one of a list's items (a canvas, a pitch), deletes it and says how it went,
 * the focus then on the list or back on the button that asked. Its words are the feature's
 * `delete.*` texts (title, description, cancel, confirm, deleting, done, failed).
 */
export function DeleteItemDialog<T extends { id: string; title: string }>({
  deletion,
  remove,
  namespace,
  testId,
}: {
  deletion: ReturnType<typeof useDeleteConfirmation<T>>;
  remove: Deletion;
  namespace: string;
  testId: string;
}) {
  const { t } = useTranslation([namespace, 'common']);
  const { target } = deletion;
  const text = (key: string, values: Record<string, string> = {}) => t(`${namespace}:delete.${key}`, values);
  return (
    <ConfirmDeleteDialog
      texts={
        target && {
          title: text('title', { title: target.title }),
          description: text('description'),
          cancel: text('cancel'),
          confirm: text('confirm'),
          deleting: text('deleting'),
        }
      }
      pending={remove.isPending}
      onConfirm={() => {
        const item = target;
        if (!item) return;
        remove.mutate(item.id, {
          onSuccess: () => {
            deletion.deleted();
            notify({ title: text('done', { title: item.title }), variant: 'success' });
          },
          onError: (error) => {
            deletion.failed();
            notify({ title: text('failed'), description: describeError(error, t), variant: 'destructive' });
          },
        });
      }}
      onOpenChange={deletion.onOpenChange}
      onCloseAutoFocus={deletion.onCloseAutoFocus}
      testId={testId}
    />
  );
}
