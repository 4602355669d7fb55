import { z } from 'zod';
import { AddressSchema } from '../account/address.ts';
import { readIntroduceCode } from './introduce-code.ts';
import { parseMobile } from '../mobile.ts';
import { isValidNationalCode, normalizeNationalCode } from '../national-code.ts';
import { toLatinDigits } from '../persian-digits.ts';
import { validationMessages as m } from '../validation-messages.ts';
import {
  choosableGenders,
  genders,
  genderUnspecified,
  nameLength,
  oneTimeCode,
  passwordLength,
} from './constants.ts';
import { hasLatinLetter, isPersianName } from './persian-name.ts';

// The request and response schemas of sign-in, registration and the profile (storefront.md §4,
// §5, §7; issue 5). The API validates every request with them and the web's forms use the same
// ones, so both say the same Persian sentence for the same mistake. Field names are the spec's.

/**
 * What `parseMobile` accepts, for the API's document (issue 16: request schemas say what they take):
 * a mobile as people type it, in Latin, Persian or Arabic digits, with +98/0098/98 or 0, and spaces,
 * dashes or brackets anywhere between.
 */
export const mobileInputPattern =
  '^[\\s()-]*(?:\\+|00)?[\\s()-]*(?:[9۹٩][8۸٨])?[\\s()-]*[0۰٠]?[\\s()-]*[9۹٩](?:[\\s()-]*[0-9۰-۹٠-٩]){9}[\\s()-]*$';

/** A mobile number in any form people type (Persian digits, +98, spaces); gives 09xxxxxxxxx. */
export const MobileSchema = z
  .string({ error: m.mobileRequired })
  .max(40, { error: m.mobileLength })
  .meta({ pattern: mobileInputPattern, examples: ['09121234567', '۰۹۱۲ ۱۲۳ ۴۵۶۷', '+989121234567'] })
  .transform((value, ctx) => {
    if (value.trim() === '') {
      ctx.addIssue({ code: 'custom', message: m.mobileRequired });
      return z.NEVER;
    }
    const parsed = parseMobile(value);
    if (parsed.ok) return parsed.value;
    ctx.addIssue({
      code: 'custom',
      message: parsed.error === 'MOBILE_NOT_DIGITS' ? m.mobileNotDigits : m.mobileLength,
    });
    return z.NEVER;
  });

/** The 4-digit one-time code; Persian and Arabic digits are accepted. */
export const OneTimeCodeSchema = z
  .string({ error: m.codeRequired })
  .transform((value) => toLatinDigits(value.trim()))
  .pipe(
    z
      .string()
      .min(1, { error: m.codeRequired })
      .regex(new RegExp(`^[0-9]{${oneTimeCode.length}}$`), { error: m.codeLength }),
  );

export const PasswordSchema = z
  .string({ error: m.passwordRequired })
  .min(1, { error: m.passwordRequired })
  .min(passwordLength.min, { error: m.passwordShort })
  .max(passwordLength.max, { error: m.passwordLong });

function persianName(required: string) {
  return z
    .string({ error: required })
    .transform((value) => value.trim().replace(/\s+/g, ' '))
    .pipe(
      z
        .string()
        .min(1, { error: required })
        .refine((value) => !hasLatinLetter(value), { error: m.switchKeyboardToPersian })
        .refine(isPersianName, { error: m.namePersianOnly })
        .refine((value) => value.length >= nameLength.min && value.length <= nameLength.max, {
          error: m.nameLength,
        }),
    );
}
export const FirstNameSchema = persianName(m.firstNameRequired);
export const LastNameSchema = persianName(m.lastNameRequired);

/** کد ملی: digits in any script, check digit verified; gives the 10 Latin digits. */
export const NationalCodeSchema = z
  .string({ error: m.nationalCodeRequired })
  .transform((value) => normalizeNationalCode(value))
  .pipe(
    z
      .string()
      .min(1, { error: m.nationalCodeRequired })
      .refine(isValidNationalCode, { error: m.nationalCodeInvalid }),
  );

/** Optional e-mail: an empty box means none. */
export const OptionalEmailSchema = z
  .union([z.literal(''), z.null(), z.email({ error: m.emailInvalid }).max(254)])
  .optional()
  .transform((value) => (value ? value.toLowerCase() : null));

/** A choice a form sends as a digit in any script ("2", "۳"); other values are left as they came. */
function digitToNumber(value: unknown): unknown {
  return typeof value === 'string' && /^\s*[0-9۰-۹٠-٩]\s*$/.test(value)
    ? Number(toLatinDigits(value.trim()))
    : value;
}

/**
 * The gender the profile's edit sets: 2 male or 3 female. 1 (unspecified) is what a customer has
 * until choosing: the page shows it disabled, and the API refuses it like no choice (decision 056).
 */
