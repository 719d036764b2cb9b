// The carets of the others editing a live note (docs/design.md §11.8), drawn over the Quill editor: a thin coloured
// bar each (a tint over a selection), anonymous, no label, hidden from assistive technology (the count of others is
// said in words beside the title). Positions come from the others' uploads and move along with every change of this
// editor's text until the next upload replaces them, so a caret stays by the word it was at while text arrives.
import type Quill from 'quill';
import type Delta from 'quill-delta';

export interface RemoteCaret {
  connection: string;
  /** One of the eight palette colours (0–7), picked by the server from the connection id. */
  color: number;
  index: number;
  length: number;
}

export class RemoteCarets {
  private carets: RemoteCaret[] = [];
  private readonly layer: HTMLDivElement;
  private readonly quill: Quill;
  private readonly onTextChange = (delta: Delta): void => {
    this.carets = this.carets.map((caret) => {
      const index = delta.transformPosition(caret.index);
      const end = delta.transformPosition(caret.index + caret.length);
      return { ...caret, index, length: Math.max(0, end - index) };
    });
    this.draw();
  };
  private readonly onResize = (): void => this.draw();

  constructor(quill: Quill) {
    this.quill = quill;
    this.layer = document.createElement('div');
    this.layer.className = 'remote-carets';
    this.layer.setAttribute('aria-hidden', 'true');
    quill.container.appendChild(this.layer);
    quill.on('text-change', this.onTextChange);
    window.addEventListener('resize', this.onResize);
  }

  /** The others' carets as the server last told them. */
  set(carets: readonly RemoteCaret[]): void {
    this.carets = carets.map((caret) => ({ ...caret }));
    this.draw();
  }

  destroy(): void {
    this.quill.off('text-change', this.onTextChange);
    window.removeEventListener('resize', this.onResize);
    this.layer.remove();
  }

  private draw(): void {
    const length = this.quill.getLength();
    const marks = this.carets.flatMap((caret) => {
      const index = Math.min(caret.index, Math.max(0, length - 1));
      const bounds = this.quill.getBounds(index, Math.min(caret.length, length - index));
      if (!bounds) return [];
      const mark = document.createElement('div');
      mark.className = `remote-caret remote-caret-${caret.color % 8}`;
      mark.dataset.connection = caret.connection;
      const width = caret.length > 0 ? Math.max(2, bounds.width) : 2;
      mark.style.cssText = `left:${bounds.left}px;top:${bounds.top}px;height:${bounds.height}px;width:${width}px`;
      if (caret.length > 0) mark.classList.add('remote-selection');
      return [mark];
    });
    this.layer.replaceChildren(...marks);
  }
}
