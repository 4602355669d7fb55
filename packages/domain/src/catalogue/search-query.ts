import { z } from 'zod';
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

/**
 * Why a search answered for other words than the customer typed: the query looked typed on an
 * English keyboard layout (the Persian reading was searched, perhaps with a slip corrected too), or a
 * word occurs nowhere in the catalogue and its likeliest correction was searched (decision 66).
 */
export const CorrectionReasonSchema = z.enum(['keyboard_layout', 'spelling']);
export type CorrectionReason = z.infer<typeof CorrectionReasonSchema>;

/**
 * The query to name to the customer once some words were corrected (`corrections`: searchWords'
 * normal form → the word searched instead): the text as typed, each space-separated piece holding a
 * corrected word replaced by its words as searched; the other pieces keep their typed form
 * («کم‌چرب» keeps its ZWNJ), so the note names nothing the customer did not write but the correction.
 */
export function withCorrections(query: string, corrections: ReadonlyMap<string, string>): string {
  return query
    .trim()
    .split(/\s+/)
    .map((piece) => {
      const words = normalizeSearchText(piece).split(' ').filter(Boolean);
      if (!words.some((word) => corrections.has(word))) return piece;
      return words.map((word) => corrections.get(word) ?? word).join(' ');
    })
    .join(' ');
}
