import { toPersianDigits } from '@shop/domain/persian-digits';

/** A mobile number shown to people: Persian digits, kept left to right inside Persian text. */
export function MobileNumber({ mobile }: { mobile: string }) {
  return (
    <bdi dir="ltr" className="font-semibold text-ink">
      {toPersianDigits(mobile)}
    </bdi>
  );
}
