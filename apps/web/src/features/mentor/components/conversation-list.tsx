import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/load-failed';
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
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { useDeleteConfirmation } from '@/hooks/use-delete-confirmation';
import { describeError } from '@/lib/describe-error';
import { notify } from '@/lib/notify';
import { cn } from '@/lib/utils';
import { type ConversationSummary } from '@alavanca/contracts/mentor';
import { TEXT_LIMITS } from '@alavanca/domain/constants';
import { formatDate, type DatePreferences } from '@alavanca/domain/locale/format';
import { MessagesSquare, Pencil, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useConversations, useDeleteConversation, useUpdateConversation } from '../api/conversations';
import { conversationPath, MENTOR_PATH } from '../utils/paths';
import { PersonaAvatar } from './persona-avatar';

function RenameDialog({ conversation, onClose }: { conversation: ConversationSummary | null; onClose: () => void }) {
  const { t } = useTranslation('mentorChat');
  const update = useUpdateConversation();
  const inputId = useId();
  const [title, setTitle] = useState(conversation?.title ?? '');
  const save = () => {
    if (!conversation || title.trim() === '') return;
    update.mutate(
      { id: conversation.id, title: title.trim() },
      {
        onSuccess: onClose,
        onError: (error) =>
          notify({ title: t('common:error'), description: describeError(error, t), variant: 'destructive' }),
      },
    );
  };
  return (
    <Dialog open={conversation !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent data-testid="rename-conversation">
        <DialogHeader>
          <DialogTitle>{t('list.renameTitle')}</DialogTitle>
          <DialogDescription>{t('list.renameDescription')}</DialogDescription>
        </DialogHeader>
        <form
          className="space-y-2"
          onSubmit={(event) => {
            event.preventDefault();
            save();
          }}
        >
          <Label htmlFor={inputId}>{t('list.renameLabel')}</Label>
          <Input
            id={inputId}
            value={title}
            maxLength={TEXT_LIMITS.mentor.conversationTitle}
            onChange={(event) => setTitle(event.target.value)}
            aria-invalid={title.trim() === ''}
          />
          <DialogFooter className="pt-2">
            <DialogClose asChild>
              <Button variant="outline" type="button">
                {t('list.cancel')}
              </Button>
            </DialogClose>
            <Button type="submit" disabled={update.isPending || title.trim() === ''}>
              {t('list.save')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** The user's conversations, the last used first: open, rename or delete each. */
export function ConversationList({ activeId, dates }: { activeId: string | null; dates: DatePreferences }) {
  const { t } = useTranslation('mentorChat');
  const query = useConversations();
  const remove = useDeleteConversation();
  const navigate = useNavigate();
  const [renaming, setRenaming] = useState<ConversationSummary | null>(null);
  const { listArea, ...confirmation } = useDeleteConfirmation<ConversationSummary>();
  const { target } = confirmation;
  const titleOf = (conversation: ConversationSummary) => conversation.title || t('list.untitled');

  const confirmDelete = () => {
    if (!target) return;
    remove.mutate(target.id, {
      onSuccess: () => {
        confirmation.deleted();
        notify({ title: t('list.deleted', { title: titleOf(target) }), variant: 'success' });
        if (target.id === activeId) void navigate(MENTOR_PATH, { replace: true });
      },
      onError: (error) => {
        confirmation.failed();
        notify({ title: t('common:error'), description: describeError(error, t), variant: 'destructive' });
      },
    });
  };

  if (!query.data) {
    if (query.isError)
      return <LoadFailed message={t('list.loadFailed')} retryLabel={t('retry')} onRetry={() => void query.refetch()} />;
    return (
      <div className="space-y-2" aria-busy="true">
        <span className="sr-only">{t('list.loading')}</span>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className="h-12 w-full" />
        ))}
      </div>
    );
  }
  const { conversations } = query.data;
  return (
    <div ref={listArea} tabIndex={-1} className="outline-none">
      {conversations.length === 0 ? (
        <EmptyState icon={MessagesSquare} title={t('list.emptyTitle')} description={t('list.emptyDescription')} />
      ) : (
        <ul className="space-y-1" data-testid="conversation-list">
          {conversations.map((conversation) => {
            const active = conversation.id === activeId;
            return (
              <li
                key={conversation.id}
                className={cn('group flex items-center gap-1 rounded-lg pe-1', active ? 'bg-accent' : 'hover:bg-muted')}
              >
                <Link
                  to={conversationPath(conversation.id)}
                  aria-current={active ? 'page' : undefined}
                  className="flex min-w-0 flex-1 items-center gap-2 rounded-lg p-2 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                >
                  <PersonaAvatar persona={conversation.persona} className="size-8" />
                  <span className="min-w-0">
                    <span className="block truncate text-sm font-medium">{titleOf(conversation)}</span>
                    <span className="block text-xs text-muted-foreground">
                      {formatDate(new Date(conversation.updatedAt), dates)}
                    </span>
                  </span>
                </Link>
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-8"
                  aria-label={t('list.rename', { title: titleOf(conversation) })}
                  onClick={() => setRenaming(conversation)}
                >
                  <Pencil aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-8"
                  aria-label={t('list.delete', { title: titleOf(conversation) })}
                  onClick={(event) => confirmation.ask(conversation, event.currentTarget)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <RenameDialog key={renaming?.id ?? 'none'} conversation={renaming} onClose={() => setRenaming(null)} />
      <ConfirmDeleteDialog
        testId="delete-conversation"
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onOpenChange={confirmation.onOpenChange}
        onCloseAutoFocus={confirmation.onCloseAutoFocus}
        texts={
          target && {
            title: t('list.deleteTitle'),
            description: t('list.deleteDescription', { title: titleOf(target) }),
            cancel: t('list.cancel'),
            confirm: t('list.deleteConfirm'),
            deleting: t('list.deleting'),
          }
        }
      />
    </div>
  );
}
