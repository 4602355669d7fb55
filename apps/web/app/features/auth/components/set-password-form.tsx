import { zodResolver } from '@hookform/resolvers/zod';
import { FirstPasswordFormSchema, type User } from '@shop/domain/identity/schemas';
import { useForm } from 'react-hook-form';
import { browserApi } from '../../../shared/api/browser-client.ts';
import { faAccount } from '../../../shared/i18n/fa-account.ts';
import { SubmitButton } from '../../../shared/ui/submit-button.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { setFirstPassword } from '../api/set-first-password.ts';
import { useProfileSave } from '../hooks/use-profile-save.ts';
import { PasswordField } from './password-field.tsx';

const fields = ['email', 'password', 'password_confirmation'] as const;

/**
 * /profile/change-password for a customer who has no password yet (they registered by a code): the
 * registration step that makes the first one (`POST /profile/signup`, decision 056), with the e-mail.
 * From then on the sign-in page asks this number for its password, with a code as the other way.
 */
export function SetPasswordForm({ user }: { user: User }) {
  const form = useForm({
    resolver: zodResolver(FirstPasswordFormSchema),
    defaultValues: { email: user.email ?? '', password: '', password_confirmation: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const { isSaved, save } = useProfileSave({
    fields,
    setError: (field, message) => form.setError(field, { message }),
    saved: faAccount.setPassword.saved,
  });
  // The raw values: the schema's e-mail transform is the server's to apply.
  const submit = form.handleSubmit(() => save(() => setFirstPassword(browserApi, form.getValues())));

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
