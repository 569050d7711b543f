import { selector, type Hook } from './hooks';

// Which hooks each element is already bound to: running an enhancement twice (a second call on the
// same root, or on a root that contains an earlier one) must not attach its listeners twice.
const bound = new WeakMap<Element, Set<Hook>>();

/**
 * Calls `attach` once for every element carrying `hook` in `root` (the root included) and returns
 * one cleanup that detaches them all, after which they can be attached again.
 */
export function bindAll(root: ParentNode, hook: Hook, attach: (element: HTMLElement) => () => void): () => void {
  const elements = [...root.querySelectorAll<HTMLElement>(selector(hook))];
  if (root instanceof HTMLElement && root.matches(selector(hook))) elements.unshift(root);
  const cleanups: (() => void)[] = [];
  for (const element of elements) {
    const hooks = bound.get(element) ?? new Set<Hook>();
    if (hooks.has(hook)) continue;
    hooks.add(hook);
    bound.set(element, hooks);
    const detach = attach(element);
    cleanups.push(() => {
      detach();
      hooks.delete(hook);
    });
  }
  return () => {
    for (const cleanup of cleanups) cleanup();
  };
}

/** The element a control names in aria-controls, looked up in the control's own document. */
export function controlled(control: Element): HTMLElement | null {
  const id = control.getAttribute('aria-controls');
  return id ? control.ownerDocument.getElementById(id) : null;
}
