import { timeLeft } from '../../../../shared/format/countdown.ts';
import { useTickingClock } from '../../../../shared/format/use-ticking-clock.ts';
import { faHome } from '../../../../shared/i18n/fa-home.ts';

/**
 * The special-sale shelf's countdown. Under one day it also shows a bar of the day that is left;
 * when the time is up it reads "end of special sale".
 */
export function Countdown({ endsAt, serverNow }: { endsAt: number; serverNow: number }) {
  const left = timeLeft(endsAt, useTickingClock(serverNow, endsAt));
  if (!left)
    return (
      <span className="rounded-full bg-white/20 px-3 py-1 text-sm font-bold">{faHome.specialSaleEnded}</span>
    );
  return (
    <div className="flex items-center gap-2 text-sm" role="timer" aria-label={faHome.endsIn}>
      <bdi dir="ltr" className="rounded-lg bg-white/20 px-2 py-1 font-bold tabular-nums">
        {left.days ? `${left.days} : ` : ''}
        {left.clock.replaceAll(':', ' : ')}
      </bdi>
      {left.ofDay < 1 ? (
        <span className="h-1.5 w-20 overflow-hidden rounded-full bg-white/30" aria-hidden="true">
          <span className="block h-full rounded-full bg-white" style={{ width: `${left.ofDay * 100}%` }} />
        </span>
      ) : null}
    </div>
  );
}
