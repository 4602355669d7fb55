import { describe, expect, it } from 'vitest';
import { joinErrorCodes } from './error-codes.ts';
import { errorStatus, isErrorCode } from './errors.ts';

describe('joinErrorCodes', () => {
  it('joins the tables', () => {
    expect(joinErrorCodes({ A: 404 }, { B: 409 })).toEqual({ A: 404, B: 409 });
  });

  it.each([
    [{ A: 404 }, { A: 404 }],
    [{ A: 404 }, { A: 409 }],
  ])('refuses a code defined twice (%j, %j)', (one, two) => {
    expect(() => joinErrorCodes(one, two)).toThrow('Error code A is defined twice');
  });
});

describe('the joined catalogue', () => {
  it.each([
    ['VALIDATION_FAILED', 422],
    ['CUSTOMER_NOT_FOUND', 404],
    ['NOT_ENOUGH_STOCK', 406],
    ['HOME_ROW_NOT_FOUND', 404],
    ['BASKET_FULL', 409],
    ['REQUEST_IN_PROGRESS', 409],
  ] as const)('%s answers %i', (code, status) => {
    expect(errorStatus[code]).toBe(status);
    expect(isErrorCode(code)).toBe(true);
  });

  it('knows no other code', () => {
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode('NOPE')).toBe(false);
  });
});
