import { labelText, sticker, type ShapeDrawer, type ShapeStyle } from './shape-style.ts';

// One drawing per fruit or vegetable, so a bag of onions is not shown as tomatoes. Each item is
// drawn once around (0, 0), about 100 units in radius, and placed two or three times the way produce
// lies in a crate; the style's body, shade and accent are the item's natural colours (fresh-looks.ts)
// and only the sticker carries the brand.

const STEM = '#78350f';

/** An item drawn around the origin, moved to (x, y), scaled by k and turned by `turn` degrees. */
function place(x: number, y: number, k: number, item: string, turn = 0): string {
  const rotate = turn ? ` rotate(${turn})` : '';
  return `<g transform="translate(${x} ${y})${rotate} scale(${k})">${item}</g>`;
}

/**
 * A flat body with the soft shading of the other fresh shapes: the outline filled in the item's
 * colour, its right side darkened, and the body again squeezed towards its left edge on top, which
 * leaves a crescent of shade on the right whatever the outline.
 */
function shaded(d: string, left: number, fill: string, shade: string): string {
  return (
    `<path d="${d}" fill="${fill}"/>` +
    `<path d="${d}" fill="${shade}" fill-opacity="0.45"/>` +
    `<path d="${d}" fill="${fill}" transform="translate(${left} 0) scale(0.84 1) translate(${-left} 0)"/>`
  );
}

const shine = (s: ShapeStyle, x: number, y: number, rx: number, ry: number, turn = 0) =>
  s.gloss
    ? `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" transform="rotate(${turn} ${x} ${y})" fill="#ffffff" fill-opacity="0.4"/>`
    : '';

const ellipsePath = (rx: number, ry: number) =>
  `M${-rx},0 A${rx},${ry} 0 1 1 ${rx},0 A${rx},${ry} 0 1 1 ${-rx},0 Z`;

/** A star of `points` pointed leaves seen from the side (flattened): a tomato's or an eggplant's calyx. */
function calyx(cx: number, cy: number, points: number, r: number, squash: number, fill: string): string {
  const corners = Array.from({ length: points * 2 }, (_, i) => {
    const radius = i % 2 === 0 ? r : r * 0.32;
    const angle = (Math.PI / points) * i - Math.PI / 2;
    return `${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle) * squash).toFixed(1)}`;
  });
  return `<polygon points="${corners.join(' ')}" fill="${fill}" stroke="${fill}" stroke-width="6" stroke-linejoin="round"/>`;
}

const leaf = (x: number, y: number, length: number, turn: number, fill: string) =>
  `<path d="M0,0 q${length * 0.5},${-length * 0.42} ${length},0 q${-length * 0.5},${length * 0.42} ${-length},0 z" transform="translate(${x} ${y}) rotate(${turn})" fill="${fill}"/>`;

const stalk = (d: string, colour = STEM, width = 9) =>
  `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round"/>`;

/** Three round items, one behind two, with the sticker on the one at the back. */
function pile(s: ShapeStyle, one: (s: ShapeStyle) => string): string {
  const item = one(s);
  return (
    place(300, 300, 1.12, item) + place(210, 410, 1, item) + place(390, 410, 1, item) + sticker(s, 300, 330)
  );
}

// ——— Fruit ———

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

// ——— Vegetables ———

/** Red, round and a little flattened, under a green star of a calyx. */
const tomato: ShapeDrawer = (s) =>
  pile(
    s,
    () =>
      shaded(ellipsePath(100, 90), -100, s.body, s.shade) +
      calyx(0, -84, 5, 44, 0.45, s.accent) +
      stalk('M0,-86 v-18', s.accent, 10) +
      shine(s, -52, -30, 14, 24, 20),
  );

