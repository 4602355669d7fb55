import { CopyIcon } from '../../../shared/ui/icons.tsx';
import { notify } from '../../../shared/ui/notify.ts';
import { useCopyToClipboard } from '../../../shared/ui/use-copy-to-clipboard.ts';
import { faRewards } from '../../../shared/i18n/fa-rewards.ts';
import { format } from '../../../shared/i18n/fa.ts';

const t = faRewards.coupons;

/** Copies a code and says so in a toast (spec §8 "Copy": «کد تخفیف با موفقیت کپی شد»). */
export function CopyCodeButton({ code }: { code: string }) {
  const { copy } = useCopyToClipboard();
  async function copyCode() {
    const isCopied = await copy(code);
    notify(isCopied ? 'success' : 'error', isCopied ? t.copied : t.copyFailed);
  }
  return (
    <button
      type="button"
      onClick={() => void copyCode()}
      aria-label={format(t.copyCode, { code })}
      className="flex shrink-0 items-center justify-center gap-1.5 rounded-xl border border-brand-600 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
    >
      <CopyIcon className="size-5" />
      {t.copy}
    </button>
  );
}
