import { useEffect, useState } from 'react';
import { toPersianDigits } from '@shop/domain/persian-digits';
import { faHome } from '../../../../i18n/fa-home.ts';

const daySeconds = 24 * 60 * 60;

/**
 * The special-sale countdown. The first render uses the server's clock (so hydration matches),
 * then it ticks each second. Under one day it also shows a bar of the day that is left; when
 * the time is up it reads "end of special sale".
 */
export function Countdown({ endsAt, serverNow }: { endsAt: number; serverNow: number }) {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    const tick = () => setNow(Math.floor(Date.now() / 1000));
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, []);

  const left = Math.max(0, endsAt - now);
  if (left === 0)
    return (
      <span className="rounded-full bg-white/20 px-3 py-1 text-sm font-bold">{faHome.specialSaleEnded}</span>
    );
  const pad = (value: number) => toPersianDigits(String(value).padStart(2, '0'));
  const days = Math.floor(left / daySeconds);
  const hours = Math.floor((left % daySeconds) / 3600);
  const minutes = Math.floor((left % 3600) / 60);
  const seconds = left % 60;
  return (
    <div className="flex items-center gap-2 text-sm" role="timer" aria-label={faHome.endsIn}>
      <bdi dir="ltr" className="rounded-lg bg-white/20 px-2 py-1 font-bold tabular-nums">
        {days > 0 ? `${toPersianDigits(days)} : ` : ''}
        {pad(hours)} : {pad(minutes)} : {pad(seconds)}
      </bdi>
      {left < daySeconds ? (
        <span className="h-1.5 w-20 overflow-hidden rounded-full bg-white/30" aria-hidden="true">
          <span
            className="block h-full rounded-full bg-white"
            style={{ width: `${(left / daySeconds) * 100}%` }}
          />
        </span>
      ) : null}
    </div>
  );
}
