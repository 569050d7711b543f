import { Slot } from 'radix-ui';
import { Suspense, useState, type ComponentType, type ReactElement } from 'react';

/** What a deferred popup's component is given besides its own props. */
export interface DeferredPopupParts {
  /** Its trigger, drawn by the caller; `open` lets the trigger change while the popup is open. */
  renderTrigger: (open: boolean) => ReactElement;
}

interface DeferredPopupProps<P extends object> {
  /** The popup (Radix underneath), `lazy()` at module level; it wraps `renderTrigger` in its own trigger. */
  popup: ComponentType<P & DeferredPopupParts>;
  /** The popup module's import: pointing at the trigger or focusing it fetches it ahead of the press. */
  preload: () => Promise<unknown>;
  /** The popup's own props. It is mounted by the first press, so it starts open. */
  props: P;
  renderTrigger: (open: boolean) => ReactElement;
  /** What the trigger opens, for assistive technology: as Radix's own trigger says it. */
  hasPopup: 'menu' | 'dialog';
  /** For a popup whose open state its caller holds: set it open here. */
  onFirstPress?: () => void;
}

/**
 * A popup of the signed-in shell (the language menu, the avatar's panel, the bell's panel) whose
 * library loads when it is first pressed, not with the page: most visits open none of them, and
 * with Radix underneath they were 44 of the dashboard's 303 KB of script (decision 025). Until then the trigger stands
 * alone, looking and reading as the popup's (collapsed); the press mounts the popup opened, with
 * its own trigger in the same place, and focus moves into it as it would have.
 */
export function DeferredPopup<P extends object>({
  popup: Popup,
  preload,
  props,
  renderTrigger,
  hasPopup,
  onFirstPress,
}: DeferredPopupProps<P>) {
  const [pressed, setPressed] = useState(false);
  const fetchAhead = () => void preload();
  const placeholder = (
    <Slot.Root
      aria-haspopup={hasPopup}
      aria-expanded={false}
      data-state="closed"
      onPointerEnter={fetchAhead}
      onFocus={fetchAhead}
      onClick={() => {
        onFirstPress?.();
        setPressed(true);
      }}
    >
      {renderTrigger(false)}
    </Slot.Root>
  );
  if (!pressed) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <Popup {...props} renderTrigger={renderTrigger} />
    </Suspense>
  );
}
