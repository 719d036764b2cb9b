// Quill turns the toolbar's heading <select> into its own picker of spans; the picker's button gets no
// accessible name and its items only a CSS label. This names them for screen readers.
export function labelPickers(toolbar: HTMLElement, pickerLabel: string): void {
  for (const label of toolbar.querySelectorAll('.ql-picker-label')) label.setAttribute('aria-label', pickerLabel);
  for (const item of toolbar.querySelectorAll('.ql-picker-item')) {
    const text = item.getAttribute('data-label');
    if (text) item.setAttribute('aria-label', text);
  }
}
