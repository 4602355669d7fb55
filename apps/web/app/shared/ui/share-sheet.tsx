import { useRouteLoaderData } from 'react-router';
import { useCurrentUser } from '../session/session-store.ts';
import { fa } from '../i18n/fa.ts';
import { faProduct } from '../i18n/fa-product.ts';
import { CopyIcon } from './icons.tsx';
import { absoluteUrl, readableUrl, telegramShareUrl, whatsAppShareUrl } from './share-links.ts';
import { useCopyToClipboard } from './use-copy-to-clipboard.ts';

/**
 * The share modal's body (share-dialog.tsx): copy the link, or send it by WhatsApp or Telegram, and,
 * for a signed-in customer, their referral code (a visitor has none).
 */
export function ShareSheet({ link, title }: { link: string; title: string }) {
  // The public origin (PUBLIC_URL) from the root loader: the API may send a path.
  const root = useRouteLoaderData<{ origin?: string }>('root');
  const origin = root?.origin ?? '';
  const user = useCurrentUser();
  const url = absoluteUrl(origin, link);
  // The field shows the address as people read it (Persian, not %D8%B3…); copying sends the escaped one.
  const readable = readableUrl(url);
  const { state, copy } = useCopyToClipboard();
  const appLink = 'flex flex-1 items-center justify-center rounded-xl px-4 py-2.5 font-semibold';

  return (
    <>
      <label className="mb-1.5 block text-sm text-muted" htmlFor="share-url">
        {faProduct.share.link}
      </label>
      <div className="flex gap-2">
        <input
          id="share-url"
          readOnly
          value={readable}
          dir="ltr"
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 rounded-xl border border-black/10 bg-surface px-3 py-2.5 text-start text-sm"
        />
        <button
          type="button"
          onClick={() => void copy(url)}
          className="flex shrink-0 items-center gap-1.5 rounded-xl bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
        >
          <CopyIcon className="size-5" />
          {state === 'copied' ? faProduct.share.copied : faProduct.share.copy}
        </button>
      </div>
      <p role="status" className="mt-2 min-h-5 text-sm text-brand-700">
        {state === 'copied' ? faProduct.share.copied : state === 'failed' ? faProduct.share.copyFailed : ''}
      </p>
      <div className="mt-3 flex gap-2">
        <a
          href={whatsAppShareUrl(url, title)}
          target="_blank"
          rel="noopener noreferrer"
          className={`${appLink} bg-[#25d366] text-[#073b1c]`}
        >
          {faProduct.share.whatsapp}
        </a>
        <a
          href={telegramShareUrl(url, title)}
          target="_blank"
          rel="noopener noreferrer"
          className={`${appLink} bg-[#1a7bb5] text-white`}
        >
          {faProduct.share.telegram}
        </a>
      </div>
      {user ? <ReferralCode code={user.introduce_code} /> : null}
    </>
  );
}

/** The customer's own referral code, to pass on with the link. */
function ReferralCode({ code }: { code: string }) {
  const { state, copy } = useCopyToClipboard();
  return (
    <div className="mt-4 flex items-center gap-3 rounded-xl bg-surface px-3 py-2.5 text-sm">
      <span className="text-muted">{fa.referral.code}</span>
      <bdi dir="ltr" className="ms-auto font-mono font-semibold tracking-wider">
        {code}
      </bdi>
      <button
        type="button"
        onClick={() => void copy(code)}
        aria-label={fa.referral.copy}
        title={fa.referral.copy}
        className="rounded-lg p-1.5 text-muted hover:bg-white hover:text-brand-600"
      >
        <CopyIcon className="size-5" />
      </button>
      <span role="status" className="sr-only">
        {state === 'copied' ? fa.referral.copied : state === 'failed' ? faProduct.share.copyFailed : ''}
      </span>
    </div>
  );
}
