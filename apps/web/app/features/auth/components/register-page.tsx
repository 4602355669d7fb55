import type { User } from '@shop/domain/identity/schemas';
import { faAccount } from '../../../shared/i18n/fa-account.ts';
import { AuthCard } from './auth-card.tsx';
import { CompleteProfileForm } from './complete-profile-form.tsx';
import { StepHeader } from './step-header.tsx';

/** /register and /register/user-info: the profile completion form in the sign-in frame. */
export function RegisterPage({ user, destination }: { user: User; destination: () => string }) {
  return (
    <AuthCard>
      <StepHeader title={faAccount.register.heading} hint={faAccount.register.intro} />
      <CompleteProfileForm user={user} destination={destination} />
    </AuthCard>
  );
}
