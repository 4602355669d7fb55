/**
 * Persian messages of the rules the shared schemas check themselves (zod's Persian locale covers
 * the generic ones). One catalogue, so the API and the web forms say the same thing.
 */
export const validationMessages = {
  minAboveMax: 'حداقل قیمت نباید از حداکثر قیمت بیشتر باشد.',
} as const;
