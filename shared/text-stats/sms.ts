// How a text travels as SMS: GSM-7 when every character is in the GSM 03.38 alphabet (characters of its
// extension table take an escape, so 2 septets), otherwise UCS-2 counted in UTF-16 units. One message
// carries 160 septets / 70 units; a longer text is split into parts of 153 / 67 (the rest is the
// concatenation header), and a part never splits an escape sequence or a surrogate pair.
import { SMS_LIMITS, type SmsEncoding, type SmsInfo } from './types.ts';

const GSM_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡' +
    'ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
const GSM_EXTENSION = new Set('\f^{}\\[~]|€');

/** Encoding, length and message count of `text` sent as SMS. */
export function smsInfo(text: string): SmsInfo {
  const septets: number[] = [];
  for (const char of text) {
    const size = GSM_BASIC.has(char) ? 1 : GSM_EXTENSION.has(char) ? 2 : 0;
    if (size === 0) return pack('UCS-2', ucs2Units(text));
    septets.push(size);
  }
  return pack('GSM-7', septets);
}

function ucs2Units(text: string): number[] {
  const units: number[] = [];
  for (const char of text) units.push(char.length);
  return units;
}

/** Splits characters of the given sizes into messages, keeping each character whole. */
function pack(encoding: SmsEncoding, sizes: readonly number[]): SmsInfo {
  const { single, multi } = SMS_LIMITS[encoding];
  let units = 0;
  let segments = 0;
  let used = multi;
  for (const size of sizes) {
    units += size;
    if (used + size > multi) {
      segments += 1;
      used = 0;
    }
    used += size;
  }
  if (units === 0) return { encoding, segments: 0, units };
  return { encoding, segments: units <= single ? 1 : segments, units };
}
