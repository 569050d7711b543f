import { afterEach, describe, expect, it, vi } from 'vitest';
import { runAnnouncedChunks } from './announced-chunks';

afterEach(() => {
  document.head.innerHTML = '';
});

function announce(...hrefs: string[]) {
  for (const href of hrefs) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}

describe('running the chunks the page announced', () => {
  it('runs each in the page’s order, in a task of its own, and goes on past one that fails', async () => {
    announce('/assets/router.js', '/assets/protected-layout.js', '/assets/dashboard.js');
    // Not a script: the font the paint is drawn in.
    const font = document.createElement('link');
    font.rel = 'preload';
    font.href = '/assets/inter-latin.woff2';
    document.head.append(font);
    const steps: string[] = [];
    const load = vi.fn(async (href: string) => {
      steps.push(new URL(href).pathname);
      if (href.endsWith('protected-layout.js')) throw new TypeError('Failed to fetch');
    });
    await runAnnouncedChunks(load, async () => {
      steps.push('task');
    });
    expect(steps).toEqual([
      '/assets/router.js',
      'task',
      '/assets/protected-layout.js',
      'task',
      '/assets/dashboard.js',
      'task',
    ]);
  });
});
