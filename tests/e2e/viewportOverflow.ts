import type { Page } from 'playwright-core';

/**
 * What leaves the screen sideways: a page that scrolls sideways (its root or its body), a box that
 * scrolls sideways inside (a dialog), a control (button, link, field, tab, checkbox, radio, select)
 * past either edge, any other element (dialogs included) past either edge, and any line of text past
 * either edge. `viewport` is the screen's width: a mobile browser zooms out to show a page wider than
 * its screen, and `innerWidth` grows with it. Returns the first few, controls first, which say where;
 * the rest are mostly their children. Each element is named by tag, first class, text and box.
 */
export function viewportOverflow(page: Page, viewport: number): Promise<string[]> {
  return page.evaluate((viewport) => {
    const width = Math.min(window.innerWidth, viewport);
    const pageWide: string[] = [];
    const controls: string[] = [];
    const found: string[] = [];
    const box = (rect: DOMRect) =>
      `at x ${Math.round(rect.left)}..${Math.round(rect.right)}, y ${Math.round(rect.top)}..${Math.round(rect.bottom)}`;
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(' ')[0]}` : ''} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 30)}"`;
    const outside = (rect: DOMRect) => rect.width > 0 && (rect.left < -0.5 || rect.right > width + 0.5);
    const scroller = document.scrollingElement;
    if (scroller && scroller.scrollWidth > width)
      pageWide.push(`the page scrolls sideways: ${scroller.scrollWidth} > ${width}`);
    if (document.body.scrollWidth > width)
      pageWide.push(`the body is wider than the screen: ${document.body.scrollWidth} > ${width}`);
    const CONTROL =
      'button, a[href], input, select, textarea, [role="button"], [role="link"], [role="tab"], [role="checkbox"], [role="radio"], [role="switch"], [role="combobox"]';
    for (const element of document.body.querySelectorAll('*')) {
      const rect = element.getBoundingClientRect();
      if (outside(rect))
        (element.matches(CONTROL) ? controls : found).push(
          `${element.matches(CONTROL) ? 'control ' : ''}${name(element)} ${box(rect)}`,
        );
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
          found.push(`text "${node.textContent?.trim().slice(0, 30)}" ${box(rect)}`);
          break;
        }
    }
    return [...pageWide, ...controls, ...found].slice(0, 12);
  }, viewport);
}

/**
 * Text cut by its own box or an ancestor's: a line of text (of a visible element) part of which a box
 * with `overflow: hidden` or `clip` hides, across or down, as a box of fixed height or a clamped text
 * (`-webkit-line-clamp`, `text-overflow: ellipsis`) hides the lines or letters it has no room for; and
 * such a box holding text whose content is wider or taller than it (`scrollWidth > clientWidth`).
 * A box of at most 1×1 px is text kept for assistive technology only (`.visually-hidden`), not cut.
 * A box that scrolls (`overflow: auto`) does not cut: what it holds is a scroll away (sideways, that
 * is `viewportOverflow`'s to find). Returns the first few, each named by tag, first class, text and box.
 */
export function clippedText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const box = (rect: DOMRect) =>
      `at x ${Math.round(rect.left)}..${Math.round(rect.right)}, y ${Math.round(rect.top)}..${Math.round(rect.bottom)}`;
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(' ')[0]}` : ''} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
    const clips = (value: string) => value === 'hidden' || value === 'clip';
    const forScreenReadersOnly = (rect: DOMRect) => rect.width <= 1 && rect.height <= 1;
    const reported = new Set<Element>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim() || getComputedStyle(parent).visibility !== 'visible') continue;
      range.selectNodeContents(node);
      const rects = [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0);
      for (let element: Element | null = parent; element; element = element.parentElement) {
        const style = getComputedStyle(element);
        const across = clips(style.overflowX);
        const down = clips(style.overflowY);
        if (!across && !down) continue;
        const clip = element.getBoundingClientRect();
        if (forScreenReadersOnly(clip)) break;
        // A line is cut when more than a pixel of it lies past a side the box clips.
        const cut = rects.find(
          (rect) =>
            (across && (rect.left < clip.left - 1 || rect.right > clip.right + 1)) ||
            (down && (rect.top < clip.top - 1 || rect.bottom > clip.bottom + 1)),
        );
        if (cut && !reported.has(element)) {
          reported.add(element);
          found.push(
            `text "${node.textContent.trim().slice(0, 40)}" ${box(cut)} is cut by ${name(element)} ${box(clip)}`,
          );
        }
      }
    }
    for (const element of document.body.querySelectorAll('*')) {
      if (reported.has(element) || !element.textContent?.trim()) continue;
      const style = getComputedStyle(element);
      if (style.visibility !== 'visible') continue;
      const rect = element.getBoundingClientRect();
      if (forScreenReadersOnly(rect) || rect.width === 0) continue;
      const wider = clips(style.overflowX) && element.scrollWidth > element.clientWidth + 1;
      const taller = clips(style.overflowY) && element.scrollHeight > element.clientHeight + 1;
      if (wider || taller)
        found.push(
          `${name(element)} ${box(rect)} holds more than it shows: ${element.scrollWidth}×${element.scrollHeight} in ${element.clientWidth}×${element.clientHeight}`,
        );
    }
    return found.slice(0, 12);
  });
}