/** Long, dark green and striped, with pale bumps. */
const cucumber: ShapeDrawer = (s) => {
  let bumps = '';
  for (let x = -110; x <= 110; x += 44)
    bumps += `<circle cx="${x}" cy="${x % 88 === 0 ? -14 : 12}" r="4" fill="#ffffff" fill-opacity="0.45"/>`;
  const one =
    shaded(
      'M-150,0 C-150,-42 -110,-40 0,-40 C110,-40 150,-40 150,0 C150,40 110,40 0,40 C-110,40 -150,40 -150,0 Z',
      -150,
      s.body,
      s.shade,
    ) +
    `<path d="M-120,-16 H120 M-124,18 H118" stroke="${s.accent}" stroke-opacity="0.5" stroke-width="8" stroke-linecap="round"/>` +
    bumps +
    `<rect x="142" y="-8" width="22" height="16" rx="6" fill="${s.shade}"/>`;
  return (
    place(310, 250, 1.05, one, -24) +
    place(300, 350, 1.1, one, -24) +
    place(290, 450, 1.1, one, -24) +
    sticker(s, 290, 450)
  );
};

const POTATO =
  'M-96,-20 C-100,-72 -40,-86 10,-80 C72,-76 106,-40 100,10 C96,62 50,82 -6,80 C-60,78 -92,42 -96,-20 Z';

