import { useState } from 'react';
import { faRewards } from '../../../shared/i18n/fa-rewards.ts';
import { CopyIcon, ShareIcon } from '../../../shared/ui/icons.tsx';
import { LazyDialog as Dialog } from '../../../shared/ui/lazy-dialog.tsx';
import { notify } from '../../../shared/ui/notify.ts';
import { readableUrl } from '../../../shared/ui/share-links.ts';
import { useCopyToClipboard } from '../../../shared/ui/use-copy-to-clipboard.ts';
import { inviteLinks } from '../invite.ts';

const t = faRewards.referral;
const appLink =
  'flex flex-1 items-center justify-center rounded-xl px-4 py-2.5 text-center text-sm font-semibold';

/**
 * The share dialog (spec §2 "Referral"): the invite link to copy, and the two messaging apps Iranians
 * use most, each with the link and a line saying what the friend gets.
 */
export function InviteButton({ origin, introduceCode }: { origin: string; introduceCode: string }) {
  const [isOpen, setOpen] = useState(false);
  const links = inviteLinks(origin, introduceCode);
  const { copy } = useCopyToClipboard();
  async function copyLink() {
    const isCopied = await copy(links.url);
    notify(isCopied ? 'success' : 'error', isCopied ? t.linkCopied : t.copyFailed);
  }
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        className="flex w-full items-center justify-center gap-2 rounded-xl bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700 sm:w-auto"
      >
        <ShareIcon className="size-5" />
        {t.share}
      </button>
      <Dialog open={isOpen} onOpenChange={setOpen} title={t.dialogTitle} width="28rem">
        <p className="mb-4 text-sm text-muted">{t.dialogDescription}</p>
        <label className="mb-1.5 block text-sm text-muted" htmlFor="invite-url">
          {t.link}
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <input
            id="invite-url"
            readOnly
            value={readableUrl(links.url)}
            dir="ltr"
            onFocus={(event) => event.currentTarget.select()}
            className="min-w-0 flex-1 rounded-xl border border-black/10 bg-surface px-3 py-2.5 text-start text-sm"
          />
          <button
            type="button"
            onClick={() => void copyLink()}
            className="flex shrink-0 items-center justify-center gap-1.5 rounded-xl bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
          >
            <CopyIcon className="size-5" />
            {t.copyLink}
          </button>
        </div>
        <div className="mt-4 flex gap-2">
          <a
            href={links.telegram}
            target="_blank"
            rel="noopener noreferrer"
            className={`${appLink} bg-[#1a7bb5] text-white`}
          >
            {t.telegram}
          </a>
          <a
            href={links.whatsApp}
            target="_blank"
            rel="noopener noreferrer"
            className={`${appLink} bg-[#25d366] text-[#073b1c]`}
          >
            {t.whatsapp}
          </a>
        </div>
      </Dialog>
    </>
  );
}
