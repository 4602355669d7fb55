import type { User } from '@shop/domain/identity/schemas';
import { useState } from 'react';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { notify } from '../../../shared/ui/notify.ts';
import { placeFieldMessages, useProfileFailure } from './use-profile-failure.ts';
import { useReturnToProfile } from './use-return-to-profile.ts';

/**
 * The save of the profile's forms (edit, change or set the password; checkout-and-account.md §2):
 * the customer the API answers becomes the session's, the spec's toast, then /profile after 0.8 s,
 * and the button stays off once saved (`isSaved`). A refusal's messages go under the form's own
 * fields (`setError`), the rest as toasts, and a lost session leads to sign-in (useProfileFailure).
 */
export function useProfileSave<Field extends string>(options: {
  fields: readonly Field[];
  setError: (field: Field, message: string) => void;
  /** The toast once saved. */
  saved: string;
}): { isSaved: boolean; save: (request: () => Promise<User>) => Promise<void> } {
  const { fields, setError, saved } = options;
  const setUser = useSessionStore((state) => state.setUser);
  const reportFailure = useProfileFailure();
  const returnToProfile = useReturnToProfile();
  const [isSaved, setSaved] = useState(false);
  const save = async (request: () => Promise<User>) => {
    try {
      setUser(await request());
      setSaved(true);
      notify('success', saved);
      returnToProfile();
    } catch (error) {
      placeFieldMessages<Field>(reportFailure(error), fields, setError);
    }
  };
  return { isSaved, save };
}
