import { expect } from 'storybook/test';

/** The kit's touch target (`vars.layout.touchTarget`): WCAG 2.5.5's 44 by 44 CSS pixels. */
export const TOUCH_TARGET_PX = 44;

const nameOf = (element: Element) =>
  element.getAttribute('aria-label') ?? element.textContent?.trim() ?? element.tagName.toLowerCase();

/**
 * Each element's box, the area a finger can press, is at least 44 by 44 pixels. Pass the element
 * that takes the press: the button or link, or a checkbox's label (react-aria's input is hidden).
 */
export async function expectTouchTargets(elements: readonly Element[]) {
  await expect(elements.length).toBeGreaterThan(0);
  for (const element of elements) {
    const box = element.getBoundingClientRect();
    const size = `${nameOf(element)}: ${box.width.toFixed(1)} x ${box.height.toFixed(1)} px`;
    await expect(box.width >= TOUCH_TARGET_PX - 0.5 && box.height >= TOUCH_TARGET_PX - 0.5, size).toBe(true);
  }
}

// Elements that are landmarks whatever their place; `header` and `footer` only outside these.
const LANDMARKS = [
  'main',
  'nav',
  'aside',
  'search',
  'section[aria-label]',
  'section[aria-labelledby]',
  'form[aria-label]',
  'form[aria-labelledby]',
  ...['banner', 'navigation', 'main', 'search', 'region', 'complementary', 'contentinfo', 'form'].map(
    (role) => `[role="${role}"]`,
  ),
].join(', ');
const SECTIONING = 'article, aside, main, nav, section';

/** The landmark an element is in (itself included), or null when it stands outside every one. */
export function landmarkOf(element: Element): Element | null {
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (node.matches(LANDMARKS)) return node;
    if (node.matches('header, footer') && !node.parentElement?.closest(SECTIONING)) return node;
  }
  return null;
}
