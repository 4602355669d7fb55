import type { Color } from '@shop/domain/catalogue/schemas';

/** The catalogue's name for "no colour": such a product shows no swatch (the spec). */
export const NO_COLOR_NAME = 'بدون رنگ';

/** Whether a colour is worth showing: it has a name, and the name is not «بدون رنگ». */
export function isColorShown(color: Color | null | undefined): color is Color {
  if (!color) return false;
  const name = color.name.trim().replace(/\s+/g, ' ');
  return name !== '' && name !== NO_COLOR_NAME;
}
