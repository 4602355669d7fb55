import { Link } from 'react-router';
import type { NoticeBanner } from '@shop/domain/content/schemas';
import { faNotice } from '../i18n/fa-notice.ts';
import { CloseIcon } from '../ui/icons.tsx';

/**
 * The sticky notice: a bar fixed above the phone's bottom bar (at the window's foot from 1024 px).
 * Fixed, so its arrival after the page has settled moves nothing on the page. Loaded with sticky-notice.tsx.
 */
export function NoticeBar({ notice, onClose }: { notice: NoticeBanner; onClose: () => void }) {
  // A path stays in the app; an address elsewhere opens as a plain link.
  const text = <span className="line-clamp-2">{notice.name}</span>;
  return (
    <aside
      aria-label={faNotice.region}
      data-sticky-notice
      className="fixed inset-x-0 bottom-[calc(4rem+env(safe-area-inset-bottom))] z-30 flex items-center gap-2 bg-ink px-3 py-2 text-sm text-white shadow-lg lg:bottom-0"
    >
      {notice.link === null ? (
        <p className="flex-1">{text}</p>
      ) : notice.link.startsWith('/') ? (
        <Link to={notice.link} className="flex-1 hover:underline">
          {text}
        </Link>
      ) : (
        <a href={notice.link} className="flex-1 hover:underline">
          {text}
        </a>
      )}
      <button
        type="button"
        onClick={onClose}
        aria-label={faNotice.close}
        title={faNotice.close}
        className="shrink-0 rounded-lg p-1.5 hover:bg-white/15"
      >
        <CloseIcon className="size-5" />
      </button>
    </aside>
  );
}
