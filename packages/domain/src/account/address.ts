import { z } from 'zod';

/** A delivery address as every answer shows it (checkout-and-account.md §4 "Address"). */
export const AddressSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Display form, 09… */
  mobile: z.string(),
  province: z.string(),
  city: z.string(),
  address: z.string(),
  number: z.string(),
  unit: z.string().nullable(),
  postal_code: z.string().nullable(),
  locality: z.string().nullable(),
  district: z.string().nullable(),
  lat: z.number(),
  lng: z.number(),
  /** 1 is the main address. */
  type: z.union([z.literal(0), z.literal(1)]),
});
export type Address = z.infer<typeof AddressSchema>;
