import { Button } from '@/components/ui/button';
import { describeError } from '@/lib/describe-error';
import { useTranslation } from 'react-i18next';
import type { SaveState } from '../hooks/use-pitch-draft';

/** Whether the text on screen is the one stored: saved, on its way, or refused with a way to try again. */
export function SaveStatus({ state, error, onRetry }: { state: SaveState; error: unknown; onRetry: () => void }) {
  const { t } = useTranslation(['pitchStudio', 'common']);
  return (
    <p
      className="flex items-center gap-2 text-sm text-muted-foreground"
      role="status"
      data-testid="save-state"
      data-state={state}
    >
      {state === 'failed' ? (
        <>
          <span className="text-destructive">{t('pitchStudio:save.failed', { reason: describeError(error, t) })}</span>
          <Button variant="outline" size="sm" onClick={onRetry}>
            {t('pitchStudio:save.retry')}
          </Button>
        </>
      ) : state === 'saved' ? (
        t('pitchStudio:save.saved')
      ) : (
        t('pitchStudio:save.saving')
      )}
    </p>
  );
}
