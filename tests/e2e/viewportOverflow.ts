import type { Page } from 'playwright-core';

/**
 * What leaves the screen sideways: a page that scrolls sideways, a box that scrolls sideways
 * inside (a dialog), and any element (dialogs and buttons included) or line of text past either
 * edge. `viewport` is the screen's width: a mobile browser zooms out to show a page wider than its
 * screen, and `innerWidth` grows with it. Returns the first few, which say where; the rest are
 * mostly their children.
 */
export function viewportOverflow(page: Page, viewport: number): Promise<string[]> {
  return page.evaluate((viewport) => {
    const width = Math.min(window.innerWidth, viewport);
    const found: string[] = [];
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(' ')[0]}` : ''} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').slice(0, 30)}"`;
    const outside = (rect: DOMRect) => rect.width > 0 && (rect.left < -0.5 || rect.right > width + 0.5);
    const scroller = document.scrollingElement;
    if (scroller && scroller.scrollWidth > width)
      found.push(`the page scrolls sideways: ${scroller.scrollWidth} > ${width}`);
    for (const element of document.body.querySelectorAll('*')) {
      const rect = element.getBoundingClientRect();
      if (outside(rect))
        found.push(`${name(element)} at ${Math.round(rect.left)}..${Math.round(rect.right)}`);
      const style = getComputedStyle(element);
      if (
        !['INPUT', 'TEXTAREA'].includes(element.tagName) &&
        ['auto', 'scroll'].includes(style.overflowX) &&
        element.scrollWidth > element.clientWidth + 1
      )
        found.push(`${name(element)} scrolls sideways: ${element.scrollWidth} > ${element.clientWidth}`);
    }
    /** Where a line of text can be seen: its box, cut by every ancestor that clips (overflow). */
    const seen = (rect: DOMRect, from: Element | null) => {
      let left = rect.left;
      let right = rect.right;
      for (let box = from; box; box = box.parentElement) {
        if (getComputedStyle(box).overflowX === 'visible') continue;
        const clip = box.getBoundingClientRect();
        left = Math.max(left, clip.left);
        right = Math.min(right, clip.right);
      }
      return new DOMRect(left, rect.top, Math.max(0, right - left), rect.height);
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      range.selectNodeContents(node);
      for (const rect of range.getClientRects())
        if (outside(seen(rect, node.parentElement))) {
          found.push(
            `text "${node.textContent?.slice(0, 30)}" at ${Math.round(rect.left)}..${Math.round(rect.right)}`,
          );
          break;
        }
    }
    return found.slice(0, 12);
  }, viewport);
}
