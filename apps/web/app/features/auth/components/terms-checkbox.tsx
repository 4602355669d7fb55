import { Link } from 'react-router';
import { faAccount } from '../../../shared/i18n/fa-account.ts';
import { paths } from '../../../shared/paths.ts';

/** "I have read and accept the terms", the terms opening in a new tab so the steps are kept. */
export function TermsCheckbox({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-2.5 text-sm leading-6">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-4 shrink-0 accent-brand-600"
      />
      <span>
        <Link to={paths.terms()} target="_blank" className="font-medium text-brand-600 hover:underline">
          {faAccount.auth.termsLink}
        </Link>{' '}
        {faAccount.auth.termsAfter}
      </span>
    </label>
  );
}
