import { describe, expect, it } from 'vitest';
import { slugify } from './slug.ts';

describe('slugify', () => {
  it.each([
    { rule: 'keeps Persian letters and joins words with hyphens', name: 'شیر کم چرب', slug: 'شیر-کم-چرب' },
    { rule: 'lower-cases Latin letters', name: 'Coca Cola Zero', slug: 'coca-cola-zero' },
    {
      rule: 'joins any whitespace run into one hyphen',
      name: 'چای \t سبز\n\u00A0ممتاز',
      slug: 'چای-سبز-ممتاز',
    },
    { rule: 'turns ZWNJ into a hyphen', name: 'نوشابه\u200Cهای گازدار', slug: 'نوشابه-های-گازدار' },
    { rule: 'turns Persian digits Latin', name: 'روغن ۱۸۰۰ گرمی', slug: 'روغن-1800-گرمی' },
    { rule: 'turns Arabic-Indic digits Latin', name: 'آب ١٫٥ لیتری', slug: 'آب-1٫5-لیتری' },
    { rule: 'unifies Arabic yeh and kaf', name: 'كيك شكلاتي', slug: 'کیک-شکلاتی' },
    { rule: 'collapses hyphen runs', name: 'برنج -- هاشمی', slug: 'برنج-هاشمی' },
    { rule: 'trims leading and trailing hyphens', name: ' -پنیر لبنه- ', slug: 'پنیر-لبنه' },
    { rule: 'removes invisible bidi marks', name: '\u200Fماست\u200E \u200Dموسیر', slug: 'ماست-موسیر' },
    {
      rule: 'keeps characters that are safe in a path',
      name: 'Nescafe 3in1 (gold)',
      slug: 'nescafe-3in1-(gold)',
    },
    {
      rule: 'drops the comma between two numbers',
      name: 'شیر خشک شماره ۳، ۴۰۰ گرمی',
      slug: 'شیر-خشک-شماره-3-400-گرمی',
    },
    { rule: 'gives an empty slug for an empty name', name: '', slug: '' },
  ])('$rule: "$name" → "$slug"', ({ name, slug }) => {
    expect(slugify(name)).toBe(slug);
  });

  it.each([...'/?#%&+:\\\'"`«»“”‘’,،؛'])('removes the URL-breaking character %s', (ch) => {
    expect(slugify(`شیر${ch}کاکائو`)).toBe('شیرکاکائو');
  });

  it('drops a character removed between two spaces without leaving a double hyphen', () => {
    expect(slugify('شیر & کاکائو')).toBe('شیر-کاکائو');
  });

  it('gives the same slug for Arabic and Persian keyboard spellings', () => {
    expect(slugify('پنير سفيد')).toBe(slugify('پنیر سفید'));
  });
});
