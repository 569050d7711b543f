import { toast } from 'sonner';

// The toast function lives here, below the components that render the toaster, so that lib/ and
// hooks/ can announce things without importing a component (components/ui/sonner.tsx renders them).

export type NotifyVariant = 'default' | 'destructive' | 'success' | 'warning' | 'info';

const showToast = {
  default: toast,
  destructive: toast.error,
  success: toast.success,
  warning: toast.warning,
  info: toast.info,
} satisfies Record<NotifyVariant, typeof toast.error>;

/**
 * Shows a toast that replaces whatever toast is on screen. Pass already-translated text.
 * Returns the toast id, for callers that need to dismiss it early.
 */
export function notify({
  title,
  description,
  variant = 'default',
}: {
  title: string;
  description?: string;
  variant?: NotifyVariant;
}): string | number {
  // visibleToasts={1} only hides older toasts: they would stay in the live region and come
  // back when the newer one closes. Dismissing them makes the new toast a true replacement.
  toast.dismiss();
  return showToast[variant](title, { description });
}
