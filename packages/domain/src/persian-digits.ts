const PERSIAN_ZERO = 0x06f0;
const ARABIC_INDIC_ZERO = 0x0660;
const LATIN_ZERO = 0x30;

export function toPersianDigits(value: string | number): string {
  return String(value).replace(/[0-9\u0660-\u0669]/g, (digit) => {
    const code = digit.charCodeAt(0);
    const offset = code >= ARABIC_INDIC_ZERO ? code - ARABIC_INDIC_ZERO : code - LATIN_ZERO;
    return String.fromCharCode(PERSIAN_ZERO + offset);
  });
}

export function toLatinDigits(value: string): string {
  return value.replace(/[\u06f0-\u06f9\u0660-\u0669]/g, (digit) => {
    const code = digit.charCodeAt(0);
    const offset = code >= PERSIAN_ZERO ? code - PERSIAN_ZERO : code - ARABIC_INDIC_ZERO;
    return String.fromCharCode(LATIN_ZERO + offset);
  });
}