export const ChosenGenderSchema = z.preprocess(
  digitToNumber,
  z.literal(choosableGenders, {
    error: (issue) =>
      issue.input === undefined ||
      issue.input === null ||
      issue.input === '' ||
      issue.input === genderUnspecified
        ? m.genderRequired
        : m.genderInvalid,
  }),
);

/** The terms box: forms send true, "1", 1 or "on" for a ticked box. */
export const TermsAcceptedSchema = z.preprocess(
  (value) => value === true || value === 1 || value === '1' || value === 'on',
  z.literal(true, { error: m.termsRequired }),
);

/** Laravel-style method override the spec's clients send with some POSTs. */
const PutOverride = z.literal('PUT').or(z.literal('put')).optional();

function passwordsMatch(value: { password: string; password_confirmation: string }, ctx: z.RefinementCtx) {
  if (value.password !== value.password_confirmation) {
    ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: m.passwordMismatch });
  }
}

// ---- Requests ---------------------------------------------------------------------------------

/** `POST /check-register`, `/register`, `/code`. */
export const MobileRequestSchema = z.object({ mobile_no: MobileSchema }).strict();
export type MobileRequest = z.input<typeof MobileRequestSchema>;

/** `POST /login`. */
export const LoginRequestSchema = z
  .object({
    mobile_no: MobileSchema,
    password: z
      .string({ error: m.passwordRequired })
      .min(1, { error: m.passwordRequired })
      .max(passwordLength.max),
  })
  .strict();
export type LoginRequest = z.input<typeof LoginRequestSchema>;

/**
 * Whose introduce code brought a new customer (the share link's `?ref=`, decision 057): six
 * characters of the introduce alphabet, in any case or digits; anything else is refused, as the web
 * sends only a code it could read.
 */
export const IntroducerCodeSchema = z.string({ error: m.introducerCodeInvalid }).transform((value, ctx) => {
  const code = readIntroduceCode(value);
  if (code) return code;
  ctx.addIssue({ code: 'custom', message: m.introducerCodeInvalid });
  return z.NEVER;
});

/**
 * `POST /verification`: the code; a new customer also ticks the terms box, and may name who
 * introduced them (`introducer_code`, read only when this sign-in creates the account).
 */
export const VerificationRequestSchema = z
  .object({
    mobile_no: MobileSchema,
    code: OneTimeCodeSchema,
    terms_of_use: z.unknown().optional(),
    introducer_code: IntroducerCodeSchema.optional(),
  })
  .strict();
export type VerificationRequest = z.input<typeof VerificationRequestSchema>;

/** `POST /password/reset`: a code sent by `/code`, and the new password twice. */
export const ResetPasswordRequestSchema = z
  .object({
    _method: PutOverride,
    mobile_no: MobileSchema,
    code: OneTimeCodeSchema,
    password: PasswordSchema,
    password_confirmation: z.string({ error: m.passwordRequired }),
  })
  .strict()
  .superRefine(passwordsMatch);
export type ResetPasswordRequest = z.input<typeof ResetPasswordRequestSchema>;

/**
 * `POST /profile/signup`: the first password, with an optional e-mail. Names and the terms are asked
 * only of an account that lacks them (the server decides: a customer who registered with a code has
 * accepted the terms and given names already, and sets a password from /profile/change-password).
 */
export const SignupRequestSchema = z
  .object({
    first_name: FirstNameSchema.optional(),
    last_name: LastNameSchema.optional(),
    ...firstPasswordFields(),
    terms_of_use: TermsAcceptedSchema.optional(),
  })
  .strict()
  .superRefine(passwordsMatch);
export type SignupRequest = z.input<typeof SignupRequestSchema>;

/** What /profile/change-password asks of a customer with no password yet: the signup's own fields. */
export const FirstPasswordFormSchema = z.object(firstPasswordFields()).strict().superRefine(passwordsMatch);

function firstPasswordFields() {
  return {
    email: OptionalEmailSchema,
    password: PasswordSchema,
    password_confirmation: z.string({ error: m.passwordRequired }),
  };
}

/** `POST /profile/complete` (the /register page): first name, last name, national code. */
export const CompleteProfileRequestSchema = z
  .object({
    _method: PutOverride,
    first_name: FirstNameSchema,
    last_name: LastNameSchema,
    national_no: NationalCodeSchema,
  })
  .strict();
export type CompleteProfileRequest = z.input<typeof CompleteProfileRequestSchema>;

/** `POST /profile/change-password`. */
export const ChangePasswordRequestSchema = z
  .object({
    _method: PutOverride,
    old_password: z
      .string({ error: m.oldPasswordRequired })
      .min(1, { error: m.oldPasswordRequired })
      .max(passwordLength.max),
    password: PasswordSchema,
    password_confirmation: z.string({ error: m.passwordRequired }),
  })
  .strict()
  .superRefine(passwordsMatch);
export type ChangePasswordRequest = z.input<typeof ChangePasswordRequestSchema>;

