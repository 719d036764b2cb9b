// How many messages a text costs as SMS: GSM-7 vs UCS-2 and the 160/153 and 70/67 splits, as phones do it.
import { describe, expect, it } from 'vitest';
import { smsInfo } from './sms.ts';

describe('smsInfo', () => {
  it.each([
    ['an empty text sends nothing', '', 'GSM-7', 0, 0],
    ['160 GSM characters fit one message', 'a'.repeat(160), 'GSM-7', 160, 1],
    ['the 161st character splits it into parts of 153', 'a'.repeat(161), 'GSM-7', 161, 2],
    ['two full parts', 'a'.repeat(306), 'GSM-7', 306, 2],
    ['one more than two full parts', 'a'.repeat(307), 'GSM-7', 307, 3],
    ['extension characters take two septets', '€[]', 'GSM-7', 6, 1],
    ['line breaks and GSM accents stay GSM-7', 'Çà é\r\nñ', 'GSM-7', 7, 1],
    ['one character outside GSM switches to UCS-2', `${'a'.repeat(69)}ó`, 'UCS-2', 70, 1],
    ['UCS-2 splits into parts of 67 after 70', 'ó'.repeat(71), 'UCS-2', 71, 2],
    ['an emoji takes two UCS-2 units', '😀'.repeat(35), 'UCS-2', 70, 1],
  ])('%s', (_situation, text, encoding, units, segments) => {
    expect(smsInfo(text)).toEqual({ encoding, units, segments });
  });

  it('an escaped character never straddles two parts', () => {
    // 152 + 2 would make 154 > 153: the € opens part two, which then holds € + 151 a; the last a needs a third.
    expect(smsInfo(`${'a'.repeat(152)}€${'a'.repeat(152)}`)).toEqual({ encoding: 'GSM-7', units: 306, segments: 3 });
  });

  it('an emoji is never cut in half between parts', () => {
    // 36 emoji = 72 units > 70: 33 emoji (66 units) fill part one, since a 34th would need 68 > 67.
    expect(smsInfo('😀'.repeat(36))).toEqual({ encoding: 'UCS-2', units: 72, segments: 2 });
    expect(smsInfo('😀'.repeat(67))).toEqual({ encoding: 'UCS-2', units: 134, segments: 3 });
  });
});
