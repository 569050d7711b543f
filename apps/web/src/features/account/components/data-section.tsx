import { Button } from '@/components/ui/button';
import { CardContent } from '@/components/ui/card';
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
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { notify } from '@/lib/notify';
import { useValidationText } from '@/hooks/use-validation-text';
import { ApiError } from '@/lib/api-client';
import { V } from '@alavanca/contracts/validation-messages';
import { TEXT_LIMITS } from '@alavanca/domain/constants';
import { useQueryClient } from '@tanstack/react-query';
import { Download, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDeleteAccount } from '../api/delete-account';
import { useExportAccountData } from '../api/export-account-data';
import { describeError } from '@/lib/describe-error';
import { ACCOUNT_ERROR, SettingsSection } from './settings-section';

/** Compared as the server compares it: trimmed, case-insensitive. */
export function confirmsEmail(typed: string, email: string): boolean {
  return email.length > 0 && typed.trim().toLowerCase() === email.trim().toLowerCase();
}

function DeleteAccountDialog({ email }: { email: string }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useDeleteAccount();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | undefined>();
  const errorText = useValidationText();
  const matches = confirmsEmail(typed, email);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!matches) {
      setError(V.confirmationMismatch);
      return;
    }
    try {
      await remove.mutateAsync({ confirmEmail: typed.trim() });
    } catch (cause) {
      if (cause instanceof ApiError && cause.code === 'VALIDATION_FAILED') {
        setError(V.confirmationMismatch);
        return;
      }
      notify({ title: t('common:error'), description: describeError(cause, t), variant: 'destructive' });
      return;
    }
    // Nothing of the deleted account may stay in this tab: every cached answer goes with it.
    queryClient.clear();
    void navigate('/login', { replace: true });
    notify({
      title: t('settings.data.deletedTitle'),
      description: t('settings.data.deletedMessage'),
      variant: 'success',
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          setTyped('');
          setError(undefined);
        }
      }}
    >
      <DialogTrigger asChild>
        <Button variant="destructive">
          <Trash2 aria-hidden="true" />
          {t('settings.data.delete')}
        </Button>
      </DialogTrigger>
      <DialogContent data-testid="delete-account-dialog">
        <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{t('settings.data.deleteTitle')}</DialogTitle>
            <DialogDescription>{t('settings.data.deleteWarning')}</DialogDescription>
          </DialogHeader>
          <FormField
            label={t('settings.data.confirmLabel', { email })}
            error={errorText(error)}
            errorProps={ACCOUNT_ERROR}
          >
            <Input
              type="email"
              autoComplete="off"
              spellCheck={false}
              maxLength={TEXT_LIMITS.email}
              value={typed}
              onChange={(event) => {
                setTyped(event.target.value);
                setError(undefined);
              }}
            />
          </FormField>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                {t('settings.data.cancel')}
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={!matches || remove.isPending}>
              {remove.isPending ? t('settings.data.deleting') : t('settings.data.confirmDelete')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** LGPD/GDPR: take a copy of everything, or delete everything. */
export function DataSection({ email }: { email: string }) {
  const { t } = useTranslation('account');
  const exportData = useExportAccountData();

  const download = async () => {
    try {
      await exportData.mutateAsync();
      notify({
        title: t('settings.data.exportedTitle'),
        description: t('settings.data.exportedMessage'),
        variant: 'success',
      });
    } catch (error) {
      notify({ title: t('common:error'), description: describeError(error, t), variant: 'destructive' });
    }
  };

  return (
    <SettingsSection id="data" title={t('settings.data.title')} description={t('settings.data.description')}>
      <CardContent className="grid gap-6">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="grid gap-1">
            <p className="text-sm font-medium">{t('settings.data.exportTitle')}</p>
            <p className="text-sm text-muted-foreground">{t('settings.data.exportDescription')}</p>
          </div>
          <Button
            variant="outline"
            onClick={() => void download()}
            disabled={exportData.isPending}
            className="self-start sm:self-center"
          >
            <Download aria-hidden="true" />
            {exportData.isPending ? t('settings.data.exporting') : t('settings.data.export')}
          </Button>
        </div>
        <div className="flex flex-col gap-3 rounded-lg border border-destructive/40 p-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="grid gap-1">
            <p className="text-sm font-medium">{t('settings.data.deleteTitle')}</p>
            <p className="text-sm text-muted-foreground">{t('settings.data.deleteDescription')}</p>
          </div>
          <div className="self-start sm:self-center">
            <DeleteAccountDialog email={email} />
          </div>
        </div>
      </CardContent>
    </SettingsSection>
  );
}
