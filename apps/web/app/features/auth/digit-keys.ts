import type { KeyboardEvent } from 'react';
import { isLatinLetterKey } from '@shop/domain/identity/persian-name';

/** Whether a key press would type a character (not Backspace, arrows, Tab or a shortcut). */
function typesCharacter(event: KeyboardEvent<HTMLInputElement>): boolean {
  return event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;
}

/**
 * Name fields refuse Latin letter keys; returns true when it refused one, so the form can ask
 * to switch the keyboard to Persian (storefront.md §5).
 */
export function refuseLatinLetterKey(event: KeyboardEvent<HTMLInputElement>): boolean {
  if (!typesCharacter(event) || !isLatinLetterKey(event.key)) return false;
  event.preventDefault();
  return true;
}
