// Controls whose words do not fit: for layout specs that walk the pages in every language on a small phone. A
// control (button, link, label, select, a role="button", Quill's picker label) is listed when its content is wider
// than its box (scrollWidth, which also catches generated text such as the picker's label), when a visible piece of
// its text reaches past its box, or when the control reaches past the sides of the window (of the panel or dialog
// it is in, when one is named). Visually hidden text (the sr-only words beside an icon) is not on screen and is left
// out.
import type { Page } from 'playwright-core';

const CONTROLS = 'button, a, label, select, summary, [role="button"], .ql-picker-label';

/**
 * The controls inside `scope` (the whole page by default; else a panel or dialog, whose sides they must keep within)
 * that spill, each named with what it says and how it spills.
 */
export function overflowingControls(page: Page, scope = 'body'): Promise<string[]> {
  return page.evaluate(
    ([scopeSelector, controlsSelector]) => {
      const root = document.querySelector(scopeSelector);
      if (!root) throw new Error(`nothing matches ${scopeSelector}`);
      const edges = scopeSelector === 'body' ? { left: 0, right: document.documentElement.clientWidth } : root.getBoundingClientRect();
      // Clipped to nothing (sr-only), not displayed or invisible: not on screen.
      const hidden = (element: Element, within: Element): boolean => {
        for (let node: Element | null = element; node && node !== within.parentElement; node = node.parentElement) {
          const style = getComputedStyle(node);
          if (style.clipPath !== 'none' || style.clip !== 'auto' || style.visibility === 'hidden' || style.display === 'none') return true;
        }
        return false;
      };
      const spills = (control: HTMLElement): string[] => {
        const box = control.getBoundingClientRect();
        const found: string[] = [];
        if (control.clientWidth > 0 && control.scrollWidth > control.clientWidth + 1) {
          found.push(`content ${control.scrollWidth} px wide in a box of ${control.clientWidth}`);
        }
        if (box.left < edges.left - 0.5 || box.right > edges.right + 0.5) {
          found.push(`reaches ${Math.round(box.left)}…${Math.round(box.right)}, past ${Math.round(edges.left)}…${Math.round(edges.right)}`);
        }
        const texts = document.createTreeWalker(control, NodeFilter.SHOW_TEXT);
        for (let text = texts.nextNode(); text; text = texts.nextNode()) {
          if (!text.textContent?.trim() || !text.parentElement || hidden(text.parentElement, control)) continue;
          const range = document.createRange();
          range.selectNodeContents(text);
          const words = range.getBoundingClientRect();
          // A select's options are not laid out in the page: their text has no box.
          if (words.width === 0 && words.height === 0) continue;
          if (words.left < box.left - 1 || words.right > box.right + 1 || words.top < box.top - 1 || words.bottom > box.bottom + 1) {
            found.push(`text at ${Math.round(words.left)}…${Math.round(words.right)} × ${Math.round(words.top)}…${Math.round(words.bottom)} outside its box ${Math.round(box.left)}…${Math.round(box.right)} × ${Math.round(box.top)}…${Math.round(box.bottom)}`);
            break;
          }
        }
        return found;
      };
      return [...root.querySelectorAll<HTMLElement>(controlsSelector)]
        .filter((control) => control.getClientRects().length > 0 && !hidden(control, control))
        .flatMap((control) => {
          const found = spills(control);
          const name = (control.innerText.trim() || control.getAttribute('aria-label') || control.tagName).replace(/\s+/g, ' ');
          return found.length > 0 ? [`"${name}": ${found.join('; ')}`] : [];
        });
    },
    [scope, CONTROLS] as const,
  );
}
