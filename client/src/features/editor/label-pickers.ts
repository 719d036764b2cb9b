// Quill turns the toolbar's heading <select> into its own picker of spans; the picker's button gets no
// accessible name and its items only a CSS label. This names them for screen readers. Quill also copies the
// select's aria-label onto the picker's outer span, a plain span that may not carry a name: that one goes.
export function labelPickers(toolbar: HTMLElement, pickerLabel: string): void {
  for (const picker of toolbar.querySelectorAll('.ql-picker')) picker.removeAttribute('aria-label');
  for (const label of toolbar.querySelectorAll('.ql-picker-label')) label.setAttribute('aria-label', pickerLabel);
  for (const item of toolbar.querySelectorAll('.ql-picker-item')) {
    const text = item.getAttribute('data-label');
    if (text) item.setAttribute('aria-label', text);
  }
}
