// A checkbox painted in the prerendered HTML can be ticked before the app runs, and React's first re-render of a
// controlled checkbox would untick it: read once, in the commit that hydrates it, and handed to its owner as a choice
// (the checkbox's counterpart of use-typed-before-start.ts).
import { useLayoutEffect, type RefObject } from 'react';

export function useCheckedBeforeStart(field: RefObject<HTMLInputElement | null>, checked: boolean, onChange: (checked: boolean) => void): void {
  useLayoutEffect(() => {
    const ticked = field.current?.checked ?? checked;
    if (ticked !== checked) onChange(ticked);
    // Only the first commit can find such a choice; afterwards the box shows `checked`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
