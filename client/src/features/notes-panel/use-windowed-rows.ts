// Which rows of a long list of equal-height rows are near the visible part of their scrolling box: only those are
// rendered (10,000 notes would otherwise be 10,000 rows to build and lay out, a stall each time the panel opens or
// the search changes). Rows a little above and below the box are rendered too, so a quick scroll or a Tab to the
// next row finds it there: focusing a row out of view scrolls it into view, which renders the rows beyond it.
import { useLayoutEffect, useState, type RefObject } from 'react';

/** Rows rendered beyond each edge of the visible box. */
const OVERSCAN_ROWS = 8;

export interface RowWindow {
  /** The first rendered row. */
  first: number;
  /** One past the last rendered row. */
  end: number;
}

export function useWindowedRows(scroller: RefObject<HTMLElement | null>, count: number, rowHeight: number): RowWindow {
  const [view, setView] = useState({ top: 0, height: 0 });
  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box) return;
    const read = () =>
      setView((seen) => (seen.top === box.scrollTop && seen.height === box.clientHeight ? seen : { top: box.scrollTop, height: box.clientHeight }));
    read();
    box.addEventListener('scroll', read, { passive: true });
    const resizes = new ResizeObserver(read);
    resizes.observe(box);
    return () => {
      box.removeEventListener('scroll', read);
      resizes.disconnect();
    };
  }, [scroller]);
  const first = Math.max(0, Math.floor(view.top / rowHeight) - OVERSCAN_ROWS);
  const end = Math.min(count, Math.ceil((view.top + view.height) / rowHeight) + OVERSCAN_ROWS);
  return { first, end: Math.max(first, end) };
}
