import { Link } from 'react-router';
import type { NoticeBanner } from '@shop/domain/content/schemas';
import { faNotice } from '../i18n/fa-notice.ts';
import { CloseIcon } from '../ui/icons.tsx';
import { useHideOnScrollDown } from './use-hide-on-scroll-down.ts';

/**
 * The sticky notice: a bar fixed above the phone's bottom bar (at the window's foot from 1024 px).
 * Fixed, so its arrival after the page has settled moves nothing on the page. Loaded with sticky-notice.tsx.
 * One line (the link holds the whole text for a screen reader and as its title), and it steps aside
 * with the header while the visitor reads down the page: on a phone the header, this bar and the
 * bottom bar took 27% of the screen and covered buttons and the keyboard's focus (issue 21).
 */
export function NoticeBar({ notice, onClose }: { notice: NoticeBanner; onClose: () => void }) {
  const hidden = useHideOnScrollDown();
  // A path stays in the app; an address elsewhere opens as a plain link.
  const text = <span className="line-clamp-1">{notice.name}</span>;
  return (
    <aside
      aria-label={faNotice.region}
      data-sticky-notice
      data-foot-bar
      data-page-chrome
      // Out of the way and out of the tab order while hidden: visibility flips after the slide.
      className={`fixed inset-x-0 bottom-[calc(4rem+env(safe-area-inset-bottom))] z-20 flex items-center gap-2 bg-ink ps-3 pe-1 text-sm text-white shadow-lg transition-[translate,visibility] duration-200 lg:bottom-0 ${hidden ? 'invisible translate-y-[calc(100%+4rem)]' : ''}`}
    >
      {notice.link === null ? (
        <p className="flex-1" title={notice.name}>
          {text}
        </p>
      ) : notice.link.startsWith('/') ? (
        <Link
          to={notice.link}
          title={notice.name}
          className="flex min-h-11 flex-1 items-center hover:underline"
        >
          {text}
        </Link>
      ) : (
        <a
          href={notice.link}
          title={notice.name}
          className="flex min-h-11 flex-1 items-center hover:underline"
        >
          {text}
        </a>
      )}
      <button
        type="button"
        onClick={onClose}
        aria-label={faNotice.close}
        title={faNotice.close}
        className="grid size-11 shrink-0 place-items-center rounded-lg hover:bg-white/15"
      >
        <CloseIcon className="size-5" />
      </button>
    </aside>
  );
}
