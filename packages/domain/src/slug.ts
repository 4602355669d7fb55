import { toLatinDigits } from './persian-digits.ts';

// The spec's rule (storefront.md §1): "Slugs are lower-cased names with whitespace joined by
// hyphens." Only whitespace becomes a hyphen: a ZWNJ stays (نوشابه‌های stays one word, as it reads) and
// Persian digits stay Persian (decision 084). What the spec does not say, and a URL needs, is kept from
// before: one spelling per name, no invisible marks, no characters that break a path.

// Arabic keyboards type ي/ك and Arabic-Indic digits; without unifying them one product could get two
// different URLs for the same visible name.
const ARABIC_TO_PERSIAN: Readonly<Record<string, string>> = {
  '\u064A': '\u06CC',
  '\u0643': '\u06A9',
  ...Object.fromEntries(
    Array.from({ length: 10 }, (_, digit) => [
      String.fromCharCode(0x0660 + digit),
      String.fromCharCode(0x06f0 + digit),
    ]),
  ),
};
const ARABIC_SPELLINGS = /[\u064A\u0643\u0660-\u0669]/g;

// Characters with a meaning in URLs, quotes, and the backslash (browsers read it as "/"); commas too,
// Latin and Persian: «شماره ۳، ۴۰۰ گرمی» (decision 67) reads شماره-۳-۴۰۰-گرمی, not a percent-encoded «،».
const URL_BREAKING = /[/?#%&+:\\'"`«»“”‘’,،؛]/g;

// Invisible marks pasted along with names would make visually identical slugs differ. The ZWNJ
// (U+200C) is not one of them: it is part of how a Persian word is spelt.
const INVISIBLES = /[\u061C\u200B\u200D-\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/g;

// A ZWNJ at a word's edge (next to a space, a hyphen or an end) joins nothing: it shows nothing and
// would only make two slugs of one visible name differ.
const EDGE_ZWNJ = /\u200C+(?=[\s-]|$)|(^|[\s-])\u200C+/g;

export function slugify(name: string): string {
  return name
    .replace(ARABIC_SPELLINGS, (ch) => ARABIC_TO_PERSIAN[ch] ?? ch)
    .toLowerCase()
    .replace(INVISIBLES, '')
    .replace(URL_BREAKING, '')
    .replace(EDGE_ZWNJ, '$1')
    .replace(/\s+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The rule before decision 084 (ZWNJ became a hyphen, Persian digits Latin), for one use only:
 * telling a slug that rule made from a name from one staff chose, when the catalogue is re-slugged
 * (catalogue/service/reslug-catalogue.ts). Never for new slugs.
 */
export function slugifyByFormerRule(name: string): string {
  return toLatinDigits(slugify(name))
    .replace(/\u200C/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
}
