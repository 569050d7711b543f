import { startTransition, useEffect, useState } from 'react';

/**
 * False while a component first draws, true one transition later. What the server cannot draw as it
 * paints a screen (a part loaded lazily) or draws in a layout effect (Radix's closed select list)
 * waits for it: the browser taking a painted screen over (hydration) must first draw what the server
 * drew, and a part that suspended there, or a synchronous draw from a layout effect, pulled the whole
 * screen's effects into one long task (decision 030). A transition later each is a short task of its own.
 */
export function useAfterFirstDraw(): boolean {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => startTransition(() => setDrawn(true)), []);
  return drawn;
}
