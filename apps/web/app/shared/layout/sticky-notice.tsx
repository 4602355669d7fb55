import { useEffect, useState } from 'react';
import * as content from '@shop/domain/content/endpoints';
import type { NoticeBanner } from '@shop/domain/content/schemas';
import { browserApi } from '../api/browser-client.ts';
import { NoticeBar } from './notice-bar.tsx';

/** The id of the last notice this browser closed: it does not come back, a newer one does. */
const closedKey = 'shop:notice-closed';

function wasClosed(id: number): boolean {
  try {
    return localStorage.getItem(closedKey) === String(id);
  } catch {
    return false;
  }
}

/**
 * The spec's sticky notification banner (`GET home/banners/latest`), asked for once per page load.
 * Loaded on the visitor's first move (engaged-notice.tsx), so it is never part of start-up and the server's
 * pages stay the same for every guest. Closing it remembers it here and tells the shop (`PUT home/banners/{id}`).
 */
export function StickyNotice() {
  const [notice, setNotice] = useState<NoticeBanner | null>(null);
  useEffect(() => {
    browserApi.call(content.latestNotice).then(
      (envelope) => {
        if (envelope.data && !wasClosed(envelope.data.id)) setNotice(envelope.data);
      },
      // Only a notice: a failure shows nothing.
      () => undefined,
    );
  }, []);
  if (!notice) return null;

  const close = () => {
    setNotice(null);
    try {
      localStorage.setItem(closedKey, String(notice.id));
    } catch {
      // Storage refused (private mode): closed for this page only.
    }
    browserApi.call(content.noticeSeen, { params: { id: notice.id } }).catch(() => undefined);
  };
  return <NoticeBar notice={notice} onClose={close} />;
}
