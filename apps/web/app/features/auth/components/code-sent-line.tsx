import { faAccount } from '../../../shared/i18n/fa-account.ts';
import { MobileNumber } from './mobile-number.tsx';

/** "A 4-digit code was texted to 0912…", with a way back to change the number. */
export function CodeSentLine({ mobile, onEdit }: { mobile: string; onEdit: () => void }) {
  return (
    <p className="mb-5 text-sm leading-7 text-muted">
      {faAccount.auth.codeSentBefore} <MobileNumber mobile={mobile} /> {faAccount.auth.codeSentAfter}{' '}
      <button type="button" onClick={onEdit} className="font-medium text-brand-600 hover:underline">
        {faAccount.auth.editMobile}
      </button>
    </p>
  );
}
