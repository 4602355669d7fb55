import { zodResolver } from '@hookform/resolvers/zod';
import { UpdateProfileRequestSchema, type User } from '@shop/domain/identity/schemas';
import { useForm } from 'react-hook-form';
import { browserApi } from '../../../shared/api/browser-client.ts';
import { faAccount } from '../../../shared/i18n/fa-account.ts';
import { SubmitButton } from '../../../shared/ui/submit-button.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { updateProfile } from '../api/update-profile.ts';
import { useProfileSave } from '../hooks/use-profile-save.ts';
import { GenderChoice } from './gender-choice.tsx';
import { PersonFields } from './person-fields.tsx';

const fields = ['first_name', 'last_name', 'national_no', 'email', 'gender'] as const;

/**
 * /profile/edit (checkout-and-account.md §2 "Edit profile"): names, national code, e-mail and gender,
 * checked by the API's own schema. Saved: the spec's toast, then /profile after 0.8 s. The server's
 * 422 messages go under their fields. It posts, so a press before the script has loaded never puts a
 * national code in the address bar.
 */
export function EditProfileForm({ user }: { user: User }) {
  const form = useForm({
    resolver: zodResolver(UpdateProfileRequestSchema),
    defaultValues: {
      first_name: user.first_name ?? '',
      last_name: user.last_name ?? '',
      national_no: user.national_no ?? '',
      email: user.email ?? '',
      gender: String(user.gender),
    },
  });
  const { errors, isSubmitting } = form.formState;
  const { isSaved, save } = useProfileSave({
    fields,
    setError: (field, message) => form.setError(field, { message }),
    saved: faAccount.profileEdit.saved,
  });
  const submit = form.handleSubmit((values) => save(() => updateProfile(browserApi, values)));

  return (
    <form method="post" onSubmit={submit} noValidate className="space-y-5">
      <PersonFields form={form} />
      <TextField
        label={faAccount.profileEdit.email}
        hint={faAccount.profileEdit.emailHint}
        error={errors.email?.message}
        isLtr
        type="email"
        autoComplete="email"
        {...form.register('email')}
      />
      <GenderChoice field={form.register('gender')} error={errors.gender?.message} />
      <SubmitButton isBusy={isSubmitting} disabled={isSaved}>
        {faAccount.profileEdit.submit}
      </SubmitButton>
    </form>
  );
}
