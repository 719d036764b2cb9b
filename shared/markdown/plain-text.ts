// Plain text as the editor's HTML: each line a paragraph, an empty line Quill's empty paragraph, every character
// escaped (docs/design.md §4.8). Used for text/plain bodies of the script API.
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

const escapeText = (text: string): string => text.replace(/[&<>"]/g, (character) => ESCAPES[character] ?? character);

export function plainTextToHtml(text: string): string {
  const lines = text.replace(/\r\n?/g, '\n').replace(/\n$/, '').split('\n');
  if (lines.length === 1 && lines[0] === '') return '';
  return lines.map((line) => (line === '' ? '<p><br></p>' : `<p>${escapeText(line)}</p>`)).join('');
}
