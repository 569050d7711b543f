import { Button } from '@/components/ui/button';
import { notify } from '@/lib/notify';
import { AVATAR_CONTENT_TYPES } from '@alavanca/contracts/profile';
import { Camera, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteAvatar } from '../api/delete-avatar';
import type { Profile } from '@alavanca/contracts/profile';
import { useUploadAvatar } from '../api/upload-avatar';
import { describeError } from '@/lib/describe-error';
import { AvatarError, blobToBase64, resizeAvatar, type ResizedAvatar } from '../utils/resize-avatar';
import { UserAvatar } from './user-avatar';

interface Pending extends ResizedAvatar {
  previewUrl: string;
}

/** Choose a picture (resized to 256×256 in the browser), preview it, save it; or remove the current one. */
export function AvatarEditor({ profile }: { profile: Profile }) {
  const { t } = useTranslation('account');
  const inputRef = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const upload = useUploadAvatar();
  const remove = useDeleteAvatar();
  const name = `${profile.firstName} ${profile.lastName}`;

  useEffect(
    () => () => {
      if (pending) URL.revokeObjectURL(pending.previewUrl);
    },
    [pending],
  );

  const choose = async (file: File | undefined) => {
    if (!file) return;
    try {
      const resized = await resizeAvatar(file);
      setPending({ ...resized, previewUrl: URL.createObjectURL(resized.blob) });
    } catch (error) {
      const reason = error instanceof AvatarError ? error.reason : 'decode';
      notify({ title: t('common:error'), description: t(`settings.avatar.errors.${reason}`), variant: 'destructive' });
    }
  };

  const save = async () => {
    if (!pending) return;
    try {
      await upload.mutateAsync({ contentType: pending.contentType, data: await blobToBase64(pending.blob) });
      setPending(null);
      notify({
        title: t('settings.avatar.savedTitle'),
        description: t('settings.avatar.savedMessage'),
        variant: 'success',
      });
    } catch (error) {
      notify({ title: t('common:error'), description: describeError(error, t), variant: 'destructive' });
    }
  };

  const removeAvatar = async () => {
    try {
      await remove.mutateAsync();
      notify({
        title: t('settings.avatar.removedTitle'),
        description: t('settings.avatar.removedMessage'),
        variant: 'success',
      });
    } catch (error) {
      notify({ title: t('common:error'), description: describeError(error, t), variant: 'destructive' });
    }
  };

  const busy = upload.isPending || remove.isPending;
  return (
    <div className="flex flex-wrap items-center gap-4" data-testid="avatar-editor">
      {pending ? (
        <img
          src={pending.previewUrl}
          alt={t('settings.avatar.preview')}
          className="size-20 rounded-full border object-cover"
          data-testid="avatar-preview"
        />
      ) : (
        <UserAvatar src={profile.avatarUrl} name={name} email={profile.email} />
      )}
      <div className="grid gap-2">
        <p className="text-sm text-muted-foreground">
          {pending ? t('settings.avatar.previewHint') : t('settings.avatar.hint')}
        </p>
        <div className="flex flex-wrap gap-2">
          <input
            ref={inputRef}
            type="file"
            accept={AVATAR_CONTENT_TYPES.join(',')}
            hidden
            data-testid="avatar-input"
            onChange={(event) => {
              void choose(event.target.files?.[0]);
              // Choosing the same file again must fire another change.
              event.target.value = '';
            }}
          />
          {pending ? (
            <>
              <Button type="button" size="sm" onClick={() => void save()} disabled={busy}>
                {upload.isPending ? t('settings.saving') : t('settings.avatar.save')}
              </Button>
              <Button type="button" size="sm" variant="outline" onClick={() => setPending(null)} disabled={busy}>
                {t('settings.avatar.cancel')}
              </Button>
            </>
          ) : (
            <>
              <Button
                type="button"
                size="sm"
                variant="outline"
                onClick={() => inputRef.current?.click()}
                disabled={busy}
              >
                <Camera aria-hidden="true" />
                {t('settings.avatar.choose')}
              </Button>
              {profile.avatarUrl && (
                <Button type="button" size="sm" variant="ghost" onClick={() => void removeAvatar()} disabled={busy}>
                  <Trash2 aria-hidden="true" />
                  {t('settings.avatar.remove')}
                </Button>
              )}
            </>
          )}
        </div>
      </div>
    </div>
  );
}
