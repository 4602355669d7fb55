import { describe, expect, it } from 'vitest';
import { latinKeyboardToPersian, looksLikeWrongKeyboardLayout, normalizeSearchText } from './search-text.ts';

describe('normalizeSearchText unifies letter variants', () => {
  it.each([
    { rule: 'Arabic yeh ي → Persian yeh', input: 'ي', expected: 'ی' },
    { rule: 'alef maksura ى → Persian yeh', input: 'ى', expected: 'ی' },
    { rule: 'yeh with hamza ئ → Persian yeh', input: 'ئ', expected: 'ی' },
    { rule: 'Arabic kaf ك → keheh', input: 'ك', expected: 'ک' },
    { rule: 'teh marbuta ة → heh', input: 'ة', expected: 'ه' },
    { rule: 'heh with yeh above ۀ → heh', input: 'ۀ', expected: 'ه' },
    { rule: 'alef with hamza above أ → alef', input: 'أ', expected: 'ا' },
    { rule: 'alef with hamza below إ → alef', input: 'إ', expected: 'ا' },
    { rule: 'alef wasla ٱ → alef', input: 'ٱ', expected: 'ا' },
    { rule: 'alef madda آ → alef', input: 'آ', expected: 'ا' },
    { rule: 'waw with hamza ؤ → waw', input: 'ؤ', expected: 'و' },
  ])('$rule', ({ input, expected }) => {
    expect(normalizeSearchText(input)).toBe(expected);
  });

  it.each(['كيك', 'کیک', 'کیك', 'كیک'])('"%s" matches کیک', (spelling) => {
    expect(normalizeSearchText(spelling)).toBe('کیک');
  });

  it.each([
    { input: 'آب معدنی', query: 'اب معدنی' },
    { input: 'مسئول', query: 'مسیول' },
    { input: 'خامهٔ صبحانه', query: 'خامه صبحانه' },
    { input: 'شیرینیۀ', query: 'شیرینیه' },
  ])('"$input" and "$query" normalise alike', ({ input, query }) => {
    expect(normalizeSearchText(input)).toBe(normalizeSearchText(query));
  });
});

describe('normalizeSearchText maps Arabic presentation forms to base letters', () => {
  it.each([
    { form: 'initial/medial/final kaf and yeh', input: '\uFEDB\uFEF4\uFEDA', expected: 'کیک' },
    { form: 'Persian yeh final form', input: '\uFEE3\uFBFD', expected: 'می' },
    { form: 'keheh isolated form', input: '\uFB8E', expected: 'ک' },
    { form: 'lam-alef ligature', input: '\uFEFB', expected: 'لا' },
    { form: 'isolated fathatan (a diacritic)', input: 'ب\uFE70', expected: 'ب' },
  ])('$form', ({ input, expected }) => {
    expect(normalizeSearchText(input)).toBe(expected);
  });

  it('leaves compatibility characters outside those ranges alone', () => {
    expect(normalizeSearchText('x²')).toBe('x²');
  });
});

describe('normalizeSearchText drops diacritics and tatweel', () => {
  it.each([
    { mark: 'fathatan U+064B', code: 0x064b },
    { mark: 'fatha U+064E', code: 0x064e },
    { mark: 'kasra U+0650', code: 0x0650 },
    { mark: 'shadda U+0651', code: 0x0651 },
    { mark: 'sukun U+0652', code: 0x0652 },
    { mark: 'hamza above U+0654', code: 0x0654 },
    { mark: 'last in range U+065F', code: 0x065f },
    { mark: 'superscript alef U+0670', code: 0x0670 },
    { mark: 'tatweel U+0640', code: 0x0640 },
  ])('removes $mark', ({ code }) => {
    expect(normalizeSearchText(`کت${String.fromCharCode(code)}اب`)).toBe('کتاب');
  });

  it('matches a fully vowelled word with its plain spelling', () => {
    expect(normalizeSearchText('مُرَبّا')).toBe('مربا');
  });
});

describe('normalizeSearchText removes zero-width and bidi characters', () => {
  it('matches "می‌خواهم" with ZWNJ and "میخواهم"', () => {
    expect(normalizeSearchText('می\u200Cخواهم')).toBe('میخواهم');
  });

  it.each(
    [
      0x200b, 0x200c, 0x200d, 0x200e, 0x200f, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2069, 0xfeff,
    ].map((code) => ({ code, hex: code.toString(16).toUpperCase() })),
  )('removes U+$hex', ({ code }) => {
    expect(normalizeSearchText(`نان${String.fromCharCode(code)}بربری`)).toBe('نانبربری');
  });
});

