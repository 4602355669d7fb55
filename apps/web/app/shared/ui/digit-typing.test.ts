import { describe, expect, it } from 'vitest';
import { showPersianDigits, typeDigits, type DigitBox } from './digit-typing.ts';

/** An input element's value and caret, as a browser keeps them, without a browser. */
function box(value: string, caret: number): DigitBox & { selectionStart: number } {
  return {
    value,
    selectionStart: caret,
    selectionEnd: caret,
    setSelectionRange(start, end) {
      this.selectionStart = start;
      this.selectionEnd = end;
    },
  };
}

describe('a digit field shows Persian digits and keeps Latin ones (issue 46 item 14)', () => {
  it.each([
    { typed: '0912', shown: '۰۹۱۲', value: '0912' },
    { typed: '٠٩١٢', shown: '۰۹۱۲', value: '0912' },
    { typed: '۰۹12', shown: '۰۹۱۲', value: '0912' },
    { typed: 'پلاک 6', shown: 'پلاک ۶', value: 'پلاک 6' },
  ])('typing «$typed» shows «$shown» and reports «$value»', ({ typed, shown, value }) => {
    expect(typeDigits(typed, typed.length, false)).toMatchObject({ shown, value, isRefused: false });
  });

  it('keeps the caret where it was when a Latin digit is typed in the middle', () => {
    // «۰۹۱۲» with the caret after «۰۹», then «5» typed: the browser's box reads «۰۹5۱۲», caret 3.
    const input = box('۰۹5۱۲', 3);
    const edit = showPersianDigits(input, true);
    expect(input.value).toBe('۰۹۵۱۲');
    expect(input.selectionStart).toBe(3);
    expect(input.selectionEnd).toBe(3);
    expect(edit.value).toBe('09512');
  });

  it('leaves the box and its caret alone when it already shows Persian digits', () => {
    const input = box('۰۹۱۲', 2);
    input.setSelectionRange = () => {
      throw new Error('the caret was moved');
    };
    expect(showPersianDigits(input, true).value).toBe('0912');
  });

  it('drops a letter from a digits-only field, says so, and keeps the caret after what is left', () => {
    const input = box('۰۹a۱۲', 3);
    const edit = showPersianDigits(input, true);
    expect(input.value).toBe('۰۹۱۲');
    expect(input.selectionStart).toBe(2);
    expect(edit).toMatchObject({ value: '0912', isRefused: true });
  });

  it('reads away the separators people paste inside a number without calling them a mistake', () => {
    expect(typeDigits('+98 912-123 4567', 16, true)).toMatchObject({
      value: '989121234567',
      isRefused: false,
    });
  });

  it('keeps words in a field that takes them (a plaque «۱۲ الف»)', () => {
    expect(typeDigits('12 الف', 6, false)).toMatchObject({ shown: '۱۲ الف', value: '12 الف', caret: 6 });
  });
});
