import { EARLY_ANSWERS_ELEMENT } from '@alavanca/contracts/app-screens';
import { SessionResponse } from '@alavanca/contracts/session';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from './api-client';
import { earlyLanguage, hasEarlyAnswers, takeEarlyAnswer } from './early-answers';

const SESSION = { user: { id: '5e6cda52-de25-4787-927d-76b7729c6a11', email: 'ana@example.test', name: 'Ana' } };

function writeAnswers(text: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = EARLY_ANSWERS_ELEMENT;
  element.textContent = text;
  document.head.append(element);
}

describe('the early answers the server writes into the page', () => {
  // A page's clock starts when it loads; the test worker's has run for a while.
  beforeEach(() => vi.spyOn(performance, 'now').mockReturnValue(1_000));
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('answers each read once, then leaves it to the network', async () => {
    writeAnswers(JSON.stringify({ '/session': SESSION, '/preferences': { language: 'de-DE' } }));
    const fetchSpy = vi.fn(async () => Response.json({ user: null }));
    vi.stubGlobal('fetch', fetchSpy);

    expect(hasEarlyAnswers()).toBe(true);
    expect(earlyLanguage()).toBe('de-DE');
    expect(await apiRequest('/session', SessionResponse)).toEqual(SESSION);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(document.getElementById(EARLY_ANSWERS_ELEMENT)).toBeNull();

    expect(await apiRequest('/session', SessionResponse)).toEqual({ user: null });
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    // Still there for the preferences query: reading the language took nothing.
    expect(takeEarlyAnswer('/preferences')).toEqual({ language: 'de-DE' });
    expect(takeEarlyAnswer('/preferences')).toBeUndefined();
  });

  it('never answers a change, only reads', async () => {
    writeAnswers(JSON.stringify({ '/session': SESSION }));
    const fetchSpy = vi.fn(async () => Response.json({ user: null }));
    vi.stubGlobal('fetch', fetchSpy);
    await apiRequest('/session', SessionResponse, { method: 'POST', body: {} });
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(takeEarlyAnswer('/session')).toEqual(SESSION);
  });

  it('drops them after a minute: a late read deserves a fresh answer', () => {
    writeAnswers(JSON.stringify({ '/session': SESSION }));
    vi.spyOn(performance, 'now').mockReturnValue(60_001);
    expect(takeEarlyAnswer('/session')).toBeUndefined();
    vi.spyOn(performance, 'now').mockReturnValue(10);
    expect(takeEarlyAnswer('/session')).toBeUndefined();
  });

  it('takes a page with unreadable answers as a page without any', () => {
    writeAnswers('{"/session": ');
    expect(hasEarlyAnswers()).toBe(false);
    expect(takeEarlyAnswer('/session')).toBeUndefined();
    expect(earlyLanguage()).toBeUndefined();
  });
});
