import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import type { Language } from '@alavanca/domain/constants';
import type { IdeaSimulationSetup } from '@alavanca/domain/validation/simulate-idea';
import { useTranslation } from 'react-i18next';
import type { SimulationPreferences } from '../utils/setup';
import { CreateSimulationForm } from './create-simulation-form';

/**
 * 'Nova simulação': the setup form in a dialog. The caller opens it only after the plan's usage
 * check allowed one more simulation; the server still has the last word (403 QUOTA_EXCEEDED).
 */
export function CreateSimulationDialog({
  open,
  onOpenChange,
  preferences,
  language,
  fromIdea,
  onCloseAutoFocus,
}: {
  open: boolean;
  /** The setup an idea brought, when the form opens from one. */
  fromIdea?: IdeaSimulationSetup | null;
  onOpenChange: (open: boolean) => void;
  preferences: SimulationPreferences;
  language: Language;
  onCloseAutoFocus: (event: Event) => void;
}) {
  const { t } = useTranslation('simulation');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="sm:max-w-2xl"
        onCloseAutoFocus={onCloseAutoFocus}
        data-testid="create-simulation-dialog"
      >
        <DialogHeader>
          <DialogTitle>{t('form.title')}</DialogTitle>
          <DialogDescription>{t('form.description')}</DialogDescription>
        </DialogHeader>
        <CreateSimulationForm
          preferences={preferences}
          language={language}
          fromIdea={fromIdea ?? null}
          onQuotaExceeded={() => onOpenChange(false)}
          cancelButton={
            <DialogClose asChild>
              <Button type="button" variant="outline">
                {t('form.cancel')}
              </Button>
            </DialogClose>
          }
        />
      </DialogContent>
    </Dialog>
  );
}
