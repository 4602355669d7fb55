// An amount in Persian words («به حروف»), as an Iranian invoice writes its total beside the figure so
// that nobody can alter one without the other (issue 20). Cheque style: «یکصد» rather than «صد», «یک
// هزار» rather than «هزار», every part joined with «و». Short scale, as Iran counts money: میلیون 10⁶,
// میلیارد 10⁹, تریلیون 10¹².

const ones = ['', 'یک', 'دو', 'سه', 'چهار', 'پنج', 'شش', 'هفت', 'هشت', 'نه'];
const teens = ['ده', 'یازده', 'دوازده', 'سیزده', 'چهارده', 'پانزده', 'شانزده', 'هفده', 'هجده', 'نوزده'];
const tens = ['', '', 'بیست', 'سی', 'چهل', 'پنجاه', 'شصت', 'هفتاد', 'هشتاد', 'نود'];
const hundreds = ['', 'یکصد', 'دویست', 'سیصد', 'چهارصد', 'پانصد', 'ششصد', 'هفتصد', 'هشتصد', 'نهصد'];
const scales = ['', 'هزار', 'میلیون', 'میلیارد', 'تریلیون'];
const joiner = ' و ';

/** 1–999 in words. */
function underThousand(n: number): string {
  const parts: string[] = [];
  const hundred = Math.floor(n / 100);
  const rest = n % 100;
  if (hundred > 0) parts.push(hundreds[hundred]!);
  if (rest >= 10 && rest < 20) parts.push(teens[rest - 10]!);
  else {
    const ten = Math.floor(rest / 10);
    const one = rest % 10;
    if (ten > 0) parts.push(tens[ten]!);
    if (one > 0) parts.push(ones[one]!);
  }
  return parts.join(joiner);
}

/** «یک میلیون و دویست و پنجاه هزار»: a whole number below 10¹⁵ in Persian words. */
export function numberToPersianWords(n: number): string {
  if (!Number.isSafeInteger(n)) throw new RangeError(`a whole number is needed, got ${n}`);
  if (n === 0) return 'صفر';
  if (n < 0) return `منفی ${numberToPersianWords(-n)}`;
  if (n >= 1000 ** scales.length) throw new RangeError(`${n} is beyond ${scales.at(-1)}s`);
  const groups: string[] = [];
  let rest = n;
  for (let scale = 0; rest > 0; scale += 1) {
    const group = rest % 1000;
    rest = Math.floor(rest / 1000);
    if (group > 0)
      groups.unshift(scale === 0 ? underThousand(group) : `${underThousand(group)} ${scales[scale]}`);
  }
  return groups.join(joiner);
}
