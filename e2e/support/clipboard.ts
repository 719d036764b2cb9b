// What a person pastes and drops: rich HTML with an image on the clipboard (as copying part of another page gives),
// an image alone (a screenshot), and files dragged in from the desktop. The clipboard is the browser's own (the
// page's origin is allowed to write it), so a paste is the browser's real paste with its default action; a drop of
// files is a drop event carrying real File objects, as a drag from the desktop delivers them.
import type { BrowserContext, Locator, Page } from 'playwright-core';

/** A one-pixel PNG. */
export const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/** Lets pages of `context` write the system clipboard (the test does, as copying elsewhere would). */
export async function allowClipboard(context: BrowserContext): Promise<void> {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
}

/** Puts `html` (and its text) on the clipboard, as copying from another page does. */
export async function copyHtml(page: Page, html: string, text: string): Promise<void> {
  await page.evaluate(
    async ([markup, plain]) => {
      await navigator.clipboard.write([
        new ClipboardItem({ 'text/html': new Blob([markup!], { type: 'text/html' }), 'text/plain': new Blob([plain!], { type: 'text/plain' }) }),
      ]);
    },
    [html, text],
  );
}

/** Puts a PNG alone on the clipboard, as a screenshot tool does. */
export async function copyImage(page: Page, base64 = PNG_BASE64): Promise<void> {
  await page.evaluate(async (data) => {
    // Not fetch(): the page's content security policy allows it no data: addresses.
    const png = new Blob([Uint8Array.from(atob(data), (character) => character.charCodeAt(0))], { type: 'image/png' });
    await navigator.clipboard.write([new ClipboardItem({ 'image/png': png })]);
  }, base64);
}

/** Drops a file named `name` holding `content` on `target` (near its bottom), as a drag from the desktop does. */
export async function dropFile(target: Locator, name: string, content: string, type: string): Promise<void> {
  // The writing area may be between two renderings (Quill taking over the stand-in): a moment later it is there.
  let box = await target.boundingBox();
  for (let tries = 0; !box && tries < 50; tries++) box = await target.page().waitForTimeout(100).then(() => target.boundingBox());
  if (!box) throw new Error('the drop target is not on screen');
  const transfer = await target.page().evaluateHandle(
    ([fileName, text, mime]) => {
      const data = new DataTransfer();
      data.items.add(new File([text!], fileName!, { type: mime! }));
      return data;
    },
    [name, content, type],
  );
  const point = { clientX: box.x + box.width / 2, clientY: box.y + Math.max(box.height - 10, box.height / 2) };
  for (const event of ['dragenter', 'dragover', 'drop']) await target.dispatchEvent(event, { dataTransfer: transfer, ...point });
}
