// Opening an edit link (/e/{editId}): the browser takes over the note's edit capability and lands on the
// note's page in edit mode.
import type { Page } from 'playwright-core';
import { NotePage } from './NotePage.ts';

export async function openEditLink(page: Page, editId: string, shareId: string): Promise<NotePage> {
  await page.goto(`/e/${editId}`);
  await page.waitForURL(`**/n/${shareId}`);
  const note = new NotePage(page);
  await note.editor.waitFor();
  return note;
}
