import { latinKeyboardToPersian, looksLikeWrongKeyboardLayout, normalizeSearchText } from '../search-text.ts';

/** More words than this add nothing a shopper means and only slow the query down. */
export const maxSearchWords = 8;

/** Two letters are too short to guess a slip in, and a number with a typo is another number. */
const CORRECTABLE_WORD = /^\p{L}{3,}$/u;

/**
 * The words a search query must all match, in the same normal form as `products.search_text`
 * (letter variants unified, digits Latin, ZWNJ and punctuation gone); repeats dropped.
 */
export function searchWords(query: string): string[] {
  const normal = normalizeSearchText(query);
  if (normal === '') return [];
  return [...new Set(normal.split(' '))].slice(0, maxSearchWords);
}

/** Whether a word that appears nowhere in the catalogue may be corrected to one that does. */
export function canBeCorrected(word: string): boolean {
  return CORRECTABLE_WORD.test(word);
}

/**
 * The Persian the shopper meant when the query looks typed on an English layout ("sdv" → "سیر"),
 * or null. The search tries both and keeps the original when it finds anything.
 */
export function keyboardAlternative(query: string): string | null {
  const trimmed = query.trim();
  if (!looksLikeWrongKeyboardLayout(trimmed)) return null;
  const converted = latinKeyboardToPersian(trimmed);
  return converted === trimmed ? null : converted;
}
