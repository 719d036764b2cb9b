// Accessibility probes for the browser tests: axe-core's WCAG 2.1 A/AA rules, the contrast of form fields'
// placeholders and borders (which axe does not check), and the focus indicator of each stop of the Tab order.
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';
import type { ImpactValue } from 'axe-core';

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface Violation {
  id: string;
  impact: ImpactValue | null;
  help: string;
  nodes: { target: string; summary: string }[];
}

/** axe-core's WCAG 2.1 A/AA violations on the page as it is now. */
export async function axeViolations(page: Page): Promise<Violation[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_21_AA).options({ resultTypes: ['violations'] }).analyze();
  return results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact ?? null,
    help: violation.help,
    nodes: violation.nodes.map((node) => ({ target: node.target.join(' '), summary: node.failureSummary ?? '' })),
  }));
}

export function describeViolations(where: string, violations: Violation[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes.map((node) => `    at ${node.target}\n      ${node.summary.replaceAll('\n', '\n      ')}`);
      return `[${where}] ${violation.id} (${violation.impact ?? 'no impact'}): ${violation.help}\n${nodes.join('\n')}`;
    })
    .join('\n');
}

/**
 * The axe violations of `page` once its colours have settled, described (empty: none): right after a switch of
 * colour scheme the page's colours are still on their way (buttons and links animate them), and axe measures
 * the mixed colours of that moment. Polled until clean or `timeoutMs`; a real violation stays and is returned.
 */
export async function settledAxeProblems(page: Page, where: string, timeoutMs = 5_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const violations = await axeViolations(page);
    if (violations.length === 0 || Date.now() > deadline) return describeViolations(where, violations);
    await page.waitForTimeout(250);
  }
}

/**
 * settledAxeProblems in the light and then the dark colour scheme (the page follows the system's), once the page has
 * switched and `scope` (e.g. an open dialog) is on screen; the page is left in dark. Empty: none.
 */
export async function axeProblemsInBothSchemes(page: Page, where: string, scope?: Locator): Promise<string> {
  const problems: string[] = [];
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.waitForFunction((dark) => document.documentElement.classList.contains('dark') === dark, scheme === 'dark');
    await scope?.waitFor();
    problems.push(await settledAxeProblems(page, `${where}, ${scheme}`));
  }
  return problems.filter(Boolean).join('\n');
}

/**
 * What axe does not check about form fields, as readable problems: placeholder text below 4.5:1 against its
 * field (WCAG 1.4.3; input/textarea placeholders and the editor's, drawn by Quill as ::before), and a field
 * border below 3:1 against the colours on either side of it (WCAG 1.4.11: on a field as light or as dark
 * as the page, the border is what shows there is a field).
 */
export function lowContrastFields(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const paint = canvas.getContext('2d', { willReadFrequently: true });
    if (!paint) throw new Error('no 2d canvas');
    // Painting the layers in turn resolves any CSS colour syntax and any transparency to plain sRGB.
    const painted = (layers: string[]): number[] => {
      for (const layer of ['white', ...layers]) {
        paint.fillStyle = layer;
        paint.fillRect(0, 0, 1, 1);
      }
      return [...paint.getImageData(0, 0, 1, 1).data].slice(0, 3);
    };
    const luminance = (rgb: number[]): number =>
      rgb
        .map((channel) => channel / 255)
        .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
        .reduce((sum, c, i) => sum + c * ([0.2126, 0.7152, 0.0722][i] ?? 0), 0);
    const contrast = (one: number[], other: number[]): number => {
      const [lighter = 0, darker = 0] = [luminance(one), luminance(other)].sort((a, b) => b - a);
      return (lighter + 0.05) / (darker + 0.05);
    };
    /** The background colours from the page down to `element`, to paint in this order. */
    const backgrounds = (element: Element | null): string[] => {
      const layers: string[] = [];
      for (let at = element; at; at = at.parentElement) layers.unshift(getComputedStyle(at).backgroundColor);
      return layers;
    };
    const rgb = (color: number[]) => `rgb(${color.join(', ')})`;
    const problems: string[] = [];

    const placeholders = [...document.querySelectorAll<HTMLElement>('input[placeholder], textarea[placeholder], .ql-editor.ql-blank, .ql-editor[data-stand-in]:empty')];
    for (const field of placeholders) {
      const typedIn = (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && field.value !== '';
      if (typedIn || !field.checkVisibility()) continue;
      const under = backgrounds(field);
      const text = getComputedStyle(field, field.classList.contains('ql-editor') ? '::before' : '::placeholder').color;
      const ratio = contrast(painted([...under, text]), painted(under));
      const name = field.getAttribute('placeholder') ?? field.dataset.placeholder ?? field.tagName;
      if (ratio < 4.5) problems.push(`placeholder "${name}": ${ratio.toFixed(2)}:1 (${text} on ${rgb(painted(under))})`);
    }

    const boxes = [...document.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('input:not([type="radio"], [type="checkbox"], [type="hidden"]), select, textarea')];
    for (const field of boxes) {
      const style = getComputedStyle(field);
      // Visually hidden stand-ins (1 px, clipped) draw nothing.
      if (!field.checkVisibility() || field.offsetWidth <= 1 || parseFloat(style.borderTopWidth) === 0) continue;
      const outside = backgrounds(field.parentElement);
      const inside = [...outside, style.backgroundColor];
      const border = painted([...outside, style.borderTopColor]);
      const ratio = Math.min(contrast(border, painted(outside)), contrast(border, painted(inside)));
      const name = field.getAttribute('aria-label') ?? field.labels?.[0]?.innerText ?? field.getAttribute('placeholder') ?? field.tagName;
      if (ratio < 3) problems.push(`border of "${name.trim()}": ${ratio.toFixed(2)}:1 (${rgb(border)} between ${rgb(painted(outside))} and ${rgb(painted(inside))})`);
    }
    return problems;
  });
}

