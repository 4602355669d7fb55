import { describe, expect, it } from 'vitest';
import { validationMessages as m } from '../validation-messages.ts';
import {
  CompleteProfileRequestSchema,
  MobileChangeConfirmRequestSchema,
  MobileChangeNewNumberRequestSchema,
  MobileChangeStartRequestSchema,
  MobileRequestSchema,
  MobileSchema,
  mobileInputPattern,
  ResetPasswordRequestSchema,
  SignupRequestSchema,
  UpdateProfileRequestSchema,
  VerificationRequestSchema,
} from './schemas.ts';

function firstMessage(result: {
  success: boolean;
  error?: { issues: { message: string; path: PropertyKey[] }[] };
}) {
  const issue = result.error?.issues[0];
  return issue ? { path: issue.path.join('.'), message: issue.message } : null;
}

describe('mobile requests', () => {
  it.each([
    ['۰۹۱۲۱۲۳۴۵۶۷', '09121234567'],
    ['+989121234567', '09121234567'],
    ['9121234567', '09121234567'],
    ['0912 123 4567', '09121234567'],
  ])('%s is read as %s', (input, expected) => {
    expect(MobileRequestSchema.parse({ mobile_no: input })).toEqual({ mobile_no: expected });
  });

  it.each([
    ['0912abc4567', m.mobileNotDigits],
    ['091212345', m.mobileLength],
    ['', m.mobileRequired],
  ])('%s is refused with the spec message', (input, message) => {
    expect(firstMessage(MobileRequestSchema.safeParse({ mobile_no: input }))).toEqual({
      path: 'mobile_no',
      message,
    });
  });
});

describe('codes', () => {
  it('accepts Persian digits and refuses other lengths', () => {
    expect(VerificationRequestSchema.parse({ mobile_no: '09121234567', code: '۱۲۳۴' }).code).toBe('1234');
    expect(
      firstMessage(VerificationRequestSchema.safeParse({ mobile_no: '09121234567', code: '123' })),
    ).toEqual({
      path: 'code',
      message: m.codeLength,
    });
  });
});

describe('registration and profile', () => {
  const signup = {
    first_name: 'علی',
    last_name: 'رضایی',
    email: '',
    password: 'secret1',
    password_confirmation: 'secret1',
    terms_of_use: '1',
  };

  it('takes a complete signup, an empty e-mail meaning none', () => {
    expect(SignupRequestSchema.parse(signup)).toMatchObject({
      first_name: 'علی',
      email: null,
      terms_of_use: true,
    });
  });

  it.each([
    [{ first_name: 'Ali' }, 'first_name', m.switchKeyboardToPersian],
    [{ last_name: 'ر' }, 'last_name', m.nameLength],
    [{ password: '12345', password_confirmation: '12345' }, 'password', m.passwordShort],
    [{ password_confirmation: 'other12' }, 'password_confirmation', m.passwordMismatch],
    [{ terms_of_use: false }, 'terms_of_use', m.termsRequired],
    [{ email: 'not-mail' }, 'email', m.emailInvalid],
  ])('refuses %j', (change, path, message) => {
    expect(firstMessage(SignupRequestSchema.safeParse({ ...signup, ...change }))).toEqual({ path, message });
  });

  it('checks the national code and its check digit', () => {
    const base = { first_name: 'مریم', last_name: 'نیک‌نام' };
    expect(CompleteProfileRequestSchema.parse({ ...base, national_no: '۰۰۱۲۳۴۵۶۸۷' }).national_no).toBe(
      '0012345687',
    );
    expect(
      firstMessage(CompleteProfileRequestSchema.safeParse({ ...base, national_no: '0012345681' })),
    ).toEqual({
      path: 'national_no',
      message: m.nationalCodeInvalid,
    });
  });

  it('asks for matching passwords on reset', () => {
    const result = ResetPasswordRequestSchema.safeParse({
      _method: 'PUT',
      mobile_no: '09121234567',
      code: '1234',
      password: 'secret1',
      password_confirmation: 'secret2',
    });
    expect(firstMessage(result)).toEqual({ path: 'password_confirmation', message: m.passwordMismatch });
  });
});

