import { describe, expect, it } from 'vitest';
import { validationMessages } from '../validation-messages.ts';
import { introduceCodeAlphabet, readIntroduceCode } from './introduce-code.ts';
import { VerificationRequestSchema } from './schemas.ts';

describe('readIntroduceCode', () => {
  it.each<[string, unknown, string | null]>([
    ['a code as drawn', 'K7QM2X', 'K7QM2X'],
    ['lower case', 'k7qm2x', 'K7QM2X'],
    ['Persian digits', 'K۷QM۲X', 'K7QM2X'],
    ['Arabic digits', 'K٧QM٢X', 'K7QM2X'],
    ['spaces around', '  K7QM2X ', 'K7QM2X'],
    ['too short', 'K7QM2', null],
    ['too long', 'K7QM2XA', null],
    ['a zero, never drawn', 'K0QM2X', null],
    ['an O, never drawn', 'KOQM2X', null],
    ['a one, never drawn', 'K1QM2X', null],
    ['an I, never drawn', 'KIQM2X', null],
    ['an L, never drawn', 'KLQM2X', null],
    ['a space inside', 'K7Q M2X', null],
    ['a script', '<b>K7QM', null],
    ['empty', '', null],
    ['not text', 123456, null],
    ['nothing', null, null],
  ])('%s', (_name, raw, expected) => {
    expect(readIntroduceCode(raw)).toBe(expected);
  });

  it('has 31 characters, none of them look-alikes', () => {
    expect(introduceCodeAlphabet).toHaveLength(31);
    expect(introduceCodeAlphabet).not.toMatch(/[01OIL]/);
  });
});

describe('the introducer code of POST /verification', () => {
  const base = { mobile_no: '09121234567', code: '1234', terms_of_use: true };

  it('is optional', () => {
    expect(VerificationRequestSchema.parse(base).introducer_code).toBeUndefined();
  });

  it('is read in the stored form', () => {
    expect(VerificationRequestSchema.parse({ ...base, introducer_code: ' k۷qm۲x' }).introducer_code).toBe(
      'K7QM2X',
    );
  });

  it.each(['K0QM2X', 'K7QM2', '', 42, null])('refuses %j with a Persian sentence on its field', (value) => {
    const result = VerificationRequestSchema.safeParse({ ...base, introducer_code: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['introducer_code'],
      message: validationMessages.introducerCodeInvalid,
    });
  });
});
