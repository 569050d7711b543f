/**
 * Tells this browser's other tabs that the user signed out, with no server round trip: they
 * share the session cookie, so they have lost their session too. Every browser the app supports
 * has BroadcastChannel; without it, a tab learns it at its next request or from its event stream.
 */
const CHANNEL_NAME = 'alavanca:session';
const SIGNED_OUT = 'signed-out';

// One channel per tab, for sending and listening: a channel never hears its own messages, so the
// tab that signs out is not told what it did.
let channel: BroadcastChannel | null | undefined;

function tabChannel(): BroadcastChannel | null {
  channel ??= typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL_NAME);
  return channel;
}

/** Tells the other tabs of this browser that the user signed out here. */
export function announceSignOut(): void {
  tabChannel()?.postMessage(SIGNED_OUT);
}

/** Calls `onSignOut` when another tab of this browser signs out; returns the way to stop. */
export function onSignOutElsewhere(onSignOut: () => void): () => void {
  const current = tabChannel();
  if (!current) return () => {};
  const listener = (message: MessageEvent) => {
    if (message.data === SIGNED_OUT) onSignOut();
  };
  current.addEventListener('message', listener);
  return () => current.removeEventListener('message', listener);
}
