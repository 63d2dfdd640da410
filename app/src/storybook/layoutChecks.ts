import { expect } from 'storybook/test';

const scrolls = (element: Element) => /(auto|scroll|hidden)/.test(getComputedStyle(element).overflowX);

/**
 * Fails when `element` (a form, a card) does not fit the screen sideways: it reaches past either
 * edge of the viewport, its content is wider than it is, or it makes the page or any scroll
 * container around it scroll sideways. Works in both directions (an RTL overflow runs to the left,
 * and `scrollWidth` counts it too).
 */
export async function expectFitsScreenWidth(element: HTMLElement) {
  const { left, right } = element.getBoundingClientRect();
  await expect(left, 'starts inside the screen').toBeGreaterThanOrEqual(-0.5);
  await expect(right, 'ends inside the screen').toBeLessThanOrEqual(window.innerWidth + 0.5);
  await expect(element.scrollWidth, 'content no wider than the element').toBeLessThanOrEqual(element.clientWidth);
  for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
    if (scrolls(node)) await expect(node.scrollWidth, 'no sideways scrolling around it').toBeLessThanOrEqual(node.clientWidth);
  }
  const page = document.scrollingElement!;
  await expect(page.scrollWidth, 'the page does not scroll sideways').toBeLessThanOrEqual(page.clientWidth);
}

/**
 * A colour as the page computes it (`rgb(...)`), for comparing with `getComputedStyle`: `value`
 * may be a theme variable (`vars.color.accentFill`) or any CSS colour.
 */
export function computedColour(value: string): string {
  const probe = document.createElement('span');
  probe.style.color = value;
  document.body.append(probe);
  const colour = getComputedStyle(probe).color;
  probe.remove();
  return colour;
}
