/**
 * Gives the browser the main thread back before going on: what follows runs in a new task, so a
 * tap or a paint waiting in between is answered first (decision 030). `scheduler.yield` keeps this
 * work ahead of other queued tasks where the browser has it; elsewhere a message to a channel is a
 * new task without the 4 ms clamp nested timers get.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
