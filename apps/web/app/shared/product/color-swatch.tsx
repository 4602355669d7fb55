import type { Color } from '@shop/domain/catalogue/schemas';
import { isColorShown } from './color.ts';

/** A circle of the colour with its name; nothing for «بدون رنگ». */
export function ColorSwatch({ color, label }: { color: Color | null; label?: string }) {
  if (!isColorShown(color)) return null;
  return (
    <span className="inline-flex items-center gap-1.5 text-sm">
      {label ? <span className="text-muted">{label}:</span> : null}
      {color.code ? (
        <span
          aria-hidden="true"
          className="size-4 shrink-0 rounded-full border border-black/15"
          style={{ backgroundColor: color.code }}
        />
      ) : null}
      {color.name}
    </span>
  );
}
