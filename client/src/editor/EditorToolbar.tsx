// The toolbar Quill binds to (TOOLBAR_GROUPS, as real, labelled controls). Quill finds these elements by
// class name, draws its icons into the buttons and turns the <select> into its picker; the labels here are
// what screen readers announce.
import { useLingui } from '@lingui/react';
import { TOOLBAR_GROUPS, TOOLBAR_LABEL } from './toolbar-controls.ts';

export function EditorToolbar({ id }: { id: string }) {
  const { i18n } = useLingui();
  return (
    <div id={id} role="toolbar" aria-label={i18n._(TOOLBAR_LABEL)}>
      {TOOLBAR_GROUPS.map((group, index) => (
        <span key={index} className="ql-formats">
          {group.map((control) =>
            control.kind === 'picker' ? (
              <select key={control.format} className={`ql-${control.format}`} defaultValue="" aria-label={i18n._(control.label)}>
                {control.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {i18n._(option.label)}
                  </option>
                ))}
              </select>
            ) : (
              <button key={`${control.format}${control.value ?? ''}`} type="button" className={`ql-${control.format}`} value={control.value} aria-label={i18n._(control.label)} />
            ),
          )}
        </span>
      ))}
    </div>
  );
}