describe('normalizeSearchText turns digits Latin and Latin letters lower-case', () => {
  it.each([
    { input: 'شیر ۲ لیتری', expected: 'شیر 2 لیتری' },
    { input: 'شیر ٢ لیتری', expected: 'شیر 2 لیتری' },
    { input: '۰۱۲۳۴۵۶۷۸۹', expected: '0123456789' },
    { input: 'Coca COLA', expected: 'coca cola' },
    { input: 'پپسی Pepsi', expected: 'پپسی pepsi' },
  ])('"$input" → "$expected"', ({ input, expected }) => {
    expect(normalizeSearchText(input)).toBe(expected);
  });
});

describe('normalizeSearchText turns punctuation into spaces', () => {
  it.each([...'،؛؟«»٪٫٬.,!?-/()"\'+&:|*'])('treats %s as a word separator', (mark) => {
    expect(normalizeSearchText(`چای${mark}سبز`)).toBe('چای سبز');
  });
});

describe('normalizeSearchText collapses and trims whitespace', () => {
  it.each([
    { input: '  برنج   ایرانی  ', expected: 'برنج ایرانی' },
    { input: 'برنج\u00A0ایرانی', expected: 'برنج ایرانی' },
    { input: 'برنج\t\nایرانی', expected: 'برنج ایرانی' },
    { input: 'برنج ، ایرانی', expected: 'برنج ایرانی' },
    { input: '   ', expected: '' },
    { input: '', expected: '' },
  ])('"$input" → "$expected"', ({ input, expected }) => {
    expect(normalizeSearchText(input)).toBe(expected);
  });
});

describe('normalizeSearchText on mixed text', () => {
  it.each([
    { input: '  كيك شكلاتي «Mini» ۲۰۰ گرمی، تازه!  ', expected: 'کیک شکلاتی mini 200 گرمی تازه' },
    { input: 'نوشابهٔ\u200Cی گازدار (۱٫۵ لیتر)', expected: 'نوشابهی گازدار 1 5 لیتر' },
  ])('"$input" → "$expected"', ({ input, expected }) => {
    expect(normalizeSearchText(input)).toBe(expected);
  });

  it('is idempotent, so indexed text and queries can be normalised any number of times', () => {
    const once = normalizeSearchText('  كيك‌ها «آلمانی» ١٢ عدد؟ ');
    expect(normalizeSearchText(once)).toBe(once);
  });
});

describe('latinKeyboardToPersian follows the Windows Persian layout', () => {
  // prettier-ignore
  it.each([
    ['q', 'ض'], ['w', 'ص'], ['e', 'ث'], ['r', 'ق'], ['t', 'ف'], ['y', 'غ'], ['u', 'ع'], ['i', 'ه'],
    ['o', 'خ'], ['p', 'ح'], ['[', 'ج'], [']', 'چ'], ['\\', 'پ'],
    ['a', 'ش'], ['s', 'س'], ['d', 'ی'], ['f', 'ب'], ['g', 'ل'], ['h', 'ا'], ['j', 'ت'], ['k', 'ن'],
    ['l', 'م'], [';', 'ک'], ["'", 'گ'],
    ['z', 'ظ'], ['x', 'ط'], ['c', 'ز'], ['v', 'ر'], ['b', 'ذ'], ['n', 'د'], ['m', 'ئ'], [',', 'و'],
    ['C', 'ژ'],
  ])('key %s types %s', (key, letter) => {
    expect(latinKeyboardToPersian(key)).toBe(letter);
  });

  it.each([
    { typed: 'sdv', meant: 'سیر' },
    { typed: 'adv', meant: 'شیر' },
    { typed: 'a;v', meant: 'شکر' },
    { typed: 'lhsj', meant: 'ماست' },
    { typed: 'khk fvfvd', meant: 'نان بربری' },
    { typed: '\\kdv', meant: 'پنیر' },
    { typed: 'SDV', meant: 'سیر' },
    { typed: 'Adv', meant: 'شیر' },
    { typed: 'adv 2', meant: 'شیر 2' },
  ])('"$typed" → "$meant"', ({ typed, meant }) => {
    expect(latinKeyboardToPersian(typed)).toBe(meant);
  });
});

describe('looksLikeWrongKeyboardLayout', () => {
  it.each(['sdv', 'lhsj khk', 'a;v', '\\kdv', 'SDV', "'g", 'o]', 'pepsi'])(
    '"%s" may be Persian typed on an English layout',
    (input) => {
      expect(looksLikeWrongKeyboardLayout(input)).toBe(true);
    },
  );

  it.each([
    { why: 'empty', input: '' },
    { why: 'only spaces', input: '   ' },
    { why: 'no Latin letter', input: ";'[]" },
    { why: 'already Persian', input: 'شیر' },
    { why: 'mixed with Persian', input: 'sdv شیر' },
    { why: 'a digit', input: 'sdv2' },
    { why: 'punctuation outside the table', input: 'milk!' },
  ])('is false when $why', ({ input }) => {
    expect(looksLikeWrongKeyboardLayout(input)).toBe(false);
  });
});
