import { describe, expect, it } from 'vitest';
import { chosenCategory, questionsOf } from './faq-filter.ts';

const faq = (id: number, category: number) => ({
  id,
  question: `q${id}`,
  answer: '',
  category: { id: category },
});
const faqs = [faq(1, 7), faq(2, 8), faq(3, 7)];
const categories = [
  { id: 7, name: 'الف' },
  { id: 8, name: 'ب' },
];

describe('questionsOf', () => {
  it('keeps every question for «همه», and a category’s own in their order', () => {
    expect(questionsOf(faqs, null).map((item) => item.id)).toEqual([1, 2, 3]);
    expect(questionsOf(faqs, 7).map((item) => item.id)).toEqual([1, 3]);
    expect(questionsOf(faqs, 9)).toEqual([]);
  });
});

describe('chosenCategory', () => {
  it('takes only an id one of the tiles has', () => {
    expect(chosenCategory(categories, '8')).toBe(8);
    expect(chosenCategory(categories, '9')).toBeNull();
    expect(chosenCategory(categories, 'abc')).toBeNull();
    expect(chosenCategory(categories, null)).toBeNull();
  });
});