/** A brown oval with darker eyes. */
const potato: ShapeDrawer = (s) =>
  pile(
    s,
    () =>
      shaded(POTATO, -98, s.body, s.shade) +
      [
        [-50, -30],
        [30, -50],
        [56, 20],
        [-20, 40],
        [-66, 26],
      ]
        .map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="9" ry="6" fill="${s.shade}" fill-opacity="0.7"/>`)
        .join('') +
      shine(s, -48, -40, 12, 20, 40),
  );

const ONION =
  'M0,-122 C12,-96 100,-76 100,6 C100,72 56,96 0,96 C-56,96 -100,72 -100,6 C-100,-76 -12,-96 0,-122 Z';

/** A golden-brown bulb tapering to a dry tip, with the lines of its skin and a tuft of roots. */
const onion: ShapeDrawer = (s) =>
  pile(
    s,
    () =>
      shaded(ONION, -100, s.body, s.shade) +
      `<path d="M0,-114 C-58,-62 -64,40 -22,94 M0,-114 C58,-62 64,40 22,94 M0,-114 C-22,-40 -18,40 -2,96" fill="none" stroke="${s.shade}" stroke-opacity="0.55" stroke-width="5" stroke-linecap="round"/>` +
      stalk('M0,-118 q-6,-20 6,-38', s.shade, 8) +
      `<path d="M-16,94 l-10,16 M-6,96 l-3,18 M6,96 l4,17 M16,94 l11,14" stroke="${s.accent}" stroke-width="5" stroke-linecap="round"/>` +
      shine(s, -52, -20, 12, 26, 20),
  );

const EGGPLANT = 'M-118,-26 C-70,-40 10,-72 84,-62 C150,-52 160,44 96,62 C24,82 -66,42 -118,26 Z';

/** Long and glossy purple, its narrow end in a green cap with pointed sepals and a stalk. */
const eggplant: ShapeDrawer = (s) => {
  const one =
    shaded(EGGPLANT, -118, s.body, s.shade) +
    `<path d="M-124,-30 L-70,-44 L-84,-22 L-46,-8 L-84,6 L-70,30 L-124,30 Z" fill="${s.accent}" stroke="${s.accent}" stroke-width="6" stroke-linejoin="round"/>` +
    `<rect x="-164" y="-10" width="46" height="20" rx="8" fill="${s.accent}"/>` +
    shine(s, 40, -36, 10, 40, 82);
  return place(320, 300, 1.15, one, -28) + place(290, 420, 1.15, one, -14) + sticker(s, 330, 430);
};

const PEPPER =
  'M-80,-60 C-96,-100 -40,-110 0,-90 C40,-110 96,-100 80,-60 C102,-20 96,50 70,86 C56,106 30,102 20,90 C10,106 -10,106 -20,90 C-30,102 -56,106 -70,86 C-96,50 -102,-20 -80,-60 Z';

// A pepper's colour is not the brand's: the trio shows the three a greengrocer sells side by side.
const PEPPER_COLOURS = [
  ['#16a34a', '#14532d'],
  ['#dc2626', '#7f1d1d'],
  ['#facc15', '#a16207'],
] as const;

/** Three lobed bell peppers, green, red and yellow, each with a thick green stalk. */
const pepper: ShapeDrawer = (s) => {
  const one = (fill: string, shade: string) =>
    shaded(PEPPER, -98, fill, shade) +
    `<path d="M-26,-84 C-36,-30 -30,40 -20,88 M26,-84 C36,-30 30,40 20,88" fill="none" stroke="${shade}" stroke-opacity="0.35" stroke-width="6" stroke-linecap="round"/>` +
    `<ellipse cx="0" cy="-90" rx="28" ry="11" fill="${s.accent}"/>` +
    stalk('M0,-92 q-4,-28 18,-42', s.accent, 14) +
    shine(s, -54, -40, 12, 26, 20);
  const [[g, gs], [r, rs], [y, ys]] = PEPPER_COLOURS;
  return (
    place(300, 300, 1.08, one(g, gs)) +
    place(205, 410, 1, one(r, rs)) +
    place(395, 410, 1, one(y, ys)) +
    sticker(s, 300, 318)
  );
};

const CARROT = 'M-30,-100 C-32,-20 -14,80 0,132 C14,80 32,-20 30,-100 Q0,-112 -30,-100 Z';

/** Orange cones with ringed skin and a green feathery top, in a bunch. */
const carrot: ShapeDrawer = (s) => {
  const one =
    stalk('M0,-100 q-30,-50 -56,-96 M0,-100 q-4,-60 2,-120 M0,-100 q26,-52 54,-94', s.accent, 10) +
    leaf(-56, -196, 34, -120, s.accent) +
    leaf(2, -220, 34, -90, s.accent) +
    leaf(54, -194, 34, -60, s.accent) +
    shaded(CARROT, -32, s.body, s.shade) +
    `<path d="M-24,-56 h16 M8,-20 h16 M-20,20 h14 M4,60 h10" stroke="${s.shade}" stroke-opacity="0.6" stroke-width="5" stroke-linecap="round"/>` +
    shine(s, -14, -60, 6, 26);
  return (
    place(220, 380, 1.05, one, 30) +
    place(380, 380, 1.05, one, -30) +
    place(300, 390, 1.1, one) +
    sticker(s, 300, 360)
  );
};

// Herb greens in four shades, so the bunch reads as many leaves rather than one green blob.
const HERB_GREENS = ['#14532d', '#15803d', '#16a34a', '#4d7c0f'] as const;

/** A tied bunch of leafy herbs: stems gathered under the brand's band, a mound of leaves above. */
const herbs: ShapeDrawer = (s) => {
  let stems = '';
  const leaves: { reach: number; svg: string }[] = [];
  // Golden-ratio steps spread the leaves evenly over the fan without a hand-placed list.
  for (let i = 0; i < 44; i++) {
    const turn = -58 + 116 * ((i * 0.618) % 1);
    const reach = 70 + 220 * ((i * 0.382 + 0.2) % 1);
    const x = 300 + Math.sin((turn * Math.PI) / 180) * reach;
    const y = 440 - Math.cos((turn * Math.PI) / 180) * reach;
    if (i % 4 === 0)
      stems += `<path d="M300,440 L${x.toFixed(1)},${y.toFixed(1)}" stroke="#4d7c0f" stroke-width="5"/>`;
    const fill = HERB_GREENS[i % 4] ?? s.accent;
    leaves.push({ reach, svg: leaf(x, y, 84 + (i % 3) * 14, turn - 90 + (i % 2 ? 24 : -24), fill) });
  }
  // The outer leaves first, so the inner ones hide the stems as in a real bunch.
  leaves.sort((a, b) => b.reach - a.reach);
  return (
    stems +
    leaves.map((l) => l.svg).join('') +
    `<path d="M288,450 L276,526 M300,450 L300,530 M312,450 L324,526" stroke="#4d7c0f" stroke-width="8" stroke-linecap="round"/>` +
    `<rect x="230" y="426" width="140" height="48" rx="14" fill="${s.label}"/>` +
    labelText(s, 300, 450, 116, 32)
  );
};

export const vegetableShapes = { tomato, cucumber, potato, onion, eggplant, pepper, carrot, herbs } as const;
