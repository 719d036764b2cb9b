// Recognises emoji the way people see them: whole RGI sequences (flags, skin tones, ZWJ families, keycaps)
// as Unicode lists them. Used to keep emoji out of the word count and to weigh them as one unit on X.

// Quick pre-check: every RGI emoji holds one of these; most text has none, and the full test is slower.
const EMOJI_HINT = /[\p{Extended_Pictographic}\p{Regional_Indicator}\u20E3]/u;

// \p{RGI_Emoji} needs the `v` flag (browsers from 2023 on); built at run time so older engines load the
// module and fall back to the code point properties the sequences are made of.
function emojiOnlyPattern(): RegExp {
  try {
    return new RegExp('^\\p{RGI_Emoji}+$', 'v');
  } catch {
    return /^(?=.*[\p{Extended_Pictographic}\p{Regional_Indicator}\u20E3])[\p{Extended_Pictographic}\p{Regional_Indicator}\p{Emoji_Modifier}\u20E3\u200D\uFE0F\u{E0020}-\u{E007F}#*0-9]+$/u;
  }
}

const EMOJI_ONLY = emojiOnlyPattern();

/** Whether `text` is made only of emoji ("👍🏽", "🇩🇪", "👨‍👩‍👧‍👦", "1️⃣"; not "©" without its emoji selector). */
export function isEmojiOnly(text: string): boolean {
  return EMOJI_HINT.test(text) && EMOJI_ONLY.test(text);
}
