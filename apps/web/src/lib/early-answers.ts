import { EARLY_ANSWERS_ELEMENT } from '@alavanca/contracts/app-screens';

/**
 * The answers the server wrote into this page to the screen's first API reads (decision 030):
 * each is taken once, by the first request for its path, so the screen draws without waiting for
 * the network. After a minute they are dropped: a read sent later deserves a fresh answer.
 */
const FRESH_FOR_MS = 60_000;

let answers = new Map<string, unknown>();

/** Whether the server wrote answers into this page (the built server does, for a signed-in screen). */
export function hasEarlyAnswers(): boolean {
  return early().size > 0;
}

/** The answers, read from the page's element the first time (the element goes once read). */
function early(): Map<string, unknown> {
  const element = document.getElementById(EARLY_ANSWERS_ELEMENT);
  if (!element) return answers;
  element.remove();
  try {
    answers = new Map(Object.entries(JSON.parse(element.textContent ?? '{}') as Record<string, unknown>));
  } catch {
    // A page without usable answers only means the screen asks the network, as it would anyway.
    answers = new Map();
  }
  return answers;
}

/**
 * Where the answers are when there is no page: the server, drawing a screen's first paint
 * (app/render-screen.tsx), gives each drawing its own, from the reads it made for that request.
 */
let drawingAnswers: (() => Map<string, unknown> | undefined) | null = null;

export function readAnswersFrom(source: () => Map<string, unknown> | undefined): void {
  drawingAnswers = source;
}

/** The server's answer for `path` (after /api), once; undefined when there is none or it is too old. */
export function takeEarlyAnswer(path: string): unknown {
  if (drawingAnswers) return drawingAnswers()?.get(path);
  const all = early();
  if (performance.now() > FRESH_FOR_MS) {
    all.clear();
    return undefined;
  }
  const answer = all.get(path);
  all.delete(path);
  return answer;
}

/** The saved language in this page's answers, without taking the answer (the preferences query will). */
export function earlyLanguage(): string | undefined {
  const preferences = early().get('/preferences') as { language?: unknown } | undefined;
  return typeof preferences?.language === 'string' ? preferences.language : undefined;
}
