import { toLatinDigits } from './persian-digits.ts';

// NFKC on the whole string would also fold things we want to keep distinct (e.g. superscripts,
// full-width Latin, compatibility ideographs), so it is applied only to Arabic presentation forms,
// where it yields the base letters (ﻛ → ك, ﯾ → ی, ﻻ → لا).
const PRESENTATION_FORMS = /[\uFB50-\uFDFF\uFE70-\uFEFF]/g;

// Variants that Persian, Arabic and old Windows keyboards produce for the same letter. آ → ا only
// because this is search matching: "آب" and "اب" must find each other.
const LETTER_VARIANTS: Readonly<Record<string, string>> = {
  '\u064A': '\u06CC', // ي → ی
  '\u0649': '\u06CC', // ى → ی
  '\u0626': '\u06CC', // ئ → ی
  '\u0643': '\u06A9', // ك → ک
  '\u0629': '\u0647', // ة → ه
  '\u06C0': '\u0647', // ۀ → ه
  '\u0623': '\u0627', // أ → ا
  '\u0625': '\u0627', // إ → ا
  '\u0671': '\u0627', // ٱ → ا
  '\u0622': '\u0627', // آ → ا
  '\u0624': '\u0648', // ؤ → و
};
const LETTER_VARIANT_PATTERN = /[\u064A\u0649\u0626\u0643\u0629\u06C0\u0623\u0625\u0671\u0622\u0624]/g;

// Harakat, hamza/madda marks, superscript alef and tatweel are optional in written Persian.
const DIACRITICS_AND_TATWEEL = /[\u064B-\u065F\u0670\u0640]/g;

// ZWNJ placement varies between writers ("می‌خواهم" / "میخواهم"), and bidi controls are invisible
// leftovers of copy-paste, so none of them may affect matching.
const INVISIBLES = /[\u061C\u200B-\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/g;

const PUNCTUATION_AND_SYMBOLS = /[\p{P}\p{S}]/gu;

export function normalizeSearchText(input: string): string {
  const text = input
    .replace(PRESENTATION_FORMS, (ch) => ch.normalize('NFKC'))
    .replace(LETTER_VARIANT_PATTERN, (ch) => LETTER_VARIANTS[ch] ?? ch)
    .replace(DIACRITICS_AND_TATWEEL, '')
    .replace(INVISIBLES, '');
  return toLatinDigits(text).toLowerCase().replace(PUNCTUATION_AND_SYMBOLS, ' ').replace(/\s+/g, ' ').trim();
}

// Windows "Persian" (legacy KBDFA) layout, the one most Iranian users have: m → ئ and \ → پ
// (ISIRI 9147 differs there), Shift+C → ژ. Keys are the US-QWERTY characters typed by mistake.
// One line per keyboard row keeps the table checkable against a real keyboard.
// prettier-ignore
const WINDOWS_PERSIAN_LAYOUT: Readonly<Record<string, string>> = {
  q: 'ض', w: 'ص', e: 'ث', r: 'ق', t: 'ف', y: 'غ', u: 'ع', i: 'ه', o: 'خ', p: 'ح', '[': 'ج', ']': 'چ', '\\': 'پ',
  a: 'ش', s: 'س', d: 'ی', f: 'ب', g: 'ل', h: 'ا', j: 'ت', k: 'ن', l: 'م', ';': 'ک', "'": 'گ',
  z: 'ظ', x: 'ط', c: 'ز', v: 'ر', b: 'ذ', n: 'د', m: 'ئ', ',': 'و',
  C: 'ژ',
};

function mapKey(ch: string): string {
  return WINDOWS_PERSIAN_LAYOUT[ch] ?? WINDOWS_PERSIAN_LAYOUT[ch.toLowerCase()] ?? ch;
}

export function latinKeyboardToPersian(input: string): string {
  return Array.from(input, mapKey).join('');
}

// Deliberately loose: the search service tries both spellings, so a false positive costs one extra query.
export function looksLikeWrongKeyboardLayout(input: string): boolean {
  return /[a-z]/i.test(input) && /^[a-z;'[\],\\ ]+$/i.test(input);
}
