// @vitest-environment node
// Two devices edit one note from the same version and both reach the real server (the second through a 409 and
// the merge). Whatever the edits, nothing either side typed is lost on the server: edits of different words end
// merged in its current version, edits of the same words wait for the writer's choice with nothing sent, and the
// other device's text stays in the note's history whatever is chosen (docs/design.md §6.4): no merge choice may lose a text for good.
import 'fake-indexeddb/auto';
import fc from 'fast-check';
import Delta from 'quill-delta';
import { beforeEach, describe, expect, it } from 'vitest';
import { publishNote, saveNoteContent } from '../commands.ts';
import { mergeConflict, type HtmlMerge } from './conflict-merge.ts';
import { db } from '../db.ts';
import { resolveHunks } from './merge-resolve.ts';
import { mergeThreeWay } from './three-way-merge.ts';
import { drainOutbox } from '../../sync/sync-engine.ts';
import type { TestServer } from '../../testing/test-server.ts';
import { freshLocalData } from '../../testing/local-data.ts';
import { apply, onePerSlot, toDelta, touches, twoSides, type Edit, type Model } from '../../testing/merge-edits.ts';

let server: TestServer;

beforeEach(async () => {
  server = await freshLocalData();
});

const escapeHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** A Delta of the test's notes (paragraphs and h1 of plain and bold words) as the editor would write it. */
function toHtml(doc: Delta): string {
  let html = '';
  let line = '';
  for (const op of doc.ops) {
    if (typeof op.insert !== 'string') continue;
    const parts = op.insert.split('\n');
    parts.forEach((part, index) => {
      if (index > 0) {
        const tag = op.attributes?.header ? 'h1' : 'p';
        html += `<${tag}>${line}</${tag}>`;
        line = '';
      }
      if (part !== '') line += op.attributes?.bold ? `<strong>${escapeHtml(part)}</strong>` : escapeHtml(part);
    });
  }
  return html;
}

/** Reads such HTML back as the editor does (editor/html-delta.ts, for these few formats). */
function fromHtml(html: string): Delta {
  const doc = new Delta();
  for (const [, tag, inner] of html.matchAll(/<(p|h1)>(.*?)<\/\1>/g)) {
    for (const [, bold, plain] of (inner ?? '').matchAll(/<strong>(.*?)<\/strong>|([^<]+)/g)) {
      if (bold !== undefined) doc.insert(bold, { bold: true });
      else if (plain !== undefined) doc.insert(plain);
    }
    doc.insert('\n', tag === 'h1' ? { header: 1 } : undefined);
  }
  return doc;
}

const htmlOf = (model: Model): string => toHtml(toDelta(model));

const LABELS = { mine: 'Mine:', theirs: 'Theirs:' };
const mergeOrNull: HtmlMerge = (base, mine, theirs) => {
  const result = mergeThreeWay(fromHtml(base), fromHtml(mine), fromHtml(theirs));
  return 'merged' in result ? toHtml(result.merged) : null;
};
const keepBoth: HtmlMerge = (base, mine, theirs) => {
  const docs = [fromHtml(base), fromHtml(mine), fromHtml(theirs)] as const;
  const result = mergeThreeWay(...docs);
  return toHtml('merged' in result ? result.merged : resolveHunks(...docs, result.conflict.hunks, 'both', LABELS));
};

/** Published here and delivered, then changed on another device and here from that same version. */
async function editedOnBoth(model: Model, mine: Edit[], theirs: Edit[]): Promise<string> {
  const { shareId } = await publishNote({ content: htmlOf(model) });
  await drainOutbox();
  await server.editElsewhere(shareId, htmlOf(apply(model, theirs)));
  await saveNoteContent(shareId, htmlOf(apply(model, mine)));
  await drainOutbox();
  return shareId;
}

/** The words a side typed: each must be somewhere in the note the server ends with. */
const typedWords = (edits: Edit[]) => edits.flatMap((edit) => ('text' in edit ? [edit.text] : []));
const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ');

describe('two devices editing one note, on the real server', () => {
  it('edits of different words end merged on the server, and its history keeps the other device\'s version and the base', async () => {
    await fc.assert(
      fc.asyncProperty(twoSides, async ([model, rawMine, rawTheirs]) => {
        const mine = onePerSlot(rawMine);
        const mineTouched = mine.flatMap((edit) => touches(edit, model));
        const theirs = onePerSlot(rawTheirs).filter((edit) => touches(edit, model).every((slot) => mineTouched.every((m) => Math.abs(m - slot) >= 2)));
        fc.pre(htmlOf(apply(model, mine)) !== htmlOf(model) && htmlOf(apply(model, theirs)) !== htmlOf(model));
        const shareId = await editedOnBoth(model, mine, theirs);
        expect((await db.notes.get(shareId))?.syncStatus).toBe('conflict');

        expect(await mergeConflict(shareId, mergeOrNull)).toMatchObject({ kind: 'merged' });
        await drainOutbox();

        const both = htmlOf(apply(model, [...mine, ...theirs]));
        expect(await server.history(shareId)).toEqual([both, htmlOf(apply(model, theirs)), htmlOf(model)]);
        expect(await db.notes.get(shareId)).toMatchObject({ content: both, syncStatus: 'synced' });
      }),
      { numRuns: 40 },
    );
  });

  it('edits of the same words send nothing until the writer chooses; "Keep both" then keeps every word of both sides', async () => {
    await fc.assert(
      fc.asyncProperty(twoSides, async ([model, rawMine, rawTheirs]) => {
        const mine = onePerSlot(rawMine);
        const theirs = onePerSlot(rawTheirs);
        // Both sides changed something, and not the same thing (an identical text is a replay, no version of its own).
        fc.pre(new Set([htmlOf(model), htmlOf(apply(model, mine)), htmlOf(apply(model, theirs))]).size === 3);
        const shareId = await editedOnBoth(model, mine, theirs);
        const sent = server.paths('update').length;

        const automatic = await mergeConflict(shareId, mergeOrNull);
        if (automatic.kind === 'conflict') {
          // Nothing was sent while the choice is open, and both sides are still here.
          await drainOutbox();
          expect(server.paths('update')).toHaveLength(sent);
          expect(await db.notes.get(shareId)).toMatchObject({
            content: htmlOf(apply(model, mine)),
            conflict: { content: htmlOf(apply(model, theirs)) },
          });
          expect(await mergeConflict(shareId, keepBoth)).toMatchObject({ kind: 'merged' });
        }
        await drainOutbox();

        const [current, ...older] = await server.history(shareId);
        for (const word of [...typedWords(mine), ...typedWords(theirs)]) expect(textOf(current ?? '')).toContain(word);
        // The other device's version, as it was sent, and the base stay in the history.
        expect(older).toEqual([htmlOf(apply(model, theirs)), htmlOf(model)]);
        expect((await db.notes.get(shareId))?.syncStatus).toBe('synced');
      }),
      { numRuns: 40 },
    );
  });
});
