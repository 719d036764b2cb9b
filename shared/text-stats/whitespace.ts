// The white space of JavaScript's \s as a code-unit test, for loops over large text where a regular
// expression per character would cost too much. Link chunking and the no-spaces count must agree with it.

/** Whether a UTF-16 code unit is white space as /\s/ sees it. */
export function isSpaceCode(code: number): boolean {
  return (
    code === 0x20 ||
    (code >= 0x09 && code <= 0x0d) ||
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}
