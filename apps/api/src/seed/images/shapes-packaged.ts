import { gloss, labelText, zigzag, type ShapeDrawer } from './shape-style.ts';

// Packaged goods: the containers most supermarket products come in. Flat fills and few shapes keep
// each PNG small; a darker side face and one highlight are enough to read as three-dimensional.

const bottle: ShapeDrawer = (s) =>
  `<rect x="262" y="90" width="76" height="46" rx="9" fill="${s.accent}"/>` +
  `<rect x="262" y="128" width="76" height="10" fill="${s.shade}"/>` +
  `<path d="M270,138 h60 v26 c0,22 70,40 70,96 v236 q0,30 -30,30 h-140 q-30,0 -30,-30 v-236 c0,-56 70,-74 70,-96 z" fill="${s.body}"/>` +
  `<path d="M372,215 c18,14 28,28 28,45 v236 q0,30 -30,30 h-14 q16,-4 16,-30 v-236 c0,-17 -6,-32 -20,-45 z" fill="${s.shade}" fill-opacity="0.45"/>` +
  `<rect x="200" y="300" width="200" height="140" fill="${s.label}"/>` +
  `<rect x="200" y="300" width="200" height="10" fill="${s.accent}" fill-opacity="0.8"/>` +
  labelText(s, 300, 372, 170, 58) +
  gloss(s, 220, 236, 18, 236);

const carton: ShapeDrawer = (s) =>
  `<polygon points="266,152 266,128 336,103 336,127" fill="${s.shade}"/>` +
  `<polygon points="270,150 340,125 420,185 350,210" fill="${s.shade}"/>` +
  `<polygon points="190,210 270,150 350,210" fill="${s.body}"/>` +
  `<rect x="190" y="210" width="160" height="320" fill="${s.body}"/>` +
  `<polygon points="350,210 420,185 420,505 350,530" fill="${s.shade}"/>` +
  `<rect x="190" y="300" width="160" height="140" fill="${s.label}"/>` +
  `<polygon points="350,300 420,275 420,415 350,440" fill="${s.label}"/>` +
  `<polygon points="350,300 420,275 420,415 350,440" fill="#000000" fill-opacity="0.18"/>` +
  `<circle cx="270" cy="250" r="22" fill="${s.accent}"/>` +
  labelText(s, 270, 370, 140, 54) +
  gloss(s, 204, 220, 14, 290);

const jar: ShapeDrawer = (s) => {
  let ridges = '';
  for (let x = 220; x <= 380; x += 16)
    ridges += `<rect x="${x}" y="172" width="4" height="46" fill="${s.shade}" fill-opacity="0.35"/>`;
  return (
    `<rect x="205" y="165" width="190" height="60" rx="10" fill="${s.accent}"/>` +
    ridges +
    `<rect x="215" y="222" width="170" height="20" fill="${s.shade}"/>` +
    `<rect x="185" y="236" width="230" height="292" rx="46" fill="${s.body}"/>` +
    `<rect x="385" y="250" width="30" height="262" rx="15" fill="${s.shade}" fill-opacity="0.35"/>` +
    `<rect x="185" y="305" width="230" height="150" fill="${s.label}"/>` +
    `<rect x="185" y="440" width="230" height="15" fill="${s.accent}" fill-opacity="0.7"/>` +
    labelText(s, 300, 375, 200, 60) +
    gloss(s, 206, 262, 16, 236)
  );
};

const sack: ShapeDrawer = (s) => {
  let grains = '';
  for (const [x, y, r] of [
    [262, 486, 20],
    [292, 478, -15],
    [322, 490, 30],
    [340, 474, -25],
    [276, 470, 10],
  ] as const) {
    grains += `<ellipse cx="${x}" cy="${y}" rx="11" ry="5" transform="rotate(${r} ${x} ${y})" fill="${s.body}"/>`;
  }
  return (
    `<path d="M195,175 C230,160 370,160 405,175 L440,500 C445,525 425,535 400,535 L200,535 C175,535 155,525 160,500 Z" fill="${s.body}"/>` +
    `<path d="M405,175 L440,500 C445,525 425,535 400,535 L385,535 C405,530 415,515 410,490 L380,178 Z" fill="${s.shade}" fill-opacity="0.5"/>` +
    `<path d="M195,175 C230,160 370,160 405,175 L400,208 C360,198 240,198 200,208 Z" fill="${s.shade}"/>` +
    `<path d="M205,222 C250,212 350,212 395,222" fill="none" stroke="${s.accent}" stroke-width="4" stroke-dasharray="12 8"/>` +
    `<rect x="200" y="270" width="200" height="150" rx="22" fill="${s.label}"/>` +
    `<rect x="214" y="284" width="172" height="122" rx="14" fill="none" stroke="${s.accent}" stroke-width="3"/>` +
    labelText(s, 300, 345, 160, 56) +
    `<ellipse cx="300" cy="482" rx="72" ry="30" fill="#fffbeb" fill-opacity="0.9"/>` +
    grains
  );
};

