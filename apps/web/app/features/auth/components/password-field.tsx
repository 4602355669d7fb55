import { useState, type ComponentProps } from 'react';
import { EyeIcon } from '../../../shared/ui/icons.tsx';
import { EyeOffIcon } from '../../../shared/ui/icons-lazy.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { faAccount } from '../../../shared/i18n/fa-account.ts';

/** A password box with a show/hide button at its end. */
export function PasswordField(props: Omit<ComponentProps<typeof TextField>, 'type' | 'end'>) {
  const [isShown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      type={isShown ? 'text' : 'password'}
      isLtr
      end={
        <button
          type="button"
          onClick={() => setShown((shown) => !shown)}
          aria-label={isShown ? faAccount.auth.hidePassword : faAccount.auth.showPassword}
          aria-pressed={isShown}
          className="-my-1 grid size-11 place-items-center rounded-lg text-muted hover:bg-surface hover:text-ink"
        >
          {isShown ? <EyeOffIcon className="size-5" /> : <EyeIcon className="size-5" />}
        </button>
      }
    />
  );
}
