import type { BrandGroup } from './define.ts';

export type BrandDef = {
  name: string;
  /** A Latin key for file names: image URLs stay ASCII whatever the brand is called. */
  key: string;
  /** Label band and wordmark colour. */
  colour: string;
  groups: readonly BrandGroup[];
};

const brand = (name: string, key: string, colour: string, ...groups: BrandGroup[]): BrandDef => ({
  name,
  key,
  colour,
  groups,
});

// Sixty brands in the style of an Iranian supermarket shelf. Every group has at least three brands,
// so each leaf shows some choice; brands in several groups make the brand pages fuller.
export const brandDefs: readonly BrandDef[] = [
  brand('میهن', 'mihan', '#1d4ed8', 'dairy'),
  brand('کاله', 'kalleh', '#dc2626', 'dairy', 'protein', 'breakfast'),
  brand('پگاه', 'pegah', '#0369a1', 'dairy'),
  brand('دامداران', 'damdaran', '#15803d', 'dairy'),
  brand('رامک', 'ramak', '#b91c1c', 'dairy'),
  brand('هراز', 'haraz', '#0f766e', 'dairy'),
  brand('محسن', 'mohsen', '#9a3412', 'rice', 'tea'),
  brand('گلستان', 'golestan', '#166534', 'rice', 'tea', 'grains'),
  brand('خوشبین', 'khoshbin', '#a16207', 'rice', 'grains'),
  brand('شاهسوند', 'shahsavand', '#7c2d12', 'rice', 'grains'),
  brand('تک‌ماکارون', 'tak-macaron', '#c2410c', 'pasta'),
  brand('زر ماکارون', 'zar-macaron', '#b45309', 'pasta', 'bakery'),
  brand('تبرک', 'tabarrok', '#be123c', 'spices', 'pasta', 'pantry'),
  brand('لادن', 'ladan', '#ca8a04', 'oil'),
  brand('فامیلا', 'famila', '#0e7490', 'oil', 'paper'),
  brand('بهار', 'bahar', '#65a30d', 'oil', 'grains'),
  brand('طبیعت', 'tabiat', '#15803d', 'pantry', 'breakfast'),
  brand('بهروز', 'behrouz', '#9f1239', 'pantry', 'breakfast'),
  brand('مهرام', 'mahram', '#b91c1c', 'pantry', 'breakfast'),
  brand('یک و یک', 'yek-o-yek', '#4d7c0f', 'pantry'),
  brand('تحفه', 'tohfeh', '#1e3a8a', 'pantry', 'protein'),
  brand('بیژن', 'bijan', '#92400e', 'spices', 'pantry'),
  brand('کامبیز', 'kambiz', '#7f1d1d', 'spices', 'nuts'),
  brand('سحرخیز', 'saharkhiz', '#c2410c', 'spices', 'tea'),
  brand('روژین', 'rozhin', '#6d28d9', 'nuts', 'tea'),
  brand('تواضع', 'tavazo', '#854d0e', 'nuts'),
  brand('سن‌ایچ', 'sunich', '#ea580c', 'drinks'),
  brand('تکدانه', 'takdaneh', '#059669', 'drinks'),
  brand('زمزم', 'zamzam', '#1d4ed8', 'drinks'),
  brand('دماوند', 'damavand', '#0284c7', 'drinks'),
  brand('ساندیس', 'sandis', '#e11d48', 'drinks'),
  brand('دبش', 'dabsh', '#14532d', 'tea'),
  brand('مولتی‌کافه', 'multicafe', '#78350f', 'tea'),
  brand('چی‌توز', 'cheetoz', '#f97316', 'snacks'),
  brand('مزمز', 'mazmaz', '#dc2626', 'snacks'),
  brand('لینا', 'lina', '#7e22ce', 'snacks', 'sweets'),
  brand('شیرین‌عسل', 'shirin-asal', '#be185d', 'sweets', 'snacks', 'breakfast', 'bakery'),
  brand('فرمند', 'farmand', '#6b21a8', 'sweets'),
  brand('آیدین', 'aidin', '#c026d3', 'sweets'),
  brand('نادری', 'naderi', '#9d174d', 'sweets', 'bakery'),
  brand('گرجی', 'gorji', '#b45309', 'sweets', 'bakery'),
  brand('سیمرغ', 'simorgh', '#b91c1c', 'protein'),
  brand('تلاونگ', 'telavang', '#d97706', 'protein'),
  brand('زیاران', 'ziaran', '#991b1b', 'protein'),
  brand('آندره', 'andre', '#7f1d1d', 'protein'),
  brand('گوشتیران', 'gooshtiran', '#9f1239', 'protein'),
  brand('تازه‌چین', 'tazehchin', '#16a34a', 'produce', 'bakery'),
  brand('باغ‌سبز', 'bagh-e-sabz', '#15803d', 'produce'),
  brand('سبزینه', 'sabzineh', '#4d7c0f', 'produce'),
  brand('گلرنگ', 'golrang', '#c026d3', 'laundry', 'cleaning', 'personal'),
  brand('اکتیو', 'active', '#2563eb', 'laundry', 'cleaning', 'personal'),
  brand('سافتلن', 'softlan', '#db2777', 'laundry', 'cleaning'),
  brand('پاکشوما', 'pakshoma', '#0891b2', 'laundry', 'cleaning'),
  brand('سیو', 'siv', '#0d9488', 'personal', 'baby'),
  brand('فیروز', 'firooz', '#0ea5e9', 'baby', 'personal'),
  brand('مای‌بیبی', 'my-baby', '#ec4899', 'baby', 'paper'),
  brand('پنبه‌ریز', 'panbeh-riz', '#0284c7', 'paper', 'baby'),
  brand('پارس‌پلاستیک', 'pars-plastic', '#0f766e', 'home'),
  brand('آشپزباشی', 'ashpazbashi', '#b45309', 'home'),
  brand('پارس‌شهاب', 'pars-shahab', '#4338ca', 'home'),
];
