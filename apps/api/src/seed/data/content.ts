import type { ImageKind } from './define.ts';

export type BundleDef = {
  name: string;
  key: string;
  colour: string;
  description: string;
  /** Components by leaf category name, with how many of each go in the basket. */
  items: readonly { leaf: string; count: number }[];
  discountPercent: number;
  /** Seasonal baskets end; everyday ones run until an editor stops them. */
  endsInDays: number | null;
  /** One basket is sold out, so the UI's unavailable state has data. */
  soldOut?: boolean;
};

export const bundleDefs: readonly BundleDef[] = [
  {
    name: 'سبد صبحانه',
    key: 'breakfast',
    colour: '#f59e0b',
    description: 'هر آنچه برای یک صبحانه کامل ایرانی لازم دارید: شیر، پنیر، کره، مربا، عسل و نان تازه.',
    items: [
      { leaf: 'شیر پرچرب', count: 2 },
      { leaf: 'پنیر سفید', count: 1 },
      { leaf: 'کره', count: 1 },
      { leaf: 'مربا', count: 1 },
      { leaf: 'عسل', count: 1 },
      { leaf: 'نان حجیم', count: 1 },
    ],
    discountPercent: 12,
    endsInDays: null,
  },
  {
    name: 'سبد شب یلدا',
    key: 'yalda',
    colour: '#be123c',
    description: 'برای بلندترین شب سال: انار و میوه فصل، آجیل شب یلدا، میوه خشک و شیرینی.',
    items: [
      { leaf: 'میوه فصل', count: 2 },
      { leaf: 'آجیل و مغزها', count: 2 },
      { leaf: 'میوه خشک', count: 1 },
      { leaf: 'شیرینی خشک', count: 1 },
    ],
    discountPercent: 15,
    endsInDays: 30,
  },
  {
    name: 'سبد نوروزی',
    key: 'nowruz',
    colour: '#16a34a',
    description: 'پذیرایی دید و بازدید عید با آجیل، شیرینی، شکلات و شربت، یکجا و با تخفیف.',
    items: [
      { leaf: 'آجیل و مغزها', count: 2 },
      { leaf: 'شیرینی خشک', count: 2 },
      { leaf: 'شکلات', count: 2 },
      { leaf: 'شربت', count: 1 },
    ],
    discountPercent: 18,
    endsInDays: 60,
  },
  {
    name: 'بسته شوینده ماهانه',
    key: 'monthly-cleaning',
    colour: '#2563eb',
    description: 'شوینده‌های یک ماه خانه: پودر لباسشویی، مایع ظرفشویی، سفیدکننده، نرم‌کننده و دستمال توالت.',
    items: [
      { leaf: 'پودر لباسشویی', count: 1 },
      { leaf: 'مایع ظرفشویی', count: 2 },
      { leaf: 'سفیدکننده', count: 1 },
      { leaf: 'نرم‌کننده لباس', count: 1 },
      { leaf: 'دستمال توالت', count: 1 },
    ],
    discountPercent: 10,
    endsInDays: null,
  },
  {
    name: 'سبد کالاهای اساسی',
    key: 'staples',
    colour: '#ca8a04',
    description: 'برنج، روغن، شکر، حبوبات و رب؛ پایه آشپزی یک ماه خانواده با قیمتی به‌صرفه.',
    items: [
      { leaf: 'برنج ایرانی', count: 1 },
      { leaf: 'روغن مایع', count: 2 },
      { leaf: 'شکر', count: 1 },
      { leaf: 'عدس و لپه', count: 1 },
      { leaf: 'رب گوجه‌فرنگی', count: 2 },
    ],
    discountPercent: 8,
    endsInDays: null,
  },
  {
    name: 'بسته مادر و کودک',
    key: 'baby',
    colour: '#ec4899',
    description: 'پوشک، دستمال مرطوب، شامپو و لوسیون بچه؛ نیازهای روزانه نوزاد در یک بسته.',
    items: [
      { leaf: 'پوشک', count: 2 },
      { leaf: 'دستمال مرطوب', count: 3 },
      { leaf: 'شامپو بچه', count: 1 },
      { leaf: 'لوسیون و کرم کودک', count: 1 },
    ],
    discountPercent: 10,
    endsInDays: null,
    soldOut: true,
  },
  {
    name: 'سبد پیک‌نیک آخر هفته',
    key: 'picnic',
    colour: '#0d9488',
    description: 'برای گردش جمعه: سوسیس، نان، نوشابه، چیپس، سس و آب معدنی.',
    items: [
      { leaf: 'سوسیس', count: 1 },
      { leaf: 'نان حجیم', count: 1 },
      { leaf: 'نوشابه', count: 4 },
      { leaf: 'چیپس', count: 3 },
      { leaf: 'سس', count: 1 },
      { leaf: 'آب معدنی', count: 2 },
    ],
    discountPercent: 7,
    endsInDays: 14,
  },
  {
    name: 'بسته بهداشت شخصی',
    key: 'personal-care',
    colour: '#7c3aed',
    description: 'شامپو، خمیردندان، مسواک، صابون و شامپو بدن برای همه اعضای خانواده.',
    items: [
      { leaf: 'شامپو', count: 1 },
      { leaf: 'خمیردندان', count: 2 },
      { leaf: 'مسواک', count: 2 },
      { leaf: 'صابون', count: 1 },
      { leaf: 'شامپو بدن', count: 1 },
    ],
    discountPercent: 12,
    endsInDays: null,
  },
  {
    name: 'سبد دورهمی فوتبال',
    key: 'football-night',
    colour: '#db2777',
    description: 'تنقلات یک شب فوتبال با دوستان: چیپس، پفک، نوشابه و ماءالشعیر خنک.',
    items: [
      { leaf: 'چیپس', count: 3 },
      { leaf: 'پفک', count: 3 },
      { leaf: 'نوشابه', count: 4 },
      { leaf: 'ماءالشعیر', count: 4 },
    ],
    discountPercent: 5,
    endsInDays: 10,
  },
  {
    name: 'سبد چای عصرانه',
    key: 'afternoon-tea',
    colour: '#9a3412',
    description: 'چای خوش‌عطر، بیسکویت، کیک، نبات و دمنوش برای عصرهای دلچسب خانوادگی.',
    items: [
      { leaf: 'چای سیاه', count: 1 },
      { leaf: 'بیسکویت', count: 2 },
      { leaf: 'کیک خانگی', count: 1 },
      { leaf: 'قند و نبات', count: 1 },
      { leaf: 'دمنوش گیاهی', count: 1 },
    ],
    discountPercent: 20,
    endsInDays: null,
  },
];

