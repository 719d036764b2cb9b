// The formats the editor keeps: what the toolbar offers plus what Quill keeps from pastes and the sanitizer
// allows. Shared by the editor and the document model a merge reads notes into (html-delta.ts), so both
// read the same HTML into the same Delta.
export const EDITOR_FORMATS = [
  'header', 'bold', 'italic', 'underline', 'strike', 'script', 'list', 'indent', 'link',
  'blockquote', 'code', 'code-block', 'color', 'background', 'align', 'image',
];
