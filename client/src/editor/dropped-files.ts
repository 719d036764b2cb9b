// Files dropped on a writing area: the home page's stand-in, or Quill on any page. The browser's own default is to
// open a dropped file in place of the page — the note gone — so index.html's inline script takes every such drop
// from the first paint (window.jotterDrops, with where it landed) and this module, which main.tsx loads with the
// first drop, puts the files in: a text file (.txt, .md…) as its text, an image in a format notes keep as an image. Quill's own uploader
// puts images dropped on Quill in by itself; anything else reaches Quill as a paste, so Quill keeps of it what it
// keeps of any paste. A file larger than a whole note may be is left out.
import { MAX_CONTENT_BYTES } from '../../../shared/limits.ts';

interface HeldDrop {
  area: HTMLElement;
  files: File[];
  x: number;
  y: number;
}

declare global {
  interface Window {
    /** Drops of files on a writing area, held by index.html's inline script until this module puts them in. */
    jotterDrops?: HeldDrop[];
  }
}

/** The stand-in's marker (EditorSurface). */
const STAND_IN_ATTRIBUTE = 'data-stand-in';
/** The image formats a note keeps (shared/sanitize-policy.ts). */
const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);
const TEXT_FILE_NAME = /\.(txt|text|md|markdown)$/i;

const isTextFile = (file: File): boolean => file.type === 'text/plain' || file.type.includes('markdown') || TEXT_FILE_NAME.test(file.name);

type Piece = { text: string } | { image: string };

function readImage(file: File): Promise<Piece> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve({ image: String(reader.result) });
    reader.onerror = () => reject(reader.error ?? new Error('The image could not be read'));
    reader.readAsDataURL(file);
  });
}

/** The caret where the drop landed, when that is in `area`; otherwise the writing area keeps its own. */
function placeCaret(area: HTMLElement, x: number, y: number): void {
  area.focus({ preventScroll: true });
  const point = document.caretRangeFromPoint(x, y);
  if (!point || !area.contains(point.startContainer)) return;
  const selection = document.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(point);
}

/** Quill takes a piece as a paste of it at the caret (its clipboard reads it). */
function pasteIntoQuill(area: HTMLElement, piece: Piece): void {
  const data = new DataTransfer();
  if ('text' in piece) data.setData('text/plain', piece.text);
  else data.setData('text/html', `<img src="${piece.image}">`);
  area.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
}

/** The stand-in takes a piece as typing would put it there (its input events follow). */
function insertIntoStandIn(area: HTMLElement, piece: Piece): void {
  if ('text' in piece) {
    document.execCommand('insertText', false, piece.text.replace(/\r\n?/g, '\n'));
    return;
  }
  // An image makes the stand-in a rich writing area, as a pasted image does (index.html).
  area.contentEditable = 'true';
  document.execCommand('insertHTML', false, `<img src="${piece.image}">`);
}

async function put({ area, files, x, y }: HeldDrop): Promise<void> {
  const standIn = area.hasAttribute(STAND_IN_ATTRIBUTE);
  const chosen = files.filter((file) => file.size <= MAX_CONTENT_BYTES && (isTextFile(file) || (standIn && IMAGE_TYPES.has(file.type))));
  if (chosen.length === 0) return;
  const pieces = await Promise.all(chosen.map((file) => (isTextFile(file) ? file.text().then((text): Piece => ({ text })) : readImage(file))));
  // Quill may have taken over from the stand-in while the files were read: they go where the writing is now.
  const target = area.isConnected ? area : document.querySelector<HTMLElement>('.ql-editor');
  if (!target) return;
  if (area.isConnected) placeCaret(target, x, y);
  else target.focus({ preventScroll: true });
  for (const piece of pieces) {
    if (target.hasAttribute(STAND_IN_ATTRIBUTE)) insertIntoStandIn(target, piece);
    else pasteIntoQuill(target, piece);
  }
}

/** main.tsx, on each drop: puts in the files dropped so far. */
export function putDroppedFiles(): void {
  const held = window.jotterDrops ?? [];
  for (const drop of held.splice(0)) void put(drop).catch((error: unknown) => console.error('A dropped file could not be put in', error));
}
