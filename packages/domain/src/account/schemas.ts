import { z } from 'zod';
import { AddressSchema } from './address.ts';
import { toDisplayMobile } from '../mobile.ts';
import { isValidPostalCode, normalizePostalCode } from '../postal-code.ts';
import { toLatinDigits } from '../persian-digits.ts';
import { MobileSchema } from '../identity/schemas.ts';
import { validationMessages as m } from '../validation-messages.ts';

// Addresses, the locality lookups, the wallet and the company link (checkout-and-account.md §3, §5,
// §7; issue 18). The API validates with these and the address form uses the same ones.

const PutOverride = z.literal(['PUT', 'put']);
const DeleteOverride = z.literal(['DELETE', 'delete']);

function requiredText(required: string, max: number) {
  return z
    .union([z.string(), z.number()], { error: required })
    .transform((value) => String(value).trim().replace(/\s+/g, ' '))
    .pipe(z.string().min(1, { error: required }).max(max, { error: m.textTooLong }));
}

/** Optional text: empty becomes null. */
function optionalText(max: number) {
  return z
    .union([z.string(), z.number()])
    .nullish()
    .transform((value) => {
      const text = value === null || value === undefined ? '' : String(value).trim().replace(/\s+/g, ' ');
      return text === '' ? null : text;
    })
    .pipe(z.string().max(max, { error: m.textTooLong }).nullable());
}

/** A coordinate as a number or a numeric string (forms send either). */
function coordinate() {
  return z
    .union([z.number(), z.string()], { error: m.pointRequired })
    .transform((value) => (typeof value === 'number' ? value : Number(toLatinDigits(value.trim()))))
    .pipe(z.number({ error: m.pointRequired }).finite({ error: m.pointRequired }));
}

/** The postal code: optional, hyphens and spaces removed, ten digits (domain isValidPostalCode). */
const PostalCodeSchema = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((value) => (value === null || value === undefined ? '' : normalizePostalCode(String(value))))
  .refine((code) => code === '' || isValidPostalCode(code), { error: m.postalCodeInvalid })
  .transform((code) => (code === '' ? null : code));

const addressFields = {
  name: requiredText(m.recipientRequired, 80),
  mobile: MobileSchema,
  address: requiredText(m.addressRequired, 300),
  /** The plaque (the spec's `number`): digits or words, as typed. */
  number: requiredText(m.plaqueRequired, 20),
  unit: optionalText(20),
  postal_code: PostalCodeSchema,
  lat: coordinate(),
  lng: coordinate(),
  // Read-only in the form and decided by the server from the point; accepted and ignored.
  province: optionalText(60),
  city: optionalText(60),
  locality: optionalText(100),
  district: optionalText(100),
};

/** `POST addresses`: a new address. */
export const AddressCreateRequestSchema = z.object(addressFields).strict();
export type AddressCreateRequest = z.input<typeof AddressCreateRequestSchema>;
export type AddressFields = z.output<typeof AddressCreateRequestSchema>;

/** `POST addresses/{id}`: `_method: PUT` with the fields edits it; `_method: DELETE` deletes it. */
export const AddressChangeRequestSchema = z.discriminatedUnion('_method', [
  z.object({ _method: PutOverride, ...addressFields }).strict(),
  z.object({ _method: DeleteOverride }).strict(),
]);
export type AddressChangeRequest = z.input<typeof AddressChangeRequestSchema>;

/** `POST addresses/{id}/main`: `_method: PUT`, or nothing. */
export const MakeMainRequestSchema = z.object({ _method: PutOverride.optional() }).strict().optional();

// In a file of its own so the user object (identity/schemas.ts, which this file imports) can carry it.
export { AddressSchema, type Address } from './address.ts';

export const AddressListSchema = z.array(AddressSchema);
export const CreatedIdSchema = z.object({ id: z.number().int() });

/** `GET cedar/locality?lat&lng` and `GET openstreetmap/locality?lat&lon`. */
export const CedarLocalityQuerySchema = z.object({ lat: coordinate(), lng: coordinate() }).strict();
export const OsmLocalityQuerySchema = z.object({ lat: coordinate(), lon: coordinate() }).strict();

/**
 * `GET cedar/search?q&lat&lng`: the address map's search box (storefront.md §9: 250 ms debounce, 15
 * results). `q` is what the customer typed (2 to 100 letters); `lat`/`lng`, the map's centre, put
 * the nearer of equal matches first and pick the nearest stretch of a long street.
 */
export const PlaceSearchQuerySchema = z
  .object({
    q: z
      .string({ error: m.placeSearchTooShort })
      .transform((value) => value.trim().replace(/\s+/g, ' '))
      .pipe(z.string().min(2, { error: m.placeSearchTooShort }).max(100, { error: m.textTooLong })),
    lat: coordinate().optional(),
    lng: coordinate().optional(),
  })
  .strict();

/** What a found place is: how the search box lists it. */
export const placeKinds = ['neighbourhood', 'square', 'street', 'highway', 'landmark'] as const;
export type PlaceKind = (typeof placeKinds)[number];

/** One answer of the map's search: a place in Tehran, its kind, its point and its district («منطقهٔ ۶»). */
export const FoundPlaceSchema = z.object({
  name: z.string(),
  kind: z.enum(placeKinds),
  lat: z.number(),
  lng: z.number(),
  district: z.string(),
});
export type FoundPlace = z.infer<typeof FoundPlaceSchema>;
export const FoundPlaceListSchema = z.array(FoundPlaceSchema).max(15);

/** What a point is: its names for the address form. Absent parts are null. */
export const LocalitySchema = z.object({
  province: z.string(),
  city: z.string(),
  /** The municipal district, «منطقهٔ ۳». */
  suburb: z.string().nullable(),
  neighbourhood: z.string().nullable(),
  road: z.string().nullable(),
  postcode: z.string().nullable(),
});
export type Locality = z.infer<typeof LocalitySchema>;

export const WalletEntrySchema = z.object({
  id: z.number().int(),
  /** Rials, credit positive, debit negative. */
  amount: z.number().int(),
  reason: z.string(),
  reason_fa: z.string(),
  order_id: z.number().int().nullable(),
  created_at: z.string(),
});

/** `GET profile/credit`: the balance (the ledger's sum; negative is a debt) and the latest entries. */
export const WalletSchema = z.object({
  balance: z.number().int(),
  entries: z.array(WalletEntrySchema),
});
export type Wallet = z.infer<typeof WalletSchema>;

/** `POST profile/company`: `{ code }` links the company; `{ _method: DELETE }` unlinks it. */
export const CompanyCodeRequestSchema = z.union([
  z
    .object({
      code: z
        .string({ error: m.companyCodeRequired })
        .transform((code) => toLatinDigits(code.trim()).toUpperCase())
        .pipe(z.string().min(1, { error: m.companyCodeRequired }).max(40, { error: m.textTooLong })),
    })
    .strict(),
  z.object({ _method: DeleteOverride }).strict(),
]);
export type CompanyCodeRequest = z.input<typeof CompanyCodeRequestSchema>;

export const CompanyLinkSchema = z.object({
  company: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});

/** The display form of a stored address mobile. */
export const addressMobileForDisplay = toDisplayMobile;

/** The test door `POST dev/wallet` (DEV_ADMIN_ROUTES): credit (positive) or debit (negative) rials. */
export const DevWalletRequestSchema = z
  .object({
    mobile_no: MobileSchema,
    amount: z
      .number()
      .int()
      .min(-1_000_000_000)
      .max(1_000_000_000)
      .refine((n) => n !== 0),
  })
  .strict();
