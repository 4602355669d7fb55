import { describe, expect, it } from 'vitest';
import { joinNameParts } from './product-name.ts';

describe('joinNameParts: spaces, and a Persian comma where two numbers would meet (decision 67)', () => {
  it.each([
    [['شیر کم‌چرب', '', '۱ لیتری', 'میهن'], 'شیر کم‌چرب ۱ لیتری میهن'],
    [['شیر خشک', 'شماره ۳', '۴۰۰ گرمی', 'نستله'], 'شیر خشک شماره ۳، ۴۰۰ گرمی نستله'],
    [['شیر غنی‌شده با ویتامین D3', '', '۱ لیتری', 'میهن'], 'شیر غنی‌شده با ویتامین D3، ۱ لیتری میهن'],
    [['لامپ', '۱۲ وات', 'بسته ۶ عددی', 'پارس'], 'لامپ ۱۲ وات بسته ۶ عددی پارس'],
    [['', ''], ''],
  ])('%j → %s', (parts, name) => {
    expect(joinNameParts(parts)).toBe(name);
  });
});
