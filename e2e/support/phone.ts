import { expect, type Page } from '@playwright/test';

/** A common phone, and the narrowest one still sold. */
export const PHONE = { width: 375, height: 740 };
const NARROWEST = { width: 320, height: 640 };

// Soft: one run names every screen that does not fit, not only the first.
const softly = expect.configure({ soft: true });

/**
 * Empty when neither the document nor the body is wider than the window; otherwise their widths
 * and the innermost elements reaching past the right edge outside any box that clips them.
 */
function overflow(page: Page): Promise<string> {
  return page.evaluate(() => {
    const viewport = window.innerWidth;
    const documentWidth = document.documentElement.scrollWidth;
    const bodyWidth = document.body.scrollWidth;
    if (documentWidth <= viewport && bodyWidth <= viewport) return '';
    const clipped = (element: Element): boolean => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      }
      return false;
    };
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${[...element.classList].join('.')}`;
    const outside = [...document.body.querySelectorAll('*')].filter(
      (element) => element.getBoundingClientRect().right > viewport + 1 && !clipped(element),
    );
    // The innermost ones: their ancestors only stick out because they hold them.
    const culprits = outside.filter(
      (element) => !outside.some((other) => other !== element && element.contains(other)),
    );
    return `document ${documentWidth} px, body ${bodyWidth} px on a ${viewport} px window; sticking out: ${
      culprits.slice(0, 5).map(describe).join(', ') || 'nothing'
    }`;
  });
}

/** The page fits a phone (and, unless told otherwise, the narrowest one): nothing makes it scroll sideways. */
export async function expectFits(
  page: Page,
  screen: string,
  sizes: readonly { width: number; height: number }[] = [PHONE, NARROWEST],
): Promise<void> {
  for (const size of sizes) {
    await page.setViewportSize(size);
    // Polled: a chart redraws at the new width a few frames after the resize, later on a busy machine.
    await softly.poll(() => overflow(page), { message: `${screen} at ${size.width} px` }).toBe('');
  }
  await page.setViewportSize(PHONE);
}
