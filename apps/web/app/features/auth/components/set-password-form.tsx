import { zodResolver } from '@hookform/resolvers/zod';
import { FirstPasswordFormSchema, type User } from '@shop/domain/identity/schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { browserApi } from '../../../shared/api/browser-client.ts';
import { faAccount } from '../../../shared/i18n/fa-account.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { notify } from '../../../shared/ui/notify.ts';
import { SubmitButton } from '../../../shared/ui/submit-button.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { setFirstPassword } from '../api/set-first-password.ts';
import { placeFieldMessages, useProfileFailure } from '../hooks/use-profile-failure.ts';
import { useReturnToProfile } from '../hooks/use-return-to-profile.ts';
import { PasswordField } from './password-field.tsx';

const fields = ['email', 'password', 'password_confirmation'] as const;
type Field = (typeof fields)[number];

/**
 * /profile/change-password for a customer who has no password yet (they registered by a code): the
 * registration step that makes the first one (`POST /profile/signup`, decision 056), with the e-mail.
 * From then on the sign-in page asks this number for its password, with a code as the other way.
 */
export function SetPasswordForm({ user }: { user: User }) {
  const setUser = useSessionStore((state) => state.setUser);
  const reportFailure = useProfileFailure();
  const returnToProfile = useReturnToProfile();
  const [isSaved, setSaved] = useState(false);
  const form = useForm({
    resolver: zodResolver(FirstPasswordFormSchema),
    defaultValues: { email: user.email ?? '', password: '', password_confirmation: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async () => {
    try {
      // The raw values: the schema's e-mail transform is the server's to apply.
      setUser(await setFirstPassword(browserApi, form.getValues()));
      setSaved(true);
      notify('success', faAccount.setPassword.saved);
      returnToProfile();
    } catch (error) {
      placeFieldMessages<Field>(reportFailure(error), fields, (field, message) =>
        form.setError(field, { message }),
      );
    }
  });

  return (
    // Posts: a press before the script has loaded must never put a password in the address bar.
    <form method="post" onSubmit={submit} noValidate className="space-y-5">
      <p className="text-sm leading-7 text-muted">{faAccount.setPassword.intro}</p>
      <TextField
        label={faAccount.profileEdit.email}
        hint={faAccount.profileEdit.emailHint}
        error={errors.email?.message}
        isLtr
        type="email"
        autoComplete="email"
        {...form.register('email')}
      />
      <PasswordField
        label={faAccount.setPassword.password}
        error={errors.password?.message}
        hint={faAccount.changePassword.hint}
        autoComplete="new-password"
        {...form.register('password')}
      />
      <PasswordField
        label={faAccount.setPassword.confirmation}
        error={errors.password_confirmation?.message}
        autoComplete="new-password"
        {...form.register('password_confirmation')}
      />
      <SubmitButton isBusy={isSubmitting} disabled={isSaved}>
        {faAccount.setPassword.submit}
      </SubmitButton>
    </form>
  );
}
