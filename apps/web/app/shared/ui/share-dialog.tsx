import { Suspense, useState } from 'react';
import { lazyWhenOnline } from '../connection.ts';
import { faProduct } from '../i18n/fa-product.ts';
import { ShareIcon } from './icons.tsx';
import { LazyDialog as Dialog } from './lazy-dialog.tsx';

// The modal's body (links, copying, the referral code) is fetched when the button is pressed, beside
// the dialog's own chunk, not with the product or bundle page (issue 22).
const loadShareSheet = () => import('./share-sheet.tsx');
const ShareSheet = lazyWhenOnline(() => loadShareSheet().then((module) => ({ default: module.ShareSheet })));

/** The spec's share modal: the button, and the modal once pressed (share-sheet.tsx). */
export function ShareButton({ link, title }: { link: string; title: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          void loadShareSheet();
          setOpen(true);
        }}
        aria-haspopup="dialog"
        className="flex min-h-11 items-center gap-1.5 rounded-xl border border-black/10 px-3 text-sm font-medium hover:bg-surface"
      >
        <ShareIcon className="size-5" />
        {faProduct.share.button}
      </button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={faProduct.share.title}
        description={faProduct.share.description}
        width="28rem"
      >
        {/* The body's height (link, status line, the two apps) while its chunk arrives. */}
        <Suspense fallback={<div className="min-h-40" />}>
          <ShareSheet link={link} title={title} />
        </Suspense>
      </Dialog>
    </>
  );
}
