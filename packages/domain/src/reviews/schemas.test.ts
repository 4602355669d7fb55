import { describe, expect, it } from 'vitest';
import { reviewMessages as m } from './messages.ts';
import { CommentRequestSchema } from './schemas.ts';

const valid = { record_name: 'product', record_id: 3, body: 'خیلی خوب بود', rating: 5 };

function messageOf(input: object): string | undefined {
  const result = CommentRequestSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('CommentRequestSchema', () => {
  it('reads a comment without a name, and Persian digits in the rating and id', () => {
    const parsed = CommentRequestSchema.parse({ ...valid, record_id: '۳', rating: '۴', name: '  ' });
    expect(parsed).toMatchObject({ record_id: 3, rating: 4, name: null, body: 'خیلی خوب بود' });
  });

  it('reads the spec’s body without a rating as a comment with none (decision 084)', () => {
    const { rating: _, ...spec } = valid;
    expect(CommentRequestSchema.parse({ ...spec, name: 'سارا' })).toMatchObject({ rating: null });
    expect(CommentRequestSchema.parse({ ...valid, rating: '' })).toMatchObject({ rating: null });
    expect(CommentRequestSchema.parse({ ...valid, rating: null })).toMatchObject({ rating: null });
  });

  it.each([
    [{ body: undefined }, m.bodyRequired],
    [{ body: '   ' }, m.bodyRequired],
    [{ body: 'خو' }, m.bodyShort],
    [{ body: 'ا'.repeat(1001) }, m.bodyLong],
    [{ body: 'عالی <script>alert(1)</script>' }, m.htmlNotAllowed],
    [{ name: 'ن'.repeat(61) }, m.nameTooLong],
    [{ name: '<b>علی</b>' }, m.htmlNotAllowed],
    [{ rating: 0 }, m.ratingInvalid],
    [{ rating: 6 }, m.ratingInvalid],
    [{ rating: 2.5 }, m.ratingInvalid],
    [{ record_name: 'order' }, m.recordInvalid],
  ])('refuses %j with its Persian message', (change, message) => {
    expect(messageOf({ ...valid, ...change })).toBe(message);
  });

  it('keeps a body that only mentions a comparison (no tag)', () => {
    expect(messageOf({ ...valid, body: 'قیمتش < ۱۰۰ هزار تومان بود' })).toBeUndefined();
  });
});
