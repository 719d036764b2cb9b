import { describe, expect, it } from 'vitest';
import { dismissToast, getToasts, toast } from './toast.ts';

describe('toasts', () => {
  it('a toast can carry one action (a restore\'s Undo), which runs when chosen', () => {
    let undone = 0;
    const id = toast({ title: 'Version restored', variant: 'success', action: { label: 'Undo', altText: 'Open History', run: () => (undone += 1) } });
    const shown = getToasts().find((item) => item.id === id);
    expect(shown).toMatchObject({ title: 'Version restored', action: { label: 'Undo' } });
    shown?.action?.run();
    expect(undone).toBe(1);
    dismissToast(id);
    expect(getToasts().some((item) => item.id === id)).toBe(false);
  });

  it('a toast without an action has none (no empty button is drawn)', () => {
    const id = toast({ title: 'Note renamed' });
    expect(getToasts().find((item) => item.id === id)).not.toHaveProperty('action');
  });
});
