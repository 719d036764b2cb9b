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

/**
 * Snow's link tooltip acts through <a> elements without href ("Edit", "Remove"): they are buttons, and
 * search engines and assistive technology would otherwise take them for broken links.
 */
export function markTooltipActions(container: HTMLElement): void {
  for (const action of container.querySelectorAll('.ql-tooltip a:not([href])')) action.setAttribute('role', 'button');
}
