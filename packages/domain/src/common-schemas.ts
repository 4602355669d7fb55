import { z } from 'zod';
import { toLatinDigits } from './persian-digits.ts';

/**
 * Numbers arriving in paths and query strings: Persian and Arabic digits are accepted
 * (a customer may type them into a URL); anything but plain digits stays a string and fails.
 */
export function digitsToNumber(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const latin = toLatinDigits(value.trim());
  return /^\d{1,15}$/.test(latin) ? Number(latin) : value;
}

/** The largest id an `integer` (serial) column holds: a bigger one would fail in the database (issue 16). */
export const maxIntegerId = 2_147_483_647;

export const PositiveIdSchema = z.preprocess(digitsToNumber, z.number().int().positive().max(maxIntegerId));

export const IdParamsSchema = z.object({ id: PositiveIdSchema }).strict();
export type IdParams = z.infer<typeof IdParamsSchema>;

export const PageSchema = z.preprocess(digitsToNumber, z.number().int().min(1).max(10_000)).default(1);
