import { zodResolver } from '@hookform/resolvers/zod';
import { ChangePasswordRequestSchema } from '@shop/domain/identity/schemas';
import { useForm } from 'react-hook-form';
import { browserApi } from '../../../shared/api/browser-client.ts';
import { faAccount } from '../../../shared/i18n/fa-account.ts';
import { SubmitButton } from '../../../shared/ui/submit-button.tsx';
import { changePassword } from '../api/change-password.ts';
import { useProfileSave } from '../hooks/use-profile-save.ts';
import { PasswordField } from './password-field.tsx';

const fields = ['old_password', 'password', 'password_confirmation'] as const;

/**
 * /profile/change-password (checkout-and-account.md §2): the current password, the new one twice and
 * the spec's hint. The API keeps this session and signs every other one out; a wrong current password
 * is its 422 on `old_password`. A customer who never made a password (signed up by code) has no old
 * one to give: the route shows them set-password-form.tsx instead.
 */
export function ChangePasswordForm() {
  const form = useForm({
    resolver: zodResolver(ChangePasswordRequestSchema),
    defaultValues: { old_password: '', password: '', password_confirmation: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const { isSaved, save } = useProfileSave({
    fields,
    setError: (field, message) => form.setError(field, { message }),
    saved: faAccount.changePassword.saved,
  });
  const submit = form.handleSubmit((values) => save(() => changePassword(browserApi, values)));

  return (
    // Posts: a press before the script has loaded must never put a password in the address bar.
    <form method="post" onSubmit={submit} noValidate className="space-y-5">
      <PasswordField
        label={faAccount.changePassword.oldPassword}
        error={errors.old_password?.message}
        autoComplete="current-password"
        {...form.register('old_password')}
      />
      <PasswordField
        label={faAccount.changePassword.newPassword}
        error={errors.password?.message}
        hint={faAccount.changePassword.hint}
        autoComplete="new-password"
        {...form.register('password')}
      />
      <PasswordField
        label={faAccount.changePassword.confirmation}
        error={errors.password_confirmation?.message}
        autoComplete="new-password"
        {...form.register('password_confirmation')}
      />
      <SubmitButton isBusy={isSubmitting} disabled={isSaved}>
        {faAccount.changePassword.submit}
      </SubmitButton>
    </form>
  );
}
