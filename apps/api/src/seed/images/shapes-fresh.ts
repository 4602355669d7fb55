import { gloss, labelText, sticker, type ShapeDrawer, type ShapeStyle } from './shape-style.ts';

// Fresh food and loose household items. Produce carries the brand on a small sticker, the way
// packed fruit in Tehran supermarkets does, rather than on a printed label.

const loaf: ShapeDrawer = (s) =>
  `<path d="M110,440 C110,270 200,196 300,196 C400,196 490,270 490,440 Q490,486 450,486 H150 Q110,486 110,440 Z" fill="${s.body}"/>` +
  `<path d="M440,300 C470,340 490,390 490,440 Q490,486 450,486 H420 Q462,480 462,430 C462,380 456,340 440,300 Z" fill="${s.shade}" fill-opacity="0.45"/>` +
  `<path d="M200,290 q40,22 30,80 M290,256 q40,26 30,96 M380,282 q36,22 26,84" fill="none" stroke="#ffffff" stroke-opacity="0.45" stroke-width="14" stroke-linecap="round"/>` +
  `<rect x="150" y="404" width="300" height="82" fill="${s.label}"/>` +
  `<rect x="150" y="404" width="300" height="8" fill="${s.accent}"/>` +
  labelText(s, 300, 448, 240, 50);

const fruit: ShapeDrawer = (s) => {
  const one = (cx: number, cy: number, r: number) =>
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${s.body}"/>` +
    `<path d="M${cx + r * 0.2},${cy - r * 0.98} A${r},${r} 0 0 1 ${cx + r * 0.2},${cy + r * 0.98} A${r * 1.1},${r * 1.1} 0 0 0 ${cx + r * 0.2},${cy - r * 0.98} Z" fill="${s.shade}" fill-opacity="0.45"/>` +
    (s.gloss
      ? `<ellipse cx="${cx - r * 0.4}" cy="${cy - r * 0.35}" rx="${r * 0.18}" ry="${r * 0.3}" fill="#ffffff" fill-opacity="0.4"/>`
      : '');
  return (
    one(210, 410, 100) +
    one(390, 410, 100) +
    one(300, 300, 112) +
    `<path d="M300,192 q6,-40 26,-60" fill="none" stroke="${s.shade}" stroke-width="10" stroke-linecap="round"/>` +
    `<path d="M318,150 q50,-40 96,-12 q-44,40 -96,12 z" fill="${s.accent}"/>` +
    sticker(s, 300, 330)
  );
};

const vegetable: ShapeDrawer = (s) =>
  `<g transform="rotate(-32 340 360)">` +
  `<rect x="200" y="300" width="300" height="110" rx="55" fill="${s.accent}"/>` +
  `<path d="M230,330 h240 M226,380 h244" stroke="#ffffff" stroke-opacity="0.3" stroke-width="10" stroke-linecap="round"/>` +
  `</g>` +
  `<circle cx="240" cy="400" r="118" fill="${s.body}"/>` +
  `<path d="M300,300 A118,118 0 0 1 300,500 A130,130 0 0 0 300,300 Z" fill="${s.shade}" fill-opacity="0.4"/>` +
  `<path d="M240,292 l18,-30 l4,34 l34,-8 l-26,24 l28,22 l-36,-4 l-14,30 l-10,-32 l-34,6 l26,-24 l-26,-22 l34,2 z" fill="${s.label}"/>` +
  (s.gloss ? `<ellipse cx="196" cy="356" rx="20" ry="34" fill="#ffffff" fill-opacity="0.4"/>` : '') +
  `<ellipse cx="246" cy="430" rx="70" ry="28" fill="${s.label}"/>` +
  labelText(s, 246, 430, 110, 32);

const roll: ShapeDrawer = (s) =>
  `<rect x="190" y="210" width="220" height="300" fill="${s.body}"/>` +
  `<ellipse cx="300" cy="510" rx="110" ry="30" fill="${s.body}"/>` +
  `<rect x="370" y="210" width="40" height="300" fill="${s.shade}" fill-opacity="0.3"/>` +
  `<path d="M190,290 Q300,320 410,290 V430 Q300,460 190,430 Z" fill="${s.label}"/>` +
  `<ellipse cx="300" cy="210" rx="110" ry="30" fill="${s.accent}"/>` +
  `<ellipse cx="300" cy="210" rx="38" ry="11" fill="${s.shade}"/>` +
  labelText(s, 300, 372, 190, 56) +
  gloss(s, 206, 230, 14, 270);

/** A foam tray under cling film with `food` lying in it, and the brand's label on the front. */
const trayOf = (s: ShapeStyle, food: string) =>
  food +
  `<rect x="110" y="350" width="380" height="28" rx="12" fill="${s.accent}"/>` +
  `<path d="M122,372 L478,372 L450,476 Q444,494 424,494 L176,494 Q156,494 150,476 Z" fill="${s.accent}"/>` +
  `<path d="M122,372 L478,372 L472,392 L128,392 Z" fill="${s.shade}" fill-opacity="0.35"/>` +
  `<path d="M150,300 L250,240 M400,260 L470,330" stroke="#ffffff" stroke-opacity="0.6" stroke-width="6" stroke-linecap="round"/>` +
  `<rect x="310" y="404" width="150" height="70" rx="10" fill="${s.label}"/>` +
  labelText(s, 385, 439, 124, 38);

/** A cut of meat, marbled with fat, in its tray. */
const tray: ShapeDrawer = (s) =>
  trayOf(
    s,
    `<path d="M176,372 C160,300 236,244 320,250 C410,256 452,300 432,372 Z" fill="${s.body}"/>` +
      `<path d="M236,300 q40,-20 90,6 M270,336 q50,-18 110,10" fill="none" stroke="#ffffff" stroke-opacity="0.55" stroke-width="10" stroke-linecap="round"/>`,
  );

