import { toLatinDigits } from './persian-digits.ts';

// Arabic keyboards type ي/ك; without unifying them one product could get two different URLs.
const ARABIC_TO_PERSIAN: Readonly<Record<string, string>> = { '\u064A': '\u06CC', '\u0643': '\u06A9' };

// ZWNJ becomes a hyphen, as Iranian shops (e.g. Digikala) do: dropping it would glue the parts of
// "می‌خواهم" into a different-looking word, and keeping it leaves an invisible character in the URL.
const ZWNJ = /\u200C/g;

// Characters with a meaning in URLs, quotes, and the backslash (browsers read it as "/"); commas too,
// Latin and Persian: «شماره ۳، ۴۰۰ گرمی» (decision 67) reads شماره-3-400-گرمی, not a percent-encoded «،».
const URL_BREAKING = /[/?#%&+:\\'"`«»“”‘’,،؛]/g;

// Invisible marks pasted along with names would make visually identical slugs differ.
const INVISIBLES = /[\u061C\u200B\u200D-\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/g;

export function slugify(name: string): string {
  return toLatinDigits(name)
    .replace(/[\u064A\u0643]/g, (ch) => ARABIC_TO_PERSIAN[ch] ?? ch)
    .toLowerCase()
    .replace(INVISIBLES, '')
    .replace(URL_BREAKING, '')
    .replace(ZWNJ, '-')
    .replace(/\s+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
}
