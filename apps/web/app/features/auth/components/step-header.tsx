import { ArrowStartIcon } from '../../../shared/ui/icons-lazy.tsx';
import { faAccount } from '../../../shared/i18n/fa-account.ts';

/** A step's title, with the back arrow (to the mobile entry) on every step after the first. */
export function StepHeader({ title, hint, onBack }: { title: string; hint?: string; onBack?: () => void }) {
  return (
    <header className="mb-6 space-y-2">
      <div className="flex items-center gap-2">
        {onBack ? (
          <button
            type="button"
            onClick={onBack}
            aria-label={faAccount.auth.back}
            className="-ms-2 rounded-lg p-2 text-muted hover:bg-surface hover:text-ink"
          >
            <ArrowStartIcon />
          </button>
        ) : null}
        <h1 className="text-xl font-bold">{title}</h1>
      </div>
      {hint ? <p className="text-sm leading-7 text-muted">{hint}</p> : null}
    </header>
  );
}
