// What the word and character counters show for real text in every supported language (docs/design.md §7).
// Every expected number below was counted by hand; the comments show the counting where it is not obvious.
import { describe, expect, it } from 'vitest';
import { EMPTY_TEXT_STATS, analyzeText, type TextStats } from './text-stats.ts';

interface Row {
  situation: string;
  text: string;
  expected: Partial<TextStats>;
}

const keywords = (...words: string[]) => words.map((word) => ({ word, count: 1 }));

const LANGUAGE_ROWS: Row[] = [
  {
    situation: 'an English sentence',
    text: 'The quick brown fox jumps over the lazy dog.',
    // 35 letters + 8 spaces + "."; 9 words → 9/238 min = 2.3 s, 9/150 min = 3.6 s.
    expected: {
      words: 9,
      characters: 44,
      charactersNoSpaces: 36,
      sentences: 1,
      paragraphs: 1,
      readingTimeSec: 2,
      speakingTimeSec: 4,
      codePoints: 44,
      utf16Units: 44,
      utf8Bytes: 44,
      xWeightedLength: 44,
      sms: { encoding: 'GSM-7', segments: 1, units: 44 },
      topWords: keywords('brown', 'dog', 'fox', 'jumps', 'lazy', 'quick'),
      language: 'en',
    },
  },
  {
    situation: 'English contractions with straight and curly apostrophes',
    text: 'Don’t panic, it’s fine. We’re here—aren\'t we?',
    // Don’t panic it’s fine We’re here aren't we; the em dash separates words. ’ and — are 3 UTF-8 bytes
    // and weigh 1 on X; ’ is not GSM, so the SMS goes as UCS-2.
    expected: {
      words: 8,
      characters: 45,
      charactersNoSpaces: 39,
      sentences: 2,
      utf8Bytes: 53,
      xWeightedLength: 45,
      sms: { encoding: 'UCS-2', segments: 1, units: 45 },
      topWords: keywords('fine', 'panic'),
    },
  },
  {
    situation: 'numbers with separators and a date',
    text: 'It costs 10,000 dollars, or 3.14 per cent, on 2024-05-01.',
    // It costs 10,000 dollars or 3.14 per cent on 2024-05-01; numbers are words but never keywords.
    expected: { words: 10, sentences: 1, topWords: keywords('cent', 'costs', 'dollars', 'per') },
  },
  {
    situation: 'hyphenated words',
    text: 'A well-known state-of-the-art e-mail client.',
    expected: { words: 5, topWords: keywords('client', 'e-mail', 'state-of-the-art', 'well-known') },
  },
  {
    situation: 'an e-mail address and a URL with a query',
    text: 'Write to jane.doe@example.com or visit https://example.com/docs?page=2#top today.',
    // Write to <e-mail> or visit <URL> today: the "?" inside the URL ends no sentence. On X: the 39
    // characters before the URL, 23 for it, 7 for " today.".
    expected: { words: 7, sentences: 1, xWeightedLength: 69, topWords: keywords('today', 'visit', 'write') },
  },
  {
    situation: 'German with umlauts and ß',
    text: 'Die Straße ist schön. Über den Fluss führt eine Brücke.',
    // 21 + 1 + 33 characters, 9 spaces; ß ö Ü ü ü take 2 UTF-8 bytes each and are all GSM-7.
    expected: {
      words: 10,
      characters: 55,
      charactersNoSpaces: 46,
      sentences: 2,
      utf8Bytes: 60,
      sms: { encoding: 'GSM-7', segments: 1, units: 55 },
      topWords: keywords('brücke', 'fluss', 'führt', 'schön', 'straße'),
      language: 'de',
    },
  },
  {
    situation: 'Spanish with inverted question mark',
    text: '¿Dónde está la biblioteca? El niño lee un libro en la biblioteca.',
    // 26 + 1 + 38 characters; ó and á are not in the GSM alphabet.
    expected: {
      words: 12,
      characters: 65,
      sentences: 2,
      sms: { encoding: 'UCS-2', segments: 1, units: 65 },
      topWords: [{ word: 'biblioteca', count: 2 }, ...keywords('dónde', 'lee', 'libro', 'niño')],
      language: 'es',
    },
  },
  {
    situation: 'French elisions',
    text: 'L\'homme qu’il a vu aujourd\'hui est très grand.',
    expected: { words: 8, sentences: 1, topWords: keywords('aujourd\'hui', 'grand', 'l\'homme', 'vu'), language: 'fr' },
  },
  {
    situation: 'Italian elisions and accents',
    text: 'Dell\'anno scorso ricordo il mare e la città.',
    expected: {
      words: 8,
      sentences: 1,
      topWords: keywords('città', 'dell\'anno', 'mare', 'ricordo', 'scorso'),
      language: 'it',
    },
  },
  {
    situation: 'Portuguese',
    text: 'Não sei se você já leu o livro, mas eu gostei muito.',
    expected: { words: 12, sentences: 1, topWords: keywords('gostei', 'leu', 'livro', 'sei'), language: 'pt' },
  },
  {
    situation: 'Hindi in Devanagari',
    text: 'मैं हिंदी पढ़ रहा हूँ। यह किताब बहुत अच्छी है।',
    // Sentences end with the danda (।). Devanagari lies below U+1100, so on X each code point weighs 1:
    // मैं 3, हिंदी 5, पढ़ 3, रहा 3, हूँ 3, । 1, यह 2, किताब 5, बहुत 4, अच्छी 5, है 2, । 1, and 9 spaces.
    expected: {
      words: 10,
      sentences: 2,
      paragraphs: 1,
      xWeightedLength: 46,
      topWords: keywords('अच्छी', 'किताब', 'पढ़', 'हिंदी', 'हूँ'),
      language: 'hi',
    },
  },
  {
    situation: 'Chinese: every ideograph is a word',
    text: '我爱北京。今天天气很好！',
    // 10 ideographs + 2 punctuation marks, 3 UTF-8 bytes and X weight 2 each; 10/238 min = 2.5 s.
    expected: {
      words: 10,
      characters: 12,
      charactersNoSpaces: 12,
      sentences: 2,
      readingTimeSec: 3,
      speakingTimeSec: 4,
      utf8Bytes: 36,
      xWeightedLength: 24,
      sms: { encoding: 'UCS-2', segments: 1, units: 12 },
      language: null,
    },
  },
  {
    situation: 'Japanese: every kana and kanji is a word',
    text: 'コーヒーを飲みます。ひらがなとカタカナ。',
    // コ ー ヒ ー を 飲 み ま す (9) + ひ ら が な と カ タ カ ナ (9).
    expected: { words: 18, characters: 20, sentences: 2 },
  },
  {
    situation: 'Korean: words are separated by spaces',
    text: '안녕하세요. 저는 학생입니다.',
    // 12 syllables (3 UTF-8 bytes, X weight 2) + 2 dots + 2 spaces.
    expected: { words: 3, characters: 16, charactersNoSpaces: 14, sentences: 2, utf8Bytes: 40, xWeightedLength: 28 },
  },
  {
    situation: 'emoji with a skin tone, a flag and a ZWJ family',
    text: 'Great job 👍🏽 🇩🇪 👨‍👩‍👧‍👦!',
    // Each emoji is one character and no word. Code points: 10 + 2 + 1 + 2 + 1 + 7 (4 people, 3 ZWJ) + 1;
    // UTF-16: 10 + 4 + 1 + 4 + 1 + 11 + 1; UTF-8: 10 + 8 + 1 + 8 + 1 + (16 + 9) + 1; X: 10 + 2+1+2+1+2 + 1.
    expected: {
      words: 2,
      characters: 16,
      charactersNoSpaces: 12,
      sentences: 1,
      codePoints: 24,
      utf16Units: 32,
      utf8Bytes: 54,
      xWeightedLength: 19,
      sms: { encoding: 'UCS-2', segments: 1, units: 32 },
      topWords: keywords('great', 'job'),
    },
  },
  {
    situation: 'a line of emoji only',
    text: '🎉🎉🎉',
    expected: { words: 0, sentences: 0, paragraphs: 1, characters: 3, xWeightedLength: 6 },
  },
  {
    situation: 'a keycap emoji between words',
    text: 'Press 1️⃣ now',
    expected: { words: 2, characters: 11, xWeightedLength: 12 },
  },
  {
    situation: 'mixed line endings and blank lines',
    text: 'First line\r\nSecond line\rThird line\n\n\r\n   \nFifth',
    // Lines: "First line", "Second line", "Third line", "", "", "   ", "Fifth" → 4 paragraphs, 4 sentences.
    // \r\n is one character: 10+1+11+1+10+2+1+3+1+5 = 45; UTF-16: 47.
    expected: {
      words: 7,
      paragraphs: 4,
      sentences: 4,
      characters: 45,
      charactersNoSpaces: 33,
      utf16Units: 47,
      sms: { encoding: 'GSM-7', segments: 1, units: 47 },
    },
  },
  {
    situation: 'white space only',
    text: '  \n\t ',
    expected: { words: 0, characters: 5, charactersNoSpaces: 0, paragraphs: 0, sentences: 0, topWords: [] },
  },
];

