// Opening an edit link (/e/{editId}): the browser takes over the note's edit capability and lands on the
// note's page in edit mode.
import type { Page } from 'playwright-core';
import { NotePage } from './NotePage.ts';

/** `key`: an end-to-end encrypted note's key, after `#` as its edit link carries it (the note's page keeps it). */
export async function openEditLink(page: Page, editId: string, shareId: string, key?: string): Promise<NotePage> {
  const fragment = key === undefined ? '' : `#${key}`;
  await page.goto(`/e/${editId}${fragment}`);
  await page.waitForURL(`**/n/${shareId}${fragment}`);
  const note = new NotePage(page);
  await note.editor.waitFor();
  return note;
}
