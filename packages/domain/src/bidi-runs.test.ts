import { describe, expect, it } from 'vitest';
import { bidiRuns } from './bidi-runs.ts';

const latin = (text: string) => ({ text, isLatin: true });
const persian = (text: string) => ({ text, isLatin: false });

describe('bidiRuns: Latin islands in Persian catalogue text, each to be isolated (decision 67)', () => {
  it.each([
    ['all Persian', 'پنیر لیقوان ۴۰۰ گرمی', [persian('پنیر لیقوان ۴۰۰ گرمی')]],
    ['ASCII digits alone are no island', 'پنیر 400 گرمی', [persian('پنیر 400 گرمی')]],
    [
      'a Latin word before a Persian number',
      'ویتامین D3 ۲۰۰ واحدی',
      [persian('ویتامین '), latin('D3'), persian(' ۲۰۰ واحدی')],
    ],
    [
      'Latin words joined by spaces and signs stay one island',
      'شامپو Head & Shoulders ضدشوره',
      [persian('شامپو '), latin('Head & Shoulders'), persian(' ضدشوره')],
    ],
    ['an ASCII number after a Latin word', 'کرم ضدآفتاب SPF 50', [persian('کرم ضدآفتاب '), latin('SPF 50')]],
    ['digits glued before a letter', 'عینک 3D کودک', [persian('عینک '), latin('3D'), persian(' کودک')]],
    ['a name that starts in Latin', 'Nivea کرم', [latin('Nivea'), persian(' کرم')]],
    ['two islands', 'Omega-3 و B12', [latin('Omega-3'), persian(' و '), latin('B12')]],
    ['empty', '', []],
  ])('%s', (_name, text, runs) => {
    expect(bidiRuns(text)).toEqual(runs);
    expect(
      bidiRuns(text)
        .map((run) => run.text)
        .join(''),
    ).toBe(text);
  });
});
