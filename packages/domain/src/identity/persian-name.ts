/**
 * Persian names: Persian (and Arabic-script) letters, spaces and the zero-width non-joiner
 * ("محمدرضا", "نیک‌نام"). A Latin letter means the keyboard is still on English (storefront.md §5).
 */
const LATIN = /[A-Za-z]/;
const PERSIAN_NAME = /^[\u0600-\u06FF\u200C\s]+$/u;

export function hasLatinLetter(value: string): boolean {
  return LATIN.test(value);
}

export function isPersianName(value: string): boolean {
  return PERSIAN_NAME.test(value) && !/[\u06F0-\u06F9\u0660-\u0669]/.test(value);
}

/** Keystroke filter for name inputs: refuses Latin letter keys so the form can say why. */
export function isLatinLetterKey(key: string): boolean {
  return key.length === 1 && LATIN.test(key);
}
