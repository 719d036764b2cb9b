// Test helper: the three-way merge of notes made of plain paragraphs, for data tests where no Quill runs. The page
// reads notes with Quill (editor/html-delta.ts); plain paragraphs read the same way: one line each.
import Delta from 'quill-delta';
import type { HtmlMerge } from '../local/on-demand/conflict-merge.ts';
import { mergeThreeWay } from '../local/on-demand/three-way-merge.ts';

export const paragraphs = (html: string): Delta => {
  const doc = new Delta();
  for (const [, text] of html.matchAll(/<p>(.*?)<\/p>/g)) doc.insert(`${text ?? ''}\n`);
  return doc;
};

export const asHtml = (doc: Delta): string =>
  doc.ops
    .map((op) => (typeof op.insert === 'string' ? op.insert : ''))
    .join('')
    .split('\n')
    .slice(0, -1)
    .map((line) => `<p>${line}</p>`)
    .join('');

export const mergeParagraphs: HtmlMerge = (base, mine, theirs) => {
  const result = mergeThreeWay(paragraphs(base), paragraphs(mine), paragraphs(theirs));
  return 'merged' in result ? asHtml(result.merged) : null;
};