describe("the profile's edit", () => {
  const edit = {
    first_name: 'مریم',
    last_name: 'رضایی',
    national_no: '۰۴۹۹۳۷۰۸۹۹',
    email: 'Maryam@Example.com',
    gender: 3,
  };

  it('takes the five fields, with or without the PUT override, digits in any script', () => {
    expect(UpdateProfileRequestSchema.parse(edit)).toEqual({
      first_name: 'مریم',
      last_name: 'رضایی',
      national_no: '0499370899',
      email: 'maryam@example.com',
      gender: 3,
    });
    expect(
      UpdateProfileRequestSchema.parse({ ...edit, _method: 'PUT', gender: '۲', email: '' }),
    ).toMatchObject({
      gender: 2,
      email: null,
    });
  });

  it.each([
    [{ gender: 1 }, 'gender', m.genderRequired],
    [{ gender: '1' }, 'gender', m.genderRequired],
    [{ gender: undefined }, 'gender', m.genderRequired],
    [{ gender: '' }, 'gender', m.genderRequired],
    [{ gender: 4 }, 'gender', m.genderInvalid],
    [{ gender: 'male' }, 'gender', m.genderInvalid],
    [{ national_no: '0499370898' }, 'national_no', m.nationalCodeInvalid],
    [{ national_no: '' }, 'national_no', m.nationalCodeRequired],
    [{ email: 'not-mail' }, 'email', m.emailInvalid],
    [{ first_name: 'Maryam' }, 'first_name', m.switchKeyboardToPersian],
    [{ last_name: '' }, 'last_name', m.lastNameRequired],
  ])('refuses %j', (change, path, message) => {
    expect(firstMessage(UpdateProfileRequestSchema.safeParse({ ...edit, ...change }))).toEqual({
      path,
      message,
    });
  });

  it('refuses fields it does not know', () => {
    expect(UpdateProfileRequestSchema.safeParse({ ...edit, mobile: '09121234567' }).success).toBe(false);
  });
});

describe('the mobile change', () => {
  it('step 1 takes nothing, an empty body, or the current number', () => {
    expect(MobileChangeStartRequestSchema.parse(undefined)).toBeUndefined();
    expect(MobileChangeStartRequestSchema.parse({})).toEqual({});
    expect(MobileChangeStartRequestSchema.parse({ _method: 'PUT', mobile: '+989121234567' })).toEqual({
      _method: 'PUT',
      mobile: '09121234567',
    });
  });

  it('steps 2 and 3 need a 4-digit code and a mobile, in any script', () => {
    const body = { code: '۱۲۳۴', mobile: '۰۹۳۵ ۱۲۳ ۴۵۶۷' };
    expect(MobileChangeNewNumberRequestSchema.parse(body)).toEqual({ code: '1234', mobile: '09351234567' });
    expect(MobileChangeConfirmRequestSchema.parse(body)).toEqual({ code: '1234', mobile: '09351234567' });
    expect(firstMessage(MobileChangeConfirmRequestSchema.safeParse({ code: '1234' }))).toEqual({
      path: 'mobile',
      message: m.mobileRequired,
    });
    expect(firstMessage(MobileChangeNewNumberRequestSchema.safeParse({ ...body, code: '12' }))).toEqual({
      path: 'code',
      message: m.codeLength,
    });
  });
});

describe('mobileInputPattern: the document says what the API takes', () => {
  it.each([
    '09121234567',
    '۰۹۱۲ ۱۲۳ ۴۵۶۷',
    '+989121234567',
    '00989121234567',
    '9121234567',
    '989121234567',
    '(0912) 123-4567',
    '٠٩١٢١٢٣٤٥٦٧',
  ])('a number the API accepts (%s) matches it', (value) => {
    expect(MobileSchema.safeParse(value).success).toBe(true);
    expect(new RegExp(mobileInputPattern).test(value)).toBe(true);
  });

  it.each(['0812345678', '091212345678', 'abc', '+980912123456'])('%s matches neither', (value) => {
    expect(MobileSchema.safeParse(value).success).toBe(false);
    expect(new RegExp(mobileInputPattern).test(value)).toBe(false);
  });
});
