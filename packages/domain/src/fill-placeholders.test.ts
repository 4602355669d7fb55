import { describe, expect, it } from 'vitest';
import { fillPlaceholders } from './fill-placeholders.ts';

describe('fillPlaceholders', () => {
  it.each([
    ['از این کالا فقط {left} عدد موجود است.', { left: '۳' }, 'از این کالا فقط ۳ عدد موجود است.'],
    ['{a} و {b} و {a}', { a: 'الف', b: 2 }, 'الف و 2 و الف'],
    ['کد {code} است', {}, 'کد {code} است'],
    ['بدون جای خالی', { x: 1 }, 'بدون جای خالی'],
    ['{toString} {constructor}', {}, '{toString} {constructor}'],
    ['{a}{b}', { a: '{b}', b: 'ب' }, '{b}ب'],
  ])('%s with %j', (template, values, filled) => {
    expect(fillPlaceholders(template, values)).toBe(filled);
  });
});