/** Where a slider or banner points; resolved to a site path once ids exist. */
export type PromoTarget =
  | { kind: 'category'; name: string }
  | { kind: 'special-sale' }
  | { kind: 'bundles' }
  | { kind: 'bundle'; key: string }
  | { kind: 'brands' }
  | { kind: 'brand'; key: string };

export type PromoDef = {
  key: string;
  title: string;
  subline: string;
  action: string;
  colour: string;
  kinds: readonly ImageKind[];
  target: PromoTarget;
};

export const sliderDefs: readonly PromoDef[] = [
  {
    key: 'dairy-week',
    title: 'تخفیف‌های ویژه لبنیات',
    subline: 'تا ۲۵٪ تخفیف روی شیر، ماست و پنیر',
    action: 'خرید لبنیات',
    colour: '#0284c7',
    kinds: ['carton', 'cup', 'bottle'],
    target: { kind: 'category', name: 'لبنیات' },
  },
  {
    key: 'amazing-offers',
    title: 'پیشنهاد شگفت‌انگیز',
    subline: 'تخفیف‌های محدود؛ فقط تا چند روز آینده',
    action: 'مشاهده پیشنهادها',
    colour: '#e11d48',
    kinds: ['box', 'pouch', 'jar'],
    target: { kind: 'special-sale' },
  },
  {
    key: 'bundles',
    title: 'سبدهای خرید به‌صرفه',
    subline: 'سبد صبحانه، شوینده ماهانه و کالاهای اساسی با تخفیف',
    action: 'دیدن سبدها',
    colour: '#d97706',
    kinds: ['sack', 'bottle', 'can'],
    target: { kind: 'bundles' },
  },
  {
    key: 'fresh-produce',
    title: 'میوه و سبزی تازه، هر روز',
    subline: 'دست‌چین از میدان میوه و تره‌بار، تحویل همان روز',
    action: 'خرید میوه و سبزی',
    colour: '#16a34a',
    kinds: ['fruit', 'vegetable', 'fruit'],
    target: { kind: 'category', name: 'میوه و سبزی' },
  },
  {
    key: 'clean-home',
    title: 'همه چیز برای شستشو و نظافت',
    subline: 'پودر، مایع و پاک‌کننده از برندهای محبوب',
    action: 'خرید شوینده',
    colour: '#2563eb',
    kinds: ['spray', 'box', 'bottle'],
    target: { kind: 'category', name: 'شوینده و پاک‌کننده' },
  },
  {
    key: 'iranian-brands',
    title: 'برندهای محبوب ایرانی',
    subline: 'بیش از ۶۰ برند معتبر در یک فروشگاه',
    action: 'همه برندها',
    colour: '#7c3aed',
    kinds: ['can', 'jar', 'pouch'],
    target: { kind: 'brands' },
  },
];

