import type { BrandDef } from './brands.ts';
import type { BrandGroup } from './define.ts';

// Descriptions are composed rather than written per brand: sixty hand-written texts would be a wall
// of data, and composing keeps them free of made-up facts (dates, factories) about real companies.

const GROUP_PHRASES: Readonly<Record<BrandGroup, string>> = {
  dairy: 'شیر، ماست، پنیر و فراورده‌های لبنی',
  rice: 'برنج ایرانی و خارجی',
  grains: 'حبوبات، غلات و قند و شکر',
  pasta: 'ماکارونی، اسپاگتی و رشته',
  oil: 'روغن‌های خوراکی',
  pantry: 'کنسرو، رب، سس و غذای آماده',
  spices: 'ادویه، زعفران و چاشنی‌ها',
  nuts: 'آجیل و خشکبار',
  drinks: 'آب معدنی، آبمیوه و نوشیدنی‌های خنک',
  tea: 'چای، دمنوش و قهوه',
  snacks: 'چیپس، پفک و تنقلات شور',
  sweets: 'شکلات، بیسکویت و کیک',
  protein: 'مرغ، گوشت و فراورده‌های پروتئینی',
  produce: 'میوه و سبزی تازه',
  bakery: 'نان و شیرینی',
  breakfast: 'عسل، مربا و اقلام صبحانه',
  laundry: 'شوینده‌های لباس',
  cleaning: 'مایع ظرفشویی و پاک‌کننده‌های خانگی',
  personal: 'محصولات بهداشت شخصی',
  paper: 'دستمال کاغذی و محصولات سلولزی',
  baby: 'محصولات کودک و نوزاد',
  home: 'لوازم خانه و آشپزخانه',
};

const QUALITY = [
  'محصولات این برند با کنترل کیفی دقیق در همه مراحل تولید و بسته‌بندی به دست مصرف‌کننده می‌رسند.',
  'تکیه بر مواد اولیه مرغوب و فرایندهای استاندارد، نام این برند را در سبد خرید بسیاری از خانواده‌های ایرانی ماندگار کرده است.',
  'همه محصولات این برند دارای پروانه ساخت و نشان استاندارد ملی ایران هستند.',
  'تنوع در بسته‌بندی و قیمت مناسب، این برند را به انتخابی مطمئن برای خرید روزانه تبدیل کرده است.',
];

const EXTRA = [
  'واحد تحقیق و توسعه این مجموعه به‌طور مداوم سلیقه مشتریان را بررسی می‌کند و بر اساس آن محصولات تازه‌ای به سبد کالاهای خود می‌افزاید.',
  'بسته‌بندی‌ها با اطلاعات کامل تغذیه‌ای، تاریخ تولید و انقضا و راهنمای نگهداری طراحی شده‌اند تا خریدی آگاهانه داشته باشید.',
  'شبکه توزیع گسترده این برند باعث می‌شود محصولاتش همیشه تازه به قفسه‌های فروشگاه برسند و کمتر با کمبود موجودی روبه‌رو شوید.',
  'این مجموعه در سال‌های اخیر با به‌کارگیری بسته‌بندی‌های قابل بازیافت و کاهش مصرف انرژی در خطوط تولید، گام‌هایی برای حفظ محیط زیست برداشته است.',
  'پاسخ‌گویی به نظرات مشتریان و پیگیری شکایت‌ها از طریق سامانه ارتباط با مشتری، بخشی از تعهد این برند به کیفیت است.',
];

const SHOP_NOTE =
  'در فروشگاه ما می‌توانید همه محصولات موجود این برند را با ارسال سریع در تهران خریداری کنید.';

function joinPersian(parts: readonly string[]): string {
  if (parts.length <= 1) return parts[0] ?? '';
  return `${parts.slice(0, -1).join('، ')} و ${parts[parts.length - 1]}`;
}

/**
 * Every third brand gets a long text (well over 400 characters) so the brand page's
 * "more/less" toggle has something to fold; the rest stay short.
 */
export function describeBrand(def: BrandDef, index: number): string {
  const intro = `${def.name} از برندهای شناخته‌شده ایرانی در زمینه ${joinPersian(def.groups.map((g) => GROUP_PHRASES[g]))} است.`;
  const quality = QUALITY[index % QUALITY.length] ?? '';
  if (index % 3 !== 0) return `${intro} ${quality}`;
  const extras = [0, 1, 2].map((k) => EXTRA[(index + k) % EXTRA.length] ?? '');
  return [intro, quality, ...extras, SHOP_NOTE].join(' ');
}
