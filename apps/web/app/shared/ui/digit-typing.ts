import { keepMobileKeystroke } from '@shop/domain/mobile';
import { toLatinDigits, toPersianDigits } from '@shop/domain/persian-digits';

/**
 * What a digit field does with one edit (issue 46 item 14; CONVENTIONS "Persian and right to
 * left"): the box shows Persian digits whatever keyboard typed them, the form keeps Latin ones.
 * Latin and Arabic-Indic digits become Persian one for one, so the caret keeps its place; a field
 * of digits only (mobile, code, national code) drops anything else, and says so unless it was a
 * separator people type inside numbers ("0912 123-4567", "+98"), which the domain reads away.
 */
export type DigitEdit = {
  /** What the box shows: every digit Persian. */
  shown: string;
  /** What the form keeps and sends: every digit Latin. */
  value: string;
  /** Where the caret stands in `shown`. */
  caret: number;
  /** Whether a character that is neither a digit nor a separator was dropped. */
  isRefused: boolean;
};

const SEPARATOR = /^[\s\-+()]$/;

export function typeDigits(text: string, caret: number, isDigitsOnly: boolean): DigitEdit {
  let kept = '';
  let keptCaret = 0;
  let isRefused = false;
  // Array.from walks code points, so an emoji counts as one refused character, not two halves.
  let index = 0;
  for (const character of Array.from(text)) {
    const isKept = !isDigitsOnly || keepMobileKeystroke(character);
    if (isKept) kept += character;
    else if (!SEPARATOR.test(character)) isRefused = true;
    index += character.length;
    if (index <= caret) keptCaret = kept.length;
  }
  return { shown: toPersianDigits(kept), value: toLatinDigits(kept), caret: keptCaret, isRefused };
}

/** Whether a key press types a character that a digits-only field refuses (not Backspace or a shortcut). */
export function isRefusedKey(event: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}): boolean {
  const typesCharacter = event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;
  return typesCharacter && !keepMobileKeystroke(event.key);
}

/** The part of an input element the edit needs; a plain object in the unit tests. */
export type DigitBox = {
  value: string;
  selectionEnd: number | null;
  setSelectionRange: (start: number, end: number) => void;
};

/**
 * Applies the edit to the box itself, before React or react-hook-form reads it: React then finds
 * the value it expects and leaves the box (and its caret) alone, where a controlled value that
 * differs from the box would put the caret at the end.
 */
export function showPersianDigits(box: DigitBox, isDigitsOnly: boolean): DigitEdit {
  const edit = typeDigits(box.value, box.selectionEnd ?? box.value.length, isDigitsOnly);
  if (box.value !== edit.shown) {
    box.value = edit.shown;
    box.setSelectionRange(edit.caret, edit.caret);
  }
  return edit;
}