export const bannerDefs: readonly PromoDef[] = [
  {
    key: 'staples',
    title: 'کالاهای اساسی با قیمت مناسب',
    subline: 'برنج، روغن و حبوبات برای کل ماه',
    action: 'خرید کنید',
    colour: '#ca8a04',
    kinds: ['sack', 'bottle'],
    target: { kind: 'category', name: 'کالاهای اساسی' },
  },
  {
    key: 'snacks',
    title: 'دنیای تنقلات',
    subline: 'چیپس، پفک، شکلات و بیسکویت',
    action: 'خرید کنید',
    colour: '#db2777',
    kinds: ['pouch', 'bar'],
    target: { kind: 'category', name: 'تنقلات' },
  },
  {
    key: 'baby',
    title: 'همه چیز برای کودک',
    subline: 'پوشک، غذای کودک و محصولات بهداشتی',
    action: 'خرید کنید',
    colour: '#ec4899',
    kinds: ['pouch', 'bottle'],
    target: { kind: 'category', name: 'کودک و نوزاد' },
  },
  {
    key: 'tea',
    title: 'چای و دمنوش',
    subline: 'عطر چای ایرانی در هر فنجان',
    action: 'خرید کنید',
    colour: '#9a3412',
    kinds: ['box', 'jar'],
    target: { kind: 'category', name: 'چای و دمنوش' },
  },
  {
    key: 'nowruz',
    title: 'سبد نوروزی',
    subline: 'پذیرایی عید یکجا و با تخفیف',
    action: 'مشاهده سبد',
    colour: '#16a34a',
    kinds: ['pouch', 'box'],
    target: { kind: 'bundle', key: 'nowruz' },
  },
  {
    key: 'kalleh',
    title: 'محصولات کاله',
    subline: 'لبنیات و فراورده‌های پروتئینی',
    action: 'مشاهده محصولات',
    colour: '#dc2626',
    kinds: ['cup', 'carton'],
    target: { kind: 'brand', key: 'kalleh' },
  },
];

export type CustomShelfRule = 'best-selling' | 'newest' | 'budget' | 'baby';

export const customShelfDefs: readonly {
  title: string;
  color: string;
  textColor: string;
  rule: CustomShelfRule;
}[] = [
  { title: 'پرفروش‌ترین‌های هفته', color: '#fde7ef', textColor: '#9d174d', rule: 'best-selling' },
  { title: 'تازه‌های فروشگاه', color: '#e0f2fe', textColor: '#075985', rule: 'newest' },
  { title: 'خرید اقتصادی خانواده', color: '#ecfccb', textColor: '#3f6212', rule: 'budget' },
  { title: 'ویژه مادر و کودک', color: '#f3e8ff', textColor: '#6b21a8', rule: 'baby' },
];

/** The demo shop's sticky notice under the header (`GET home/banners/latest`). */
export const noticeDef = {
  name: 'ارسال رایگان در تهران برای خریدهای بالای ۵۰۰ هزار تومان؛ سبدهای به‌صرفهٔ این هفته را ببینید',
  link: '/bundles',
} as const;
