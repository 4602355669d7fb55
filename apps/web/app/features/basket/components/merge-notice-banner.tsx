import { faBasket } from '../../../shared/i18n/fa-basket.ts';
import { useMergeNoticeStore } from '../merge-notice-store.ts';

/** What the sign-in's merge could not carry over, on /cart until the customer dismisses it. */
export function MergeNoticeBanner() {
  const lines = useMergeNoticeStore((state) => state.lines);
  const dismiss = useMergeNoticeStore((state) => state.dismiss);
  if (lines.length === 0) return null;
  return (
    <section
      role="status"
      className="flex flex-col gap-2 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm"
    >
      <h2 className="font-bold">{faBasket.mergeTitle}</h2>
      <ul className="list-disc ps-5">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <button
        type="button"
        onClick={dismiss}
        className="self-start font-semibold text-brand-600 hover:underline"
      >
        {faBasket.dismiss}
      </button>
    </section>
  );
}