describe('analyzeText counts what a reader would count', () => {
  it.each(LANGUAGE_ROWS)('$situation', ({ text, expected }) => {
    expect(analyzeText(text)).toMatchObject(expected);
  });

  it('an empty text counts nothing and sends no SMS', () => {
    expect(analyzeText('')).toEqual(EMPTY_TEXT_STATS);
  });
});

describe('keywords', () => {
  it('the same word in any case and with either apostrophe is one keyword', () => {
    expect(analyzeText('Rock’n’roll, ROCK\'N\'ROLL and rock\'n\'roll.').topWords).toEqual([{ word: 'rock\'n\'roll', count: 3 }]);
  });

  it('the most frequent come first, ties in alphabetical order, at most ten', () => {
    const text = 'zebra zebra zebra apple apple mango kiwi lime fig date cherry banana grape melon pear';
    expect(analyzeText(text, 'en').topWords).toEqual([
      { word: 'zebra', count: 3 },
      { word: 'apple', count: 2 },
      ...keywords('banana', 'cherry', 'date', 'fig', 'grape', 'kiwi', 'lime', 'mango'),
    ]);
  });

  it('the locale decides whose stop words are left out, whatever the text', () => {
    const stats = analyzeText('the cat and the dog', 'de-DE');
    expect(stats.language).toBe('de');
    expect(stats.topWords).toEqual([{ word: 'the', count: 2 }, ...keywords('and', 'cat', 'dog')]);
  });

  it('a regional locale uses its language’s stop words', () => {
    expect(analyzeText('Eu gosto de café', 'pt-BR')).toMatchObject({ language: 'pt', topWords: keywords('café', 'gosto') });
  });

  it('an invalid locale is ignored and the language is guessed from the text', () => {
    expect(analyzeText('the cat and the hat', 'not a locale!').language).toBe('en');
  });

  it('a locale without a stop-word list leaves every word in', () => {
    expect(analyzeText('the cat', 'ja')).toMatchObject({ language: null, topWords: keywords('cat', 'the') });
  });

  it('links and numbers are never keywords', () => {
    expect(analyzeText('Budget 2024: 10,000 at example.com and mail@example.org').topWords).toEqual(keywords('budget'));
  });
});

describe('a megabyte of pasted text', () => {
  it('counts the same as its parts added up', () => {
    const paragraph = 'Don’t stop: well-known e-mail foo@bar.com, https://example.com/a?b=1 and 10,000 ideas. 你好！ 👍🏽\n\n';
    const copies = Math.ceil(1_000_000 / paragraph.length);
    const one = analyzeText(paragraph);
    const all = analyzeText(paragraph.repeat(copies));
    expect(all.words).toBe(one.words * copies);
    expect(all.paragraphs).toBe(one.paragraphs * copies);
    expect(all.sentences).toBe(one.sentences * copies);
    expect(all.utf8Bytes).toBe(one.utf8Bytes * copies);
  });
});
