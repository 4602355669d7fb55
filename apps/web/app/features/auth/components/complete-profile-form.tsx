import { zodResolver } from '@hookform/resolvers/zod';
import { CompleteProfileRequestSchema, type User } from '@shop/domain/identity/schemas';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../../shared/api/client.ts';
import { browserApi } from '../../../shared/api/browser-client.ts';
import { notify } from '../../../shared/ui/notify.ts';
import { SubmitButton } from '../../../shared/ui/submit-button.tsx';
import { faAccount } from '../../../shared/i18n/fa-account.ts';
import { paths } from '../../../shared/paths.ts';
import { completeProfile } from '../api/complete-profile.ts';
import { PersonFields } from './person-fields.tsx';
import { fieldServerMessages, failureMessage, firstServerMessage } from '../server-errors.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';

type Field = 'first_name' | 'last_name' | 'national_no';
const fields: readonly Field[] = ['first_name', 'last_name', 'national_no'];

type Props = {
  user: User;
  /** Where to go once saved; read at that moment (it may consume a one-time flag). */
  destination: () => string;
};

/**
 * The registration form of /register and /register/user-info: first name, last name and national
 * code (POST /profile/complete; register_status 3 becomes 4). Names refuse Latin letter keys and
 * ask for a Persian keyboard; the national code's check digit is verified by the shared schema.
 */
export function CompleteProfileForm({ user, destination }: Props) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const setUser = useSessionStore((state) => state.setUser);
  const form = useForm({
    resolver: zodResolver(CompleteProfileRequestSchema),
    defaultValues: {
      first_name: user.first_name ?? '',
      last_name: user.last_name ?? '',
      national_no: user.national_no ?? '',
    },
  });
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      setUser(await completeProfile(browserApi, values));
      notify('success', faAccount.register.saved);
      void navigate(destination(), { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        // The session ended meanwhile (the store is already a guest's): sign in again, then back here.
        notify('error', firstServerMessage(error) ?? faAccount.auth.genericError);
        void navigate(paths.login(`${pathname}${search}`), { replace: true });
        return;
      }
      const messages = fieldServerMessages(error);
      const known = fields.filter((field) => messages[field]);
      for (const field of known) form.setError(field, { message: messages[field] });
      if (known.length === 0) notify('error', failureMessage(error, 'profile'));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <PersonFields form={form} autoFocus />
      <SubmitButton isBusy={isSubmitting}>{faAccount.register.submit}</SubmitButton>
    </form>
  );
}
