import { describe, expect, it } from 'vitest';
import { truncateChars, truncateWords } from './truncate.ts';

describe('truncateWords', () => {
  it.each([
    { rule: 'keeps text shorter than max', text: 'شیر کم چرب', max: 20, result: 'شیر کم چرب' },
    { rule: 'keeps text exactly max long', text: 'شیر کم چرب', max: 10, result: 'شیر کم چرب' },
    {
      rule: 'cuts at the last space before max',
      text: 'شیر کم چرب پاستوریزه',
      max: 12,
      result: 'شیر کم چرب...',
    },
    {
      rule: 'cuts at a space exactly at max',
      text: 'شیر کم چرب پاستوریزه',
      max: 10,
      result: 'شیر کم چرب...',
    },
    { rule: 'does not keep a word cut in half', text: 'شیر کم چرب پاستوریزه', max: 9, result: 'شیر کم...' },
    {
      rule: 'cuts Latin text at a word boundary',
      text: 'fresh whole milk',
      max: 13,
      result: 'fresh whole...',
    },
    { rule: 'treats a newline as a boundary', text: 'نان\nبربری تازه', max: 6, result: 'نان...' },
    { rule: 'drops spaces before the cut', text: 'نان   بربری تازه', max: 5, result: 'نان...' },
    { rule: 'does not split at ZWNJ', text: 'نوشابه\u200Cهای گازدار', max: 8, result: 'نوشابه\u200Cه...' },
    { rule: 'cuts hard when no space comes before max', text: 'پاستوریزه شده', max: 5, result: 'پاستو...' },
    { rule: 'cuts hard when the only space is leading', text: ' پاستوریزه', max: 5, result: ' پاست...' },
    { rule: 'cuts hard at zero', text: 'شیر', max: 0, result: '...' },
    { rule: 'keeps empty text', text: '', max: 0, result: '' },
  ])('$rule', ({ text, max, result }) => {
    expect(truncateWords(text, max)).toBe(result);
  });

  it.each([-1, 1.5, Number.NaN])('rejects max %s', (max) => {
    expect(() => truncateWords('شیر کم چرب', max)).toThrow(RangeError);
  });
});

describe('truncateChars', () => {
  const label = 'بسته ۶ عددی نوشابه گازدار کوکاکولا با طعم اصلی و قوطی ۳۳۰ میلی‌لیتری';

  it.each([
    { rule: 'keeps text shorter than max', text: 'ماست', max: 50, result: 'ماست' },
    { rule: 'keeps text exactly max long', text: 'ماست', max: 4, result: 'ماست' },
    { rule: 'cuts hard in the middle of a word', text: 'ماست موسیر', max: 7, result: 'ماست مو...' },
    { rule: 'cuts a label at 50 characters', text: label, max: 50, result: `${label.slice(0, 50)}...` },
    { rule: 'drops a trailing space at the cut', text: 'ماست موسیر', max: 5, result: 'ماست...' },
    { rule: 'does not split a surrogate pair', text: 'کیک🎂تولد', max: 4, result: 'کیک...' },
  ])('$rule', ({ text, max, result }) => {
    expect(truncateChars(text, max)).toBe(result);
  });

  it('cuts the label to at most 50 characters plus the ellipsis', () => {
    expect(truncateChars(label, 50)).toHaveLength(53);
  });

  it.each([-1, 1.5, Number.NaN])('rejects max %s', (max) => {
    expect(() => truncateChars('ماست', max)).toThrow(RangeError);
  });
});
