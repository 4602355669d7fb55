import { STEM, place, shaded, shine, ellipsePath, leaf, stalk, pile } from './produce-drawing.ts';
import { sticker, type ShapeDrawer } from './shape-style.ts';

// The fruit of fresh-looks.ts, drawn with produce-drawing.ts's parts.

const APPLE =
  'M0,-72 C30,-102 100,-92 100,-12 C100,58 58,100 22,92 C10,89 -10,89 -22,92 C-58,100 -100,58 -100,-12 C-100,-92 -30,-102 0,-72 Z';

const apple: ShapeDrawer = (s) =>
  pile(
    s,
    () =>
      shaded(APPLE, -100, s.body, s.shade) +
      stalk('M0,-70 q2,-28 14,-44') +
      leaf(12, -104, 56, -28, s.accent) +
      shine(s, -52, -32, 15, 26, 20),
  );

/** An orange, or squashed flatter and with a leaf, a tangerine. */
const citrus =
  (squash: number): ShapeDrawer =>
  (s) =>
    pile(s, () => {
      let pores = '';
      for (let i = 0; i < 9; i++) {
        const a = i * 2.4;
        pores += `<circle cx="${(Math.cos(a) * (30 + i * 7)).toFixed(1)}" cy="${(Math.sin(a) * (30 + i * 7) * squash).toFixed(1)}" r="3" fill="${s.shade}" fill-opacity="0.35"/>`;
      }
      return (
        shaded(ellipsePath(100, 100 * squash), -100, s.body, s.shade) +
        pores +
        `<circle cx="0" cy="${-100 * squash + 6}" r="7" fill="${s.accent}"/>` +
        leaf(4, -100 * squash + 4, 50, -20, s.accent) +
        shine(s, -50, -34 * squash, 14, 24, 20)
      );
    });

const pomegranate: ShapeDrawer = (s) =>
  pile(
    s,
    () =>
      shaded(ellipsePath(100, 94), -100, s.body, s.shade) +
      `<path d="M-24,-86 L-32,-128 L-14,-112 L-6,-136 L4,-114 L14,-134 L18,-110 L34,-126 L24,-86 Z" fill="${s.shade}" stroke="${s.shade}" stroke-width="6" stroke-linejoin="round"/>` +
      `<path d="M30,-20 q20,30 6,70" fill="none" stroke="${s.shade}" stroke-opacity="0.35" stroke-width="6" stroke-linecap="round"/>` +
      shine(s, -50, -30, 14, 26, 20),
  );

const PERSIMMON =
  'M0,-80 C72,-84 106,-50 106,6 C106,64 62,94 0,94 C-62,94 -106,64 -106,6 C-106,-50 -72,-84 0,-80 Z';

/** Squarish and orange, under a flat calyx of four broad leaves. */
const persimmon: ShapeDrawer = (s) =>
  pile(
    s,
    () =>
      shaded(PERSIMMON, -106, s.body, s.shade) +
      `<ellipse cx="-34" cy="-80" rx="36" ry="13" transform="rotate(-8 -34 -80)" fill="${s.accent}"/>` +
      `<ellipse cx="34" cy="-80" rx="36" ry="13" transform="rotate(8 34 -80)" fill="${s.accent}"/>` +
      `<ellipse cx="0" cy="-70" rx="20" ry="13" fill="${s.accent}"/>` +
      `<ellipse cx="0" cy="-90" rx="18" ry="9" fill="${s.accent}"/>` +
      `<rect x="-6" y="-104" width="12" height="18" rx="4" fill="${STEM}"/>` +
      shine(s, -56, -20, 14, 26, 20),
  );

const PEAR =
  'M0,-112 C24,-112 32,-82 36,-52 C42,-14 92,8 92,54 C92,94 52,110 0,110 C-52,110 -92,94 -92,54 C-92,8 -42,-14 -36,-52 C-32,-82 -24,-112 0,-112 Z';

const pear: ShapeDrawer = (s) =>
  place(300, 290, 1.1, shaded(PEAR, -92, s.body, s.shade) + stalk('M0,-108 q4,-26 18,-36')) +
  [210, 390]
    .map((x) =>
      place(
        x,
        400,
        1,
        shaded(PEAR, -92, s.body, s.shade) +
          stalk('M0,-108 q4,-26 18,-36') +
          leaf(14, -138, 50, -24, s.accent) +
          shine(s, -44, 30, 14, 28, 20),
      ),
    )
    .join('') +
  sticker(s, 300, 318);

/** Yellow-orange with a red blush and the crease down one side. */
const peach: ShapeDrawer = (s) =>
  pile(
    s,
    () =>
      shaded(ellipsePath(100, 98), -100, s.body, s.shade) +
      `<circle cx="26" cy="-16" r="70" fill="#ef4444" fill-opacity="0.3"/>` +
      `<path d="M-8,-94 C-34,-40 -34,40 -8,94" fill="none" stroke="${s.shade}" stroke-opacity="0.5" stroke-width="6" stroke-linecap="round"/>` +
      leaf(-4, -96, 56, -30, s.accent) +
      shine(s, -54, -34, 14, 24, 20),
  );

const BANANA = 'M-132,-44 C-96,66 84,76 136,-36 L142,-52 C76,22 -72,20 -116,-62 Z';

/** A hand of three yellow crescents joined at a green stalk, brown at the tips. */
const banana: ShapeDrawer = (s) => {
  const one =
    shaded(BANANA, -132, s.body, s.shade) +
    `<path d="M136,-36 L142,-52 L150,-48 L144,-30 Z" fill="${STEM}"/>` +
    `<path d="M-132,-44 L-116,-62 L-142,-76 L-150,-62 Z" fill="${s.accent}"/>`;
  return (
    place(310, 250, 1.25, one, -8) +
    place(300, 330, 1.3, one, -2) +
    place(290, 410, 1.3, one + shine(s, -40, 26, 10, 40, 80), 4) +
    sticker(s, 330, 440)
  );
};

