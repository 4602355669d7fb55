import { toLatinDigits, toPersianDigits } from '@shop/domain/persian-digits';
import { useState, type ChangeEvent, type KeyboardEvent } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { isRefusedKey, showPersianDigits } from './digit-typing.ts';

/**
 * The register option of a react-hook-form digit field: the form keeps Latin digits while its box
 * shows Persian ones (`form.register('mobile_no', latinDigitsValue)`).
 */
export const latinDigitsValue = {
  setValueAs: (value: unknown) => (typeof value === 'string' ? toLatinDigits(value) : value),
};

type DigitInputOptions = {
  /** Mobile, one-time code, national code: nothing but digits (storefront.md §5). */
  isDigitsOnly?: boolean;
  /** Said under the field when a refused character was typed, instead of it vanishing silently. */
  refusedMessage?: string;
  /** The phone's keypad: digits, unless the field takes words too (a street, a plaque like «۱۲ الف»). */
  keypad?: 'numeric' | 'text';
};

/**
 * Every field that takes digits goes through this hook (issue 46 item 14): the box shows Persian
 * digits as they are typed, with the caret where it was, and the form gets Latin ones. `controlled`
 * spreads onto a field whose value lives in React state, `registered` onto a react-hook-form field.
 */
export function useDigitInput({
  isDigitsOnly = false,
  refusedMessage,
  keypad = 'numeric',
}: DigitInputOptions = {}) {
  const [isRefused, setRefused] = useState(false);
  const inputMode = keypad === 'numeric' ? ('numeric' as const) : undefined;

  const edit = (box: HTMLInputElement) => {
    const result = showPersianDigits(box, isDigitsOnly);
    setRefused(result.isRefused);
    return result.value;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!isDigitsOnly || !isRefusedKey(event)) return;
    event.preventDefault();
    setRefused(true);
  };

  return {
    /** The refusal's message while the last thing typed was refused. */
    refusal: isRefused ? refusedMessage : undefined,
    controlled: (value: string, onChange: (value: string) => void) => ({
      value: toPersianDigits(value),
      inputMode,
      onKeyDown,
      onChange: (event: ChangeEvent<HTMLInputElement>) => onChange(edit(event.currentTarget)),
    }),
    registered: (registration: UseFormRegisterReturn) => ({
      ...registration,
      inputMode,
      onKeyDown,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        edit(event.currentTarget);
        return registration.onChange(event);
      },
      // A default value the form writes into the box is shown in Persian too (no caret to keep yet).
      ref: (box: HTMLInputElement | null) => {
        registration.ref(box);
        if (box) box.value = toPersianDigits(box.value);
      },
    }),
  };
}
