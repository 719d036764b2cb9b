// A field painted in the prerendered HTML takes keys (or a choice) before the app runs, and React's first
// re-render of a controlled field would write its state ('', the default option) over what was typed. Read once, in the commit that hydrates
// the field (before any re-render), and handed to the field's owner as if it had just been typed.
import { useLayoutEffect, type RefObject } from 'react';

export function useTypedBeforeStart(
  field: RefObject<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement | null>,
  value: string,
  onChange: (typed: string) => void,
): void {
  useLayoutEffect(() => {
    const typed = field.current?.value ?? '';
    if (typed !== '' && typed !== value) onChange(typed);
    // Only the first commit can find such text; afterwards the field shows `value`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
