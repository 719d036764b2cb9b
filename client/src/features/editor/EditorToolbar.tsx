// The editor's toolbar as real, labelled controls (spec: headings 1–3, bold/italic/underline/strike,
// ordered/bullet/check lists, link, quote, code block, clear formatting). Quill binds to these elements
// by class name and draws its icons into the buttons; the labels here are what screen readers announce.
import { useLingui } from '@lingui/react/macro';

export function EditorToolbar({ id }: { id: string }) {
  const { t } = useLingui();
  return (
    <div id={id} role="toolbar" aria-label={t`Formatting`}>
      <span className="ql-formats">
        <select className="ql-header" defaultValue="" aria-label={t`Text style`}>
          <option value="1">{t`Heading 1`}</option>
          <option value="2">{t`Heading 2`}</option>
          <option value="3">{t`Heading 3`}</option>
          <option value="">{t`Normal text`}</option>
        </select>
      </span>
      <span className="ql-formats">
        <button type="button" className="ql-bold" aria-label={t`Bold`} />
        <button type="button" className="ql-italic" aria-label={t`Italic`} />
        <button type="button" className="ql-underline" aria-label={t`Underline`} />
        <button type="button" className="ql-strike" aria-label={t`Strikethrough`} />
      </span>
      <span className="ql-formats">
        <button type="button" className="ql-list" value="ordered" aria-label={t`Numbered list`} />
        <button type="button" className="ql-list" value="bullet" aria-label={t`Bulleted list`} />
        <button type="button" className="ql-list" value="check" aria-label={t`Checklist`} />
      </span>
      <span className="ql-formats">
        <button type="button" className="ql-link" aria-label={t`Link`} />
        <button type="button" className="ql-blockquote" aria-label={t`Quote`} />
        <button type="button" className="ql-code-block" aria-label={t`Code block`} />
      </span>
      <span className="ql-formats">
        <button type="button" className="ql-clean" aria-label={t`Clear formatting`} />
      </span>
    </div>
  );
}
