import { Button } from '@/components/ui/button';
import { describeError } from '@/lib/describe-error';
import { useTranslation } from 'react-i18next';

/** Where an editor that saves itself is: saved, an edit waiting or on its way, or refused. */
export type SaveState = 'saved' | 'waiting' | 'saving' | 'failed';

/**
 * Whether the text on screen is the one stored: saved, on its way, or refused with a way to try
 * again. Its words are the feature's (`saved` may name the version, `failed` takes the reason).
 */
export function SaveStatus({
  state,
  error,
  onRetry,
  texts,
}: {
  state: SaveState;
  error: unknown;
  onRetry: () => void;
  texts: { saved: string; saving: string; failed: (reason: string) => string; retry: string };
}) {
  const { t } = useTranslation('common');
  return (
    <p
      className="flex items-center gap-2 text-sm text-muted-foreground"
      role="status"
      data-testid="save-state"
      data-state={state}
    >
      {state === 'failed' ? (
        <>
          <span className="text-destructive">{texts.failed(describeError(error, t))}</span>
          <Button variant="outline" size="sm" onClick={onRetry}>
            {texts.retry}
          </Button>
        </>
      ) : state === 'saved' ? (
        texts.saved
      ) : (
        texts.saving
      )}
    </p>
  );
}
