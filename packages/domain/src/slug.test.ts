import { describe, expect, it } from 'vitest';
import { slugify, slugifyByFormerRule } from './slug.ts';

// The spec's rule (storefront.md §1, decision 084): lower-cased, whitespace joined by hyphens; a ZWNJ
// and Persian digits are part of the name and stay.
describe('slugify', () => {
  it.each([
    { rule: 'keeps Persian letters and joins words with hyphens', name: 'شیر کم چرب', slug: 'شیر-کم-چرب' },
    { rule: 'lower-cases Latin letters', name: 'Coca Cola Zero', slug: 'coca-cola-zero' },
    {
      rule: 'joins any whitespace run into one hyphen',
      name: 'چای \t سبز\n\u00A0ممتاز',
      slug: 'چای-سبز-ممتاز',
    },
    { rule: 'keeps the ZWNJ inside a word', name: 'نوشابه\u200Cهای گازدار', slug: 'نوشابه\u200Cهای-گازدار' },
    { rule: 'keeps Persian digits', name: 'روغن ۱۸۰۰ گرمی', slug: 'روغن-۱۸۰۰-گرمی' },
    { rule: 'keeps Latin digits', name: 'Nescafe 3in1', slug: 'nescafe-3in1' },
    { rule: 'writes Arabic-Indic digits as Persian', name: 'آب ١٫٥ لیتری', slug: 'آب-۱٫۵-لیتری' },
    { rule: 'drops a ZWNJ at a word’s edge', name: '\u200Cشیر\u200C \u200Cکاکائو\u200C', slug: 'شیر-کاکائو' },
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
      slug: 'شیر-خشک-شماره-۳-۴۰۰-گرمی',
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

describe('slugifyByFormerRule (only to recognise slugs made before decision 084)', () => {
  it.each([
    ['نوشابه\u200Cهای گازدار', 'نوشابه-های-گازدار'],
    ['روغن ۱۸۰۰ گرمی', 'روغن-1800-گرمی'],
    ['آب ١٫٥ لیتری', 'آب-1٫5-لیتری'],
    ['شیر خشک شماره ۳، ۴۰۰ گرمی', 'شیر-خشک-شماره-3-400-گرمی'],
    ['ماست \u200Cپرچرب\u200C ۲ کیلویی', 'ماست-پرچرب-2-کیلویی'],
    ['Coca Cola Zero', 'coca-cola-zero'],
  ])('"%s" → "%s"', (name, slug) => {
    expect(slugifyByFormerRule(name)).toBe(slug);
  });

  it('agrees with the new rule on names with neither a ZWNJ nor a Persian digit', () => {
    for (const name of ['شیر کم چرب', 'Nescafe 3in1 (gold)', 'كيك شكلاتي', ' -پنیر لبنه- ']) {
      expect(slugifyByFormerRule(name)).toBe(slugify(name));
    }
  });
});
