/** The font the PNG renderer is given; Persian text is drawn with it and nothing else. */
export const FONT_FAMILY = 'Vazirmatn';

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function svgDocument(width: number, height: number, body: string, defs = ''): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    (defs ? `<defs>${defs}</defs>` : '') +
    body +
    '</svg>'
  );
}

// Vazirmatn's bold Persian letters average a little over half an em; a rough width is enough to keep
// a brand name inside its label without measuring glyphs.
const AVERAGE_ADVANCE_EM = 0.56;

/** The largest font size, up to `max`, at which `text` fits in `width`. */
export function fitFontSize(text: string, width: number, max: number): number {
  const letters = Math.max(1, [...text.replace(/\u200c/g, '')].length);
  return Math.max(10, Math.min(max, Math.floor(width / (letters * AVERAGE_ADVANCE_EM))));
}

export type TextOptions = {
  x: number;
  y: number;
  size: number;
  fill: string;
  weight?: 400 | 700 | 900;
  /** 'middle' centres; 'right' puts the right edge (the start of a Persian line) at x. */
  align?: 'middle' | 'right';
  opacity?: number;
};

/**
 * Persian text. resvg orders the glyphs right to left by itself (Unicode bidi) but ignores the
 * `direction` attribute, so anchors are visual: 'end' pins the right edge, where a Persian line starts.
 */
export function persianText(content: string, o: TextOptions): string {
  const anchor = o.align === 'right' ? 'end' : 'middle';
  const opacity = o.opacity === undefined ? '' : ` fill-opacity="${o.opacity}"`;
  return (
    `<text x="${o.x}" y="${o.y}" font-family="${FONT_FAMILY}" font-size="${o.size}" font-weight="${o.weight ?? 700}"` +
    ` fill="${o.fill}"${opacity} text-anchor="${anchor}">${escapeXml(content)}</text>`
  );
}

export function linearGradient(id: string, from: string, to: string, vertical = true): string {
  const end = vertical ? 'x2="0" y2="1"' : 'x2="1" y2="0"';
  return `<linearGradient id="${id}" x1="0" y1="0" ${end}><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

export function radialGradient(id: string, inner: string, outer: string): string {
  return `<radialGradient id="${id}" cx="0.5" cy="0.42" r="0.65"><stop offset="0" stop-color="${inner}"/><stop offset="1" stop-color="${outer}"/></radialGradient>`;
}
