import { place, shaded, shine, ellipsePath, calyx, leaf, stalk, pile } from './produce-drawing.ts';
import { labelText, sticker, type ShapeDrawer } from './shape-style.ts';

// The vegetables and herbs of fresh-looks.ts, drawn with produce-drawing.ts's parts.

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