const box: ShapeDrawer = (s) =>
  `<polygon points="180,170 240,140 440,140 380,170" fill="${s.accent}"/>` +
  `<rect x="180" y="170" width="200" height="360" fill="${s.body}"/>` +
  `<polygon points="380,170 440,140 440,500 380,530" fill="${s.shade}"/>` +
  `<rect x="180" y="290" width="200" height="130" fill="${s.label}"/>` +
  `<polygon points="380,290 440,260 440,390 380,420" fill="${s.label}"/>` +
  `<polygon points="380,290 440,260 440,390 380,420" fill="#000000" fill-opacity="0.2"/>` +
  `<circle cx="280" cy="230" r="34" fill="${s.accent}"/>` +
  `<circle cx="280" cy="230" r="20" fill="#ffffff" fill-opacity="0.45"/>` +
  `<rect x="180" y="482" width="200" height="48" fill="${s.label}" fill-opacity="0.55"/>` +
  labelText(s, 280, 355, 180, 58);

const can: ShapeDrawer = (s) =>
  `<rect x="200" y="210" width="200" height="300" fill="${s.body}"/>` +
  `<ellipse cx="300" cy="510" rx="100" ry="22" fill="${s.body}"/>` +
  `<rect x="200" y="262" width="200" height="196" fill="${s.label}"/>` +
  `<rect x="360" y="210" width="40" height="300" fill="#000000" fill-opacity="0.1"/>` +
  `<ellipse cx="300" cy="210" rx="100" ry="22" fill="${s.accent}"/>` +
  `<ellipse cx="300" cy="212" rx="86" ry="16" fill="${s.shade}"/>` +
  `<rect x="280" y="200" width="40" height="12" rx="6" fill="${s.accent}"/>` +
  labelText(s, 300, 360, 170, 56) +
  gloss(s, 218, 226, 16, 268);

const tube: ShapeDrawer = (s) => {
  let crimps = '';
  for (let x = 206; x <= 394; x += 12)
    crimps += `<rect x="${x}" y="124" width="3" height="28" fill="${s.shade}" fill-opacity="0.4"/>`;
  return (
    `<rect x="195" y="118" width="210" height="38" rx="4" fill="${s.accent}"/>` +
    crimps +
    `<path d="M200,154 L400,154 L370,470 L230,470 Z" fill="${s.body}"/>` +
    `<path d="M380,154 L400,154 L370,470 L352,470 Z" fill="${s.shade}" fill-opacity="0.45"/>` +
    `<polygon points="207,230 393,230 379,380 221,380" fill="${s.label}"/>` +
    `<path d="M230,470 L370,470 L350,500 L250,500 Z" fill="${s.shade}"/>` +
    `<rect x="245" y="498" width="110" height="40" rx="8" fill="${s.accent}"/>` +
    labelText(s, 300, 305, 150, 52) +
    gloss(s, 222, 170, 14, 280)
  );
};

const pouch: ShapeDrawer = (s) =>
  `<path d="M205,150 Q300,138 395,150 Q422,340 395,525 Q300,537 205,525 Q178,340 205,150 Z" fill="${s.body}"/>` +
  `<path d="M395,150 Q422,340 395,525 L372,526 Q398,340 372,152 Z" fill="${s.shade}" fill-opacity="0.4"/>` +
  `<path d="${zigzag(205, 134, 190, 12, 10)} V166 H205 Z" fill="${s.shade}"/>` +
  `<path d="${zigzag(205, 512, 190, 12, -10)} V540 H205 Z" fill="${s.shade}"/>` +
  `<polygon points="188,430 412,372 412,418 188,476" fill="${s.accent}" fill-opacity="0.85"/>` +
  `<circle cx="300" cy="320" r="92" fill="${s.label}"/>` +
  `<circle cx="300" cy="320" r="80" fill="none" stroke="#ffffff" stroke-opacity="0.6" stroke-width="3"/>` +
  labelText(s, 300, 320, 140, 50) +
  gloss(s, 218, 190, 14, 290);

const cup: ShapeDrawer = (s) =>
  `<path d="M170,240 L430,240 L395,515 Q300,532 205,515 Z" fill="${s.body}"/>` +
  `<path d="M400,240 L430,240 L395,515 L370,519 Z" fill="${s.shade}" fill-opacity="0.4"/>` +
  `<polygon points="178,300 422,300 406,430 194,430" fill="${s.label}"/>` +
  `<ellipse cx="300" cy="240" rx="138" ry="32" fill="${s.shade}"/>` +
  `<ellipse cx="300" cy="234" rx="130" ry="26" fill="${s.accent}"/>` +
  labelText(s, 300, 365, 200, 60) +
  gloss(s, 196, 262, 14, 220);

const spray: ShapeDrawer = (s) =>
  `<path d="M240,100 h120 l46,30 h-36 v34 h-130 z" fill="${s.accent}"/>` +
  `<rect x="404" y="122" width="18" height="14" rx="3" fill="${s.shade}"/>` +
  `<path d="M262,164 l-34,58 h20 l40,-50 z" fill="${s.shade}"/>` +
  `<rect x="266" y="160" width="68" height="44" fill="${s.shade}"/>` +
  `<path d="M256,200 h88 c0,12 56,30 56,80 v216 q0,30 -30,30 h-140 q-30,0 -30,-30 v-216 c0,-50 56,-68 56,-80 z" fill="${s.body}"/>` +
  `<path d="M372,226 c18,14 28,30 28,54 v216 q0,30 -30,30 h-12 q14,-4 14,-30 v-216 c0,-24 -6,-40 -18,-54 z" fill="${s.shade}" fill-opacity="0.4"/>` +
  `<rect x="200" y="310" width="200" height="140" fill="${s.label}"/>` +
  labelText(s, 300, 380, 170, 56) +
  gloss(s, 220, 250, 16, 230);

export const packagedShapes = { bottle, carton, jar, sack, box, can, tube, pouch, cup, spray } as const;
