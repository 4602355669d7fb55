import { tehranDistricts } from '@shop/domain/account/tehran-places';
import { landmark, neighbourhood, square, type GazetteerEntry } from './gazetteer-entry.ts';
import { highways } from './tehran-search-highways.ts';
import { streets } from './tehran-search-streets.ts';

// What the map's search box finds with no network (decision 087): Tehran's squares, main streets,
// boulevards and expressways, landmarks, and neighbourhoods (the districts' list of decision 52 and a
// few more), with approximate points (WGS84) written for this shop from general knowledge of the
// city, checked against each other (a square lies on its streets). A street or expressway is a few
// points along it: the search answers the one nearest the map's centre, as Neshan does. Good enough
// to move the map to the right place for the customer to drag the pin the last few hundred metres.

export type { GazetteerEntry } from './gazetteer-entry.ts';

const squares: GazetteerEntry[] = [
  square('میدان آزادی', 35.6997, 51.3381),
  square('میدان انقلاب اسلامی', 35.7009, 51.3912, 'میدان انقلاب'),
  square('میدان ونک', 35.7575, 51.4098),
  square('میدان تجریش', 35.8046, 51.427),
  square('میدان ولیعصر', 35.7118, 51.4055),
  square('میدان فردوسی', 35.7013, 51.4197),
  square('میدان امام حسین', 35.7018, 51.4453),
  square('میدان امام خمینی', 35.6864, 51.4212, 'میدان توپخانه'),
  square('میدان بهارستان', 35.6919, 51.433),
  square('میدان هفت تیر', 35.7157, 51.4262),
  square('میدان آرژانتین', 35.7365, 51.4195),
  square('میدان محسنی', 35.7605, 51.4345, 'میدان مادر'),
  square('میدان قدس', 35.797, 51.435),
  square('میدان شهدا', 35.6913, 51.4487, 'میدان ژاله'),
  square('میدان خراسان', 35.6742, 51.4485),
  square('میدان شوش', 35.658, 51.425),
  square('میدان راه‌آهن', 35.6625, 51.3985),
  square('میدان محمدیه', 35.6712, 51.418, 'میدان اعدام'),
  square('میدان منیریه', 35.681, 51.404),
  square('میدان حسن‌آباد', 35.6862, 51.4105),
  square('میدان رسالت', 35.739, 51.484),
  square('میدان هروی', 35.7685, 51.4745),
  square('میدان نوبنیاد', 35.79, 51.479),
  square('میدان سپاه', 35.719, 51.452),
  square('میدان توحید', 35.7046, 51.3726),
  square('میدان گلها', 35.7265, 51.383),
  square('میدان کاج', 35.7755, 51.367),
  square('میدان صنعت', 35.7575, 51.3685),
  square('میدان پونک', 35.762, 51.33),
  square('میدان المپیک', 35.764, 51.279),
  square('میدان فلسطین', 35.707, 51.405),
  square('میدان قیام', 35.6795, 51.431),
  square('میدان هفت حوض', 35.7275, 51.5165),
  square('میدان نبوت', 35.7365, 51.504),
  square('میدان دروس', 35.779, 51.456),
  square('میدان حر', 35.695, 51.374),
  square('میدان نیاوران', 35.8135, 51.4705),
  square('میدان شهرری', 35.5935, 51.4365, 'میدان نماز'),
  square('میدان جمهوری', 35.6955, 51.386),
  square('میدان اختیاریه', 35.785, 51.46),
];