/**
 * `POST /profile` (the spec's `_method: PUT`): the profile's edit. Every field is sent, as the page
 * shows them all; an empty e-mail removes it.
 */
export const UpdateProfileRequestSchema = z
  .object({
    _method: PutOverride,
    first_name: FirstNameSchema,
    last_name: LastNameSchema,
    national_no: NationalCodeSchema,
    email: OptionalEmailSchema,
    gender: ChosenGenderSchema,
  })
  .strict();
export type UpdateProfileRequest = z.input<typeof UpdateProfileRequestSchema>;

// The mobile change, three calls (checkout-and-account.md §4, §7; decision 056). `mobile` is the
// spec's field name in all three: the current number in the first, the new one after.

/** Step 1: a code to the current number. The spec's clients send that number; if sent, it must be it. */
export const MobileChangeStartRequestSchema = z
  .object({ _method: PutOverride, mobile: MobileSchema.optional() })
  .strict()
  .nullish();
export type MobileChangeStartRequest = z.input<typeof MobileChangeStartRequestSchema>;

/** Step 2: the current number's code and the new number, which then gets a code of its own. */
export const MobileChangeNewNumberRequestSchema = z
  .object({ _method: PutOverride, code: OneTimeCodeSchema, mobile: MobileSchema })
  .strict();
export type MobileChangeNewNumberRequest = z.input<typeof MobileChangeNewNumberRequestSchema>;

/** Step 3: the new number and its code; the number changes. */
export const MobileChangeConfirmRequestSchema = z
  .object({ _method: PutOverride, mobile: MobileSchema, code: OneTimeCodeSchema })
  .strict();
export type MobileChangeConfirmRequest = z.input<typeof MobileChangeConfirmRequestSchema>;

// ---- Responses --------------------------------------------------------------------------------

/** The signed-in customer as `GET /profile` and every sign-in answer give it. */
export const UserSchema = z.object({
  id: z.number().int(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string().nullable(),
  national_no: z.string().nullable(),
  /** Display form, 09xxxxxxxxx. */
  mobile: z.string(),
  gender: z.union(genders.map((g) => z.literal(g))),
  gender_fa: z.string(),
  register_status: z.number().int(),
  confirm_status: z.number().int(),
  /** Rials; negative means the customer owes the shop. */
  wallet_value: z.number().int(),
  introduce_code: z.string(),
  has_unused_coupon: z.boolean(),
  has_password: z.boolean(),
  /** The company the customer buys for (`company.name`), or null for a personal customer. */
  company: z.object({ name: z.string() }).nullable(),
  /**
   * Where the customer receives (the spec's `place`): the main address's place as the map named it,
   * `type` 1 for the shop's own delivery, 2 for a company customer (decision 084); null with no address.
   */
  place: z.object({ name: z.string(), type: z.union([z.literal(1), z.literal(2)]) }).nullable(),
  /** The main address (`address`, with its id), or null before the first one. */
  address: AddressSchema.nullable(),
});
export type User = z.infer<typeof UserSchema>;

/** What the account adds to the user object: filled by the account module (decision 084). */
export type UserAccountDetails = Pick<User, 'company' | 'place' | 'address'>;
export const noAccountDetails: UserAccountDetails = { company: null, place: null, address: null };

/** `check-register`: how this number signs in. A number nobody registered answers 404. */
export const CheckRegisterDataSchema = z.object({
  register_status: z.number().int(),
  has_password: z.boolean(),
});
export type CheckRegisterData = z.infer<typeof CheckRegisterDataSchema>;

/** A code was sent: when the customer may ask again, and how many digits to expect. */
export const CodeSentDataSchema = z.object({
  resend_in: z.number().int(),
  code_length: z.number().int(),
});
export type CodeSentData = z.infer<typeof CodeSentDataSchema>;

/** A session was opened: the bearer token (apps) and the customer. The web uses the cookie. */
export const SessionDataSchema = z.object({ token: z.string(), user: UserSchema });
export type SessionData = z.infer<typeof SessionDataSchema>;

/** `POST /profile/signup` answers the customer inside an object, as the spec's clients read it. */
export const SignupDataSchema = z.object({ user: UserSchema });
export type SignupData = z.infer<typeof SignupDataSchema>;

// ---- The SMS outbox (development and end-to-end tests only; docs/api.md) ----------------------

/** `GET /dev/sms-outbox?mobile=`: whose messages to list. */
export const SmsOutboxQuerySchema = z.object({ mobile: MobileSchema }).strict();

/** One message of the outbox, newest first; `code` is the one-time code it carries, if any. */
export const SmsOutboxMessageSchema = z.object({
  mobile: z.string(),
  text: z.string(),
  code: z.string().nullable(),
  /** Epoch seconds. */
  created_at: z.number().int(),
});
export type SmsOutboxMessage = z.infer<typeof SmsOutboxMessageSchema>;
