import { useSyncExternalStore } from 'react';
import type * as SonnerModule from 'sonner';

// The toast function lives here, below the components that render the toaster, so that lib/ and
// hooks/ can announce things without importing a component (components/ui/sonner.tsx renders them).
//
// Most visits show no toast, so sonner is not part of the first load: the first toast fetches it
// and has the toaster mounted (app.tsx renders it once `useToasterWanted` says so). The toast waits
// for the toaster, because sonner drops a toast sent while no toaster listens.

export type NotifyVariant = 'default' | 'destructive' | 'success' | 'warning' | 'info';

export interface NotifyAction {
  label: string;
  onClick: () => void;
}

type Sonner = typeof SonnerModule;

let toasterWanted = false;
const wantedListeners = new Set<() => void>();
let toasterMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  toasterMounted = resolve;
});
let sonner: Promise<Sonner> | undefined;

function subscribeToWanted(listener: () => void): () => void {
  wantedListeners.add(listener);
  return () => wantedListeners.delete(listener);
}

/** Whether a toast has been asked for on this page, so the toaster must be on it. */
export function useToasterWanted(): boolean {
  return useSyncExternalStore(
    subscribeToWanted,
    () => toasterWanted,
    () => false,
  );
}

/** Called by the toaster once it listens: the toasts waiting for it go out. */
export function announceToasterMounted(): void {
  toasterMounted();
}

function whenToasterListens(): Promise<Sonner> {
  if (!toasterWanted) {
    toasterWanted = true;
    for (const listener of wantedListeners) listener();
  }
  sonner ??= import('sonner');
  return Promise.all([sonner, mounted]).then(([module]) => module);
}

/**
 * Shows a toast that replaces whatever toast is on screen. Pass already-translated text; an action
 * adds a button (the plan limit's way to the plans).
 */
export function notify({
  title,
  description,
  variant = 'default',
  action,
}: {
  title: string;
  description?: string;
  variant?: NotifyVariant;
  action?: NotifyAction;
}): void {
  void whenToasterListens().then(({ toast }) => {
    const show = {
      default: toast,
      destructive: toast.error,
      success: toast.success,
      warning: toast.warning,
      info: toast.info,
    } satisfies Record<NotifyVariant, typeof toast.error>;
    // visibleToasts={1} only hides older toasts: they would stay in the live region and come
    // back when the newer one closes. Dismissing them makes the new toast a true replacement.
    toast.dismiss();
    show[variant](title, { description, action });
  });
}
