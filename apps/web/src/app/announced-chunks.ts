import { yieldToMain } from '@/lib/yield-to-main';

const importChunk = (href: string): Promise<unknown> => import(/* @vite-ignore */ href);

/**
 * Runs the chunks the page announced (`modulepreload`: the router, the screen's frame, the screen,
 * its catalogs; the server lists each after what it imports), one per task. Importing the router or
 * a screen runs every chunk it needs that has not run yet in one task: on a phone, the shell's and a
 * screen's were 60 to 120 ms each, time in which a tap on the painted page waits (decision 030). A
 * chunk already run costs nothing when its importer asks for it afterwards.
 */
export async function runAnnouncedChunks(
  load: (href: string) => Promise<unknown> = importChunk,
  between: () => Promise<void> = yieldToMain,
): Promise<void> {
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')) {
    // A chunk that fails here fails again where it is needed, which reports it (the route's error screen).
    await load(link.href).catch(() => undefined);
    await between();
  }
}