const landmarks: GazetteerEntry[] = [
  landmark('برج آزادی', 35.6997, 51.3376),
  landmark('برج میلاد', 35.7448, 51.3753),
  landmark('بازار بزرگ تهران', 35.6744, 51.4208, 'بازار تهران'),
  landmark('دانشگاه تهران', 35.704, 51.395),
  landmark('دانشگاه صنعتی شریف', 35.7036, 51.3514),
  landmark('دانشگاه صنعتی امیرکبیر', 35.704, 51.409, 'پلی تکنیک'),
  landmark('دانشگاه علم و صنعت', 35.7416, 51.5071),
  landmark('دانشگاه شهید بهشتی', 35.8, 51.394),
  landmark('پارک ملت', 35.7745, 51.4135),
  landmark('پارک لاله', 35.712, 51.39),
  landmark('پارک شهر', 35.687, 51.414),
  landmark('پل طبیعت', 35.7539, 51.4207),
  landmark('بوستان آب و آتش', 35.7555, 51.4205),
  landmark('بوستان جمشیدیه', 35.815, 51.458),
  landmark('پارک ساعی', 35.73, 51.409),
  landmark('فرودگاه مهرآباد', 35.6892, 51.3134),
  landmark('پایانه غرب', 35.701, 51.328, 'ترمینال غرب', 'ترمینال آزادی'),
  landmark('پایانه جنوب', 35.642, 51.424, 'ترمینال جنوب'),
  landmark('پایانه شرق', 35.74, 51.538, 'ترمینال شرق'),
  landmark('پایانه بیهقی', 35.737, 51.42, 'ترمینال آرژانتین'),
  landmark('ایستگاه راه‌آهن تهران', 35.659, 51.397),
  landmark('کاخ سعدآباد', 35.821, 51.423),
  landmark('کاخ نیاوران', 35.814, 51.47),
  landmark('کاخ گلستان', 35.6797, 51.4208),
  landmark('موزه ملی ایران', 35.687, 51.415),
  landmark('ورزشگاه آزادی', 35.7254, 51.2753),
  landmark('بیمارستان امام خمینی', 35.709, 51.383),
  landmark('امامزاده صالح', 35.803, 51.427),
  landmark('حرم حضرت عبدالعظیم', 35.5875, 51.435, 'شاه عبدالعظیم'),
  landmark('ایران مال', 35.7572, 51.1925),
  landmark('مرکز خرید پالادیوم', 35.7975, 51.41, 'پالادیوم'),
  landmark('مصلی تهران', 35.7345, 51.427, 'مصلی امام خمینی'),
];

/** Neighbourhoods beyond the districts' list (decision 52), where customers often live. */
const moreNeighbourhoods: GazetteerEntry[] = [
  neighbourhood('فرمانیه', 35.7935, 51.47),
  neighbourhood('کامرانیه', 35.801, 51.462),
  neighbourhood('دارآباد', 35.811, 51.493),
  neighbourhood('جماران', 35.813, 51.465),
  neighbourhood('اوین', 35.796, 51.392),
  neighbourhood('درکه', 35.807, 51.38),
  neighbourhood('چیذر', 35.802, 51.45),
  neighbourhood('دزاشیب', 35.809, 51.442),
  neighbourhood('محمودیه', 35.793, 51.415),
  neighbourhood('ازگل', 35.796, 51.505),
  neighbourhood('آجودانیه', 35.804, 51.484),
  neighbourhood('کن', 35.788, 51.295),
  neighbourhood('کاووسیه', 35.7615, 51.4145),
  neighbourhood('دروس', 35.779, 51.456),
  neighbourhood('دیباجی', 35.765, 51.462),
  neighbourhood('ضرابخانه', 35.775, 51.464),
  neighbourhood('اختیاریه', 35.785, 51.46),
  neighbourhood('سیدخندان', 35.751, 51.444),
  neighbourhood('شهرک محلاتی', 35.7795, 51.502, 'مینی سیتی'),
  neighbourhood('خاک سفید', 35.74, 51.56),
  neighbourhood('بهجت‌آباد', 35.717, 51.411),
  neighbourhood('صادقیه', 35.717, 51.335),
  neighbourhood('آریاشهر', 35.723, 51.331),
  neighbourhood('مهرآباد جنوبی', 35.683, 51.33),
  neighbourhood('مشیریه', 35.622, 51.5),
  neighbourhood('شهرک قدس', 35.756, 51.37),
];

/** Every place the offline search knows: the lists above and the districts' neighbourhoods. */
export const tehranSearchPlaces: readonly GazetteerEntry[] = dedupe([
  ...squares,
  ...streets,
  ...highways,
  ...landmarks,
  ...moreNeighbourhoods,
  ...tehranDistricts.flatMap((district) =>
    district.places.map((place) => neighbourhood(place.name, place.lat, place.lng)),
  ),
]);

/** One entry per name: a square named in the districts' list (میدان انقلاب) is kept as the square. */
function dedupe(entries: GazetteerEntry[]): GazetteerEntry[] {
  const seen = new Set<string>();
  return entries.filter((entry) => {
    const names = [entry.name, ...entry.aliases];
    if (names.some((name) => seen.has(name))) return false;
    for (const name of names) seen.add(name);
    return true;
  });
}
