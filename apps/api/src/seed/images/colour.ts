// Tints and shades are derived from one brand or category colour, so every picture of a brand
// shares its palette without a hand-picked table per brand.

function parse(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function format([r, g, b]: readonly number[]): string {
  return `#${[r, g, b]
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c ?? 0)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Mixes `hex` with `other`; amount 0 keeps hex, 1 gives other. */
export function mix(hex: string, other: string, amount: number): string {
  const a = parse(hex);
  const b = parse(other);
  return format(a.map((c, i) => c + ((b[i] ?? 0) - c) * amount));
}

export const lighten = (hex: string, amount: number): string => mix(hex, '#ffffff', amount);
export const darken = (hex: string, amount: number): string => mix(hex, '#000000', amount);

/** Rotates the hue by `degrees`, for a gallery variant that is recognisably the same brand. */
export function rotateHue(hex: string, degrees: number): string {
  const [r, g, b] = parse(hex).map((c) => c / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return hex;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  let h = max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  h = (((h * 60 + degrees) % 360) + 360) % 360;
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const channel = (t0: number) => {
    const t = (t0 + 1) % 1;
    if (t < 1 / 6) return p + (q - p) * 6 * t;
    if (t < 1 / 2) return q;
    if (t < 2 / 3) return p + (q - p) * (2 / 3 - t) * 6;
    return p;
  };
  const hk = h / 360;
  return format([channel(hk + 1 / 3), channel(hk), channel(hk - 1 / 3)].map((c) => c * 255));
}
