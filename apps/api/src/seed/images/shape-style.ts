import { fitFontSize, persianText } from './svg.ts';

/**
 * The colours one silhouette is painted with. Product pictures use a brand's palette; category
 * pictograms paint the same silhouettes in white on a coloured circle, with no text.
 */
export type ShapeStyle = {
  body: string;
  /** The side in shadow, lids' undersides, crimps. */
  shade: string;
  /** The label band: the brand's colour. */
  label: string;
  /** Text on the label. */
  ink: string;
  /** Caps, lids, trays, stickers. */
  accent: string;
  /** The brand name on the label; null draws a plain label. */
  text: string | null;
  /** Whether to add the glossy highlight stripe (off for flat pictograms). */
  gloss: boolean;
};

/** Every silhouette is drawn in a 600×600 frame, centred on x = 300, standing on y ≈ 530. */
export type ShapeDrawer = (s: ShapeStyle) => string;

/**
 * The brand name centred on a label whose centre is (cx, cy); without a name (pictograms, promo art)
 * a small star keeps the label from looking blank.
 */
export function labelText(s: ShapeStyle, cx: number, cy: number, width: number, maxSize: number): string {
  if (!s.text) return star(cx, cy, Math.min(width / 4, maxSize * 0.55), s.ink);
  const size = fitFontSize(s.text, width, maxSize);
  return persianText(s.text, { x: cx, y: Math.round(cy + size * 0.36), size, fill: s.ink, weight: 900 });
}

/** The small oval sticker with the brand name that loose fruit and vegetables carry. */
export function sticker(s: ShapeStyle, cx: number, cy: number): string {
  return `<ellipse cx="${cx}" cy="${cy}" rx="70" ry="30" fill="${s.label}"/>` + labelText(s, cx, cy, 110, 34);
}

function star(cx: number, cy: number, r: number, fill: string): string {
  const points = Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 === 0 ? r : r * 0.45;
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    return `${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`;
  });
  return `<polygon points="${points.join(' ')}" fill="${fill}" fill-opacity="0.9"/>`;
}

export function gloss(s: ShapeStyle, x: number, y: number, width: number, height: number): string {
  if (!s.gloss) return '';
  return `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${width / 2}" fill="#ffffff" fill-opacity="0.35"/>`;
}

/** A zigzag edge, for the crimped seal of a pouch or a wrapper. */
export function zigzag(x: number, y: number, width: number, teeth: number, depth: number): string {
  const step = width / teeth;
  let d = `M${x},${y}`;
  for (let i = 0; i < teeth; i++) d += ` l${step / 2},${-depth} l${step / 2},${depth}`;
  return d;
}
