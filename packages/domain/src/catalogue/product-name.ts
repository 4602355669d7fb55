/** A digit, Persian, Arabic-Indic or ASCII. */
const DIGIT = /[0-9\u06f0-\u06f9\u0660-\u0669]/;

/**
 * A product's name from its parts (type, variant, size, brand), as Iranian shops write it: joined by
 * spaces, except that two numbers never touch (decision 67). «شیر خشک شماره ۳» and «۴۰۰ گرمی» joined by
 * a space read «شماره ۳ ۴۰۰ گرمی», one number ۳۴۰۰ to the eye; a Persian comma keeps them two.
 */
export function joinNameParts(parts: readonly string[]): string {
  return parts
    .filter((part) => part !== '')
    .reduce((name, part) => {
      if (name === '') return part;
      const numbersMeet = DIGIT.test(name.at(-1) ?? '') && DIGIT.test(part[0] ?? '');
      return `${name}${numbersMeet ? '، ' : ' '}${part}`;
    }, '');
}