/** A whole fish lying in the tray: silver back, paler belly, tail and eye. */
const fishTray: ShapeDrawer = (s) =>
  trayOf(
    s,
    `<path d="M140,330 C190,250 330,236 420,300 L480,258 Q470,312 488,366 L420,330 C330,384 200,380 140,330 Z" fill="${s.body}"/>` +
      `<path d="M150,338 C220,372 330,372 410,334 C330,352 220,352 150,338 Z" fill="#f1f5f9" fill-opacity="0.8"/>` +
      `<path d="M250,300 q20,-30 60,-36 M300,316 q30,-10 70,-4" fill="none" stroke="#ffffff" stroke-opacity="0.5" stroke-width="6" stroke-linecap="round"/>` +
      `<path d="M214,284 q14,24 0,62" fill="none" stroke="${s.shade}" stroke-opacity="0.6" stroke-width="5" stroke-linecap="round"/>` +
      `<circle cx="178" cy="306" r="9" fill="#0f172a"/><circle cx="181" cy="303" r="3" fill="#ffffff"/>`,
  );

const eggs: ShapeDrawer = (s) => {
  const egg = (cx: number, cy: number, scale: number, fill: string) =>
    `<ellipse cx="${cx}" cy="${cy}" rx="${44 * scale}" ry="${56 * scale}" fill="${fill}"/>` +
    (s.gloss
      ? `<ellipse cx="${cx - 14 * scale}" cy="${cy - 20 * scale}" rx="${9 * scale}" ry="${16 * scale}" fill="#ffffff" fill-opacity="0.5"/>`
      : '');
  return (
    `<path d="M120,300 h360 l-20,60 h-320 z" fill="${s.shade}"/>` +
    egg(210, 290, 0.86, s.accent) +
    egg(300, 284, 0.86, s.accent) +
    egg(390, 290, 0.86, s.accent) +
    egg(180, 340, 1, s.accent) +
    egg(300, 334, 1, s.accent) +
    egg(420, 340, 1, s.accent) +
    `<path d="M112,360 h376 l-26,136 h-324 z" fill="${s.body}"/>` +
    `<path d="M112,360 h376 l-4,20 h-368 z" fill="${s.shade}" fill-opacity="0.5"/>` +
    `<rect x="196" y="400" width="208" height="70" rx="12" fill="${s.label}"/>` +
    labelText(s, 300, 435, 180, 44)
  );
};

/** A vertical sawtooth going down `height`, pointing outwards by `side` (−1 left, 1 right). */
function crimp(height: number, side: 1 | -1): string {
  let d = '';
  for (let i = 0; i < 7; i++) d += ` l${-8 * side},${(height - 22) / 14} l${8 * side},${(height - 22) / 14}`;
  return d;
}

const bar: ShapeDrawer = (s) =>
  `<g transform="rotate(-8 300 340)">` +
  `<rect x="126" y="250" width="348" height="176" rx="10" fill="${s.body}"/>` +
  `<path d="M132,250 H104 l-8,11 ${crimp(176, -1)} l8,11 H132 Z" fill="${s.shade}"/>` +
  `<path d="M468,250 H496 l8,11 ${crimp(176, 1)} l-8,11 H468 Z" fill="${s.shade}"/>` +
  `<rect x="196" y="250" width="208" height="176" fill="${s.label}"/>` +
  `<rect x="196" y="408" width="208" height="18" fill="${s.accent}"/>` +
  labelText(s, 300, 332, 180, 56) +
  (s.gloss
    ? `<rect x="140" y="264" width="320" height="14" rx="7" fill="#ffffff" fill-opacity="0.35"/>`
    : '') +
  `</g>`;

const bulb: ShapeDrawer = (s) => {
  let threads = '';
  for (let y = 420; y <= 466; y += 14)
    threads += `<rect x="252" y="${y}" width="96" height="6" rx="3" fill="${s.shade}"/>`;
  return (
    `<path d="M300,96 v-30 M180,150 l-24,-22 M420,150 l24,-22 M140,260 h-32 M460,260 h32" stroke="${s.label}" stroke-width="12" stroke-linecap="round"/>` +
    `<circle cx="300" cy="250" r="126" fill="${s.body}"/>` +
    `<path d="M236,350 Q250,380 256,404 H344 Q350,380 364,350 Z" fill="${s.body}"/>` +
    `<path d="M262,300 q20,-50 38,0 q18,-50 38,0" fill="none" stroke="${s.label}" stroke-width="8" stroke-linecap="round"/>` +
    `<path d="M276,300 L286,404 M324,300 L314,404" stroke="${s.shade}" stroke-width="5"/>` +
    `<rect x="246" y="400" width="108" height="80" rx="10" fill="${s.accent}"/>` +
    threads +
    `<path d="M272,480 h56 l-12,24 h-32 z" fill="${s.shade}"/>` +
    (s.gloss
      ? `<ellipse cx="238" cy="200" rx="24" ry="44" transform="rotate(30 238 200)" fill="#ffffff" fill-opacity="0.6"/>`
      : '') +
    (s.text
      ? `<rect x="190" y="508" width="220" height="56" rx="28" fill="${s.label}"/>` +
        labelText(s, 300, 536, 180, 36)
      : '')
  );
};

export const freshShapes = { loaf, fruit, vegetable, roll, tray, eggs, bar, bulb } as const;

/** Drawings for one fresh item rather than a whole kind (fresh-looks.ts). */
export const freshItemShapes = { fishTray } as const;