/** One tall fruit: a golden oval criss-crossed into diamonds under a crown of spiky leaves. */
const pineapple: ShapeDrawer = (s) => {
  let crown = '';
  for (const [turn, length] of [
    [-50, 120],
    [50, 120],
    [-28, 160],
    [28, 160],
    [-10, 190],
    [10, 185],
  ] as const)
    crown += `<path d="M-16,0 L0,${-length} L16,0 Z" transform="translate(300 250) rotate(${turn})" fill="${turn < 0 ? s.accent : '#15803d'}"/>`;
  let diamonds = '';
  for (let row = -3; row <= 3; row++)
    for (let col = -2; col <= 2; col++) {
      const x = 300 + col * 40 + (row % 2 ? 20 : 0);
      const y = 390 + row * 34;
      if (((x - 300) / 78) ** 2 + ((y - 390) / 118) ** 2 > 1) continue;
      diamonds += `<path d="M${x - 12},${y} l12,-10 l12,10 l-12,10 z" fill="${s.shade}" fill-opacity="0.5"/>`;
    }
  return (
    crown +
    place(300, 390, 1, shaded(ellipsePath(100, 140), -100, s.body, s.shade)) +
    diamonds +
    shine(s, 240, 340, 14, 40, 10) +
    sticker(s, 300, 470)
  );
};

/** A brown fuzzy kiwi behind one cut in half: bright green with a pale core and a ring of seeds. */
const kiwi: ShapeDrawer = (s) => {
  let fuzz = '';
  for (let i = 0; i < 14; i++) {
    const a = i * 2.2;
    const r = 20 + ((i * 37) % 70);
    fuzz += `<path d="M${(Math.cos(a) * r).toFixed(1)},${(Math.sin(a) * r * 0.8).toFixed(1)} l5,4" stroke="${s.shade}" stroke-opacity="0.6" stroke-width="4" stroke-linecap="round"/>`;
  }
  const whole = shaded(ellipsePath(110, 86), -110, '#9a6b3f', '#5c3d1e') + fuzz;
  let seeds = '';
  for (let i = 0; i < 16; i++) {
    const a = (Math.PI / 8) * i;
    seeds += `<ellipse cx="${(Math.cos(a) * 40).toFixed(1)}" cy="${(Math.sin(a) * 40).toFixed(1)}" rx="6" ry="3" transform="rotate(${(a * 180) / Math.PI} ${(Math.cos(a) * 40).toFixed(1)} ${(Math.sin(a) * 40).toFixed(1)})" fill="#1c1917"/>`;
  }
  const half =
    `<circle r="92" fill="#9a6b3f"/>` +
    `<circle r="82" fill="${s.body}"/>` +
    `<circle r="58" fill="${s.accent}" fill-opacity="0.55"/>` +
    `<ellipse rx="24" ry="18" fill="#f7fee7"/>` +
    seeds;
  return place(370, 320, 1.15, whole, -12) + place(230, 410, 1.15, half) + sticker(s, 400, 300);
};

const MANGO =
  'M-20,-100 C60,-110 112,-40 102,30 C92,96 20,112 -40,96 C-100,80 -106,-10 -82,-60 C-66,-86 -46,-97 -20,-100 Z';

const mango: ShapeDrawer = (s) =>
  pile(
    s,
    () =>
      shaded(MANGO, -104, s.body, s.shade) +
      `<ellipse cx="30" cy="-46" rx="56" ry="44" fill="#ef4444" fill-opacity="0.3"/>` +
      `<ellipse cx="-46" cy="46" rx="44" ry="34" fill="${s.accent}" fill-opacity="0.3"/>` +
      stalk('M-22,-98 q-4,-12 2,-22', '#4d7c0f', 10) +
      shine(s, -52, -30, 14, 24, 20),
  );

/** A hairy brown coconut behind a half showing its white flesh. */
const coconut: ShapeDrawer = (s) => {
  let fibres = '';
  for (let i = 0; i < 16; i++) {
    const a = i * 2.4;
    const r = 24 + ((i * 29) % 64);
    fibres += `<path d="M${(Math.cos(a) * r).toFixed(1)},${(Math.sin(a) * r).toFixed(1)} l${(Math.cos(a + 1) * 18).toFixed(1)},${(Math.sin(a + 1) * 18).toFixed(1)}" stroke="${s.accent}" stroke-opacity="0.55" stroke-width="4" stroke-linecap="round"/>`;
  }
  const whole =
    shaded(ellipsePath(100, 94), -100, s.body, s.shade) +
    fibres +
    `<circle cx="-16" cy="-40" r="8" fill="${s.shade}"/><circle cx="12" cy="-44" r="8" fill="${s.shade}"/><circle cx="-2" cy="-20" r="8" fill="${s.shade}"/>`;
  const half =
    `<ellipse rx="100" ry="92" fill="${s.shade}"/>` +
    `<ellipse rx="84" ry="76" fill="#fffbeb"/>` +
    `<ellipse cx="6" cy="6" rx="56" ry="50" fill="#f5efe0"/>`;
  return place(370, 320, 1.1, whole) + place(230, 420, 0.95, half) + sticker(s, 400, 330);
};

export const fruitShapes = {
  apple,
  orange: citrus(1),
  tangerine: citrus(0.86),
  pomegranate,
  persimmon,
  pear,
  peach,
  banana,
  pineapple,
  kiwi,
  mango,
  coconut,
} as const;
