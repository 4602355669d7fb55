import { describe, expect, it } from 'vitest';
import {
  canBeCorrected,
  keyboardAlternative,
  maxSearchWords,
  searchWords,
  withCorrections,
} from './search-query.ts';

describe('searchWords splits a query into the normal form of products.search_text', () => {
  it.each([
    { rule: 'Arabic yeh and kaf become Persian', query: 'كيك', words: ['کیک'] },
    { rule: 'a ZWNJ does not split or survive', query: 'کم‌چرب', words: ['کمچرب'] },
    { rule: 'Persian digits become Latin', query: '۹۰۰ گرم', words: ['900', 'گرم'] },
    { rule: 'Arabic-Indic digits become Latin', query: '٩٠٠ گرم', words: ['900', 'گرم'] },
    { rule: 'punctuation separates words', query: 'شیر،ماست', words: ['شیر', 'ماست'] },
    { rule: 'extra spaces are ignored', query: '  چای   سبز ', words: ['چای', 'سبز'] },
    { rule: 'a repeated word counts once', query: 'شیر شیر', words: ['شیر'] },
    { rule: 'Latin letters are lower-cased', query: 'LED', words: ['led'] },
    { rule: 'only punctuation is no query', query: '؟!', words: [] },
    { rule: 'empty is no query', query: '', words: [] },
  ])('$rule', ({ query, words }) => {
    expect(searchWords(query)).toEqual(words);
  });

  it(`keeps at most ${maxSearchWords} words`, () => {
    const query = Array.from({ length: 12 }, (_, i) => `واژه${'ا'.repeat(i)}`).join(' ');
    expect(searchWords(query)).toHaveLength(maxSearchWords);
  });
});

describe('canBeCorrected: which unknown words may be corrected', () => {
  it.each([
    { word: 'ماسط', correctable: true, why: 'a word of four letters' },
    { word: 'سیر', correctable: true, why: 'three letters is the minimum' },
    { word: 'چا', correctable: false, why: 'two letters are too short to guess' },
    { word: '900', correctable: false, why: 'a number with a typo is another number' },
    { word: 'x200', correctable: false, why: 'a model code with digits is matched exactly' },
    { word: 'sdv', correctable: true, why: 'Latin letters are letters too' },
  ])('$word → $correctable ($why)', ({ word, correctable }) => {
    expect(canBeCorrected(word)).toBe(correctable);
  });
});

describe('keyboardAlternative: a query typed on the English layout', () => {
  it.each([
    { query: 'sdv', alternative: 'سیر' },
    { query: 'lhsj', alternative: 'ماست' },
    { query: ' sdv ', alternative: 'سیر' },
    { query: 'ماست', alternative: null },
    { query: '123', alternative: null },
    { query: 'شیر milk', alternative: null },
  ])('"$query" → $alternative', ({ query, alternative }) => {
    expect(keyboardAlternative(query)).toBe(alternative);
  });
});

describe('withCorrections: the query named after some words were corrected', () => {
  const corrections = new Map([
    ['ماصت', 'ماست'],
    ['پنبر', 'پنیر'],
    ['کیگ', 'کیک'],
  ]);
  it.each([
    { rule: 'a misspelt word is replaced', query: 'ماصت', named: 'ماست' },
    {
      rule: 'a word spelt right keeps its typed form, ZWNJ and all',
      query: 'ماصت کم‌چرب',
      named: 'ماست کم‌چرب',
    },
    { rule: 'extra spaces are dropped', query: '  ماصت   ۲ ', named: 'ماست ۲' },
    { rule: 'a piece of several words is written as searched', query: 'ماصت،پنبر', named: 'ماست پنیر' },
    {
      rule: 'letter variants of a misspelt word are matched in normal form',
      query: 'كيگ',
      named: 'کیک',
    },
    { rule: 'nothing to correct leaves the query as typed', query: 'شیر کم‌چرب', named: 'شیر کم‌چرب' },
  ])('$rule', ({ query, named }) => {
    expect(withCorrections(query, corrections)).toBe(named);
  });
});
