import { useRef, useState } from 'react';

/**
 * "Are you sure?" before deleting an item of a list: which item is asked about, the control that
 * asked (focus goes back to it when the user changes their mind) and the list (focus lands there
 * once the item is gone, since its own controls went with it). The dialog takes `onOpenChange` and
 * `onCloseAutoFocus`; the list's box takes `listArea`.
 */
export function useDeleteConfirmation<T>() {
  const [target, setTarget] = useState<T | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const deleted = useRef(false);
  const listArea = useRef<HTMLDivElement>(null);
  return {
    target,
    listArea,
    ask(item: T, from: HTMLElement | null) {
      opener.current = from;
      setTarget(item);
    },
    /** The item is gone: the dialog closes and the focus goes to the list. */
    deleted() {
      deleted.current = true;
      setTarget(null);
    },
    /** The deletion failed: the dialog closes and the focus goes back to what asked. */
    failed() {
      setTarget(null);
    },
    onOpenChange(open: boolean) {
      if (!open) setTarget(null);
    },
    onCloseAutoFocus(event: Event) {
      // Opened by code, not by a trigger: Radix would not know where to return the focus.
      event.preventDefault();
      if (deleted.current) listArea.current?.focus();
      else opener.current?.focus();
      deleted.current = false;
    },
  };
}