/** One stop of the Tab order, judged once the focus has left it again. */
export interface FocusStop {
  name: string;
  /** The outline or box shadow that showed while it had the focus and went away after, or null. */
  indicator: string | null;
}

export interface FocusStep {
  /** The name of what has the focus now (null: nothing in the page). */
  current: string | null;
  /** The stop the focus just left. */
  previous: FocusStop | null;
}

/**
 * Call after each Tab: names what has the focus now and remembers how it looks, and judges the element that
 * had it before. An indicator is a visible outline or box shadow that shows while the element has the focus
 * and is gone once it left — on the element itself or, for the editor's writing area and a visually hidden
 * radio button, on its parent (the frame, the label).
 */
export function focusStep(page: Page): Promise<FocusStep> {
  return page.evaluate((): FocusStep => {
    interface Probe {
      element: HTMLElement;
      name: string;
      look: string;
      indicator: string | null;
    }
    const store = window as unknown as { focusProbe?: Probe };
    // The editor's writing area shows focus on its frame; a visually hidden radio on its label.
    const framed = (element: HTMLElement) => element.isContentEditable || (element.offsetWidth <= 1 && element.offsetHeight <= 1);
    const shown = (element: HTMLElement): HTMLElement[] =>
      framed(element) && element.parentElement ? [element, element.parentElement] : [element];
    const look = (element: HTMLElement): string =>
      shown(element)
        .map((part) => {
          const style = getComputedStyle(part);
          return `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor} / ${style.boxShadow}`;
        })
        .join(' | ');
    const transparent = (color: string) => color === 'transparent' || /^rgba\(.*,\s*0\)$|\/\s*0\)$/.test(color);
    // A shadow shows when one of its layers has a colour and a length other than 0 (offset, blur or spread).
    const visibleShadow = (shadow: string): boolean =>
      shadow !== 'none' &&
      shadow.split(/,(?![^(]*\))/).some((layer) => {
        const color = /(?:rgba?|lab|lch|oklab|oklch|color)\([^)]*\)/.exec(layer)?.[0] ?? 'currentcolor';
        return !transparent(color) && /(^|\s)-?[\d.]*[1-9][\d.]*px/.test(layer.replace(color, ''));
      });
    const indicator = (element: HTMLElement): string | null => {
      for (const part of shown(element)) {
        const style = getComputedStyle(part);
        const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 && !transparent(style.outlineColor);
        if (outline) return `outline: ${style.outline}`;
        if (visibleShadow(style.boxShadow)) return `box-shadow: ${style.boxShadow}`;
      }
      return null;
    };

    const before = store.focusProbe;
    const previous = before
      ? { name: before.name, indicator: look(before.element) === before.look ? null : before.indicator }
      : null;
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement) || focused === document.body) {
      delete store.focusProbe;
      return { current: null, previous };
    }
    const labelled = focused instanceof HTMLInputElement || focused instanceof HTMLSelectElement ? focused.labels?.[0] : null;
    const label = focused.getAttribute('aria-label') ?? labelled?.innerText ?? focused.innerText;
    const name = label.trim().replace(/\s+/g, ' ') || focused.outerHTML.slice(0, 80);
    store.focusProbe = { element: focused, name, look: look(focused), indicator: indicator(focused) };
    return { current: name, previous };
  });
}
