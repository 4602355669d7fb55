import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../shared/paths.ts';
import { notify } from '../../../shared/ui/notify.ts';
import { profileFailure } from '../profile-failure.ts';

/**
 * Acts on a failed write of the profile's pages (profile-failure.ts): a toast, and the way to sign-in
 * or to registration when that is what it asks. Answers a 422's messages by field for the form to
 * place (empty otherwise).
 */
export function useProfileFailure(): (error: unknown) => Record<string, string> {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return useCallback(
    (error: unknown) => {
      const failure = profileFailure(error);
      if (failure.kind === 'fields') return failure.fields;
      notify('error', failure.message);
      if (failure.kind === 'sign-in') void navigate(paths.login(`${pathname}${search}`), { replace: true });
      if (failure.kind === 'register') void navigate(paths.register(paths.profile()), { replace: true });
      return {};
    },
    [navigate, pathname, search],
  );
}

/** Puts each field message under the form's own field; a message for a field it lacks is a toast. */
export function placeFieldMessages<Field extends string>(
  messages: Record<string, string>,
  fields: readonly Field[],
  setError: (field: Field, message: string) => void,
): void {
  for (const [field, message] of Object.entries(messages)) {
    if ((fields as readonly string[]).includes(field)) setError(field as Field, message);
    else notify('error', message);
  }
}
