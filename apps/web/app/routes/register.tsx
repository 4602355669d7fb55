import { useLocation } from 'react-router';
import type { Route } from './+types/register';
import { requireUser } from '../features/auth/api/require-user.ts';
import { sanitizeBackUrl } from '../features/auth/back-url.ts';
import { RegisterPage } from '../features/auth/components/register-page.tsx';
import { afterRegistration } from '../features/auth/destinations.ts';
import { privatePageMeta } from '../features/auth/private-meta.ts';
import { takeResumeOrder } from '../features/auth/resume-order.ts';
import { faAccount } from '../shared/i18n/fa-account.ts';

export async function loader({ context, request }: Route.LoaderArgs) {
  return { user: await requireUser(context, request) };
}

export const meta: Route.MetaFunction = () => privatePageMeta(faAccount.register.pageTitle);

/** Profile completion after registering; then the backUrl, a resumed order's checkout, or home. */
export default function Register({ loaderData }: Route.ComponentProps) {
  const { search } = useLocation();
  const backUrl = sanitizeBackUrl(new URLSearchParams(search).get('backUrl'));
  return (
    <RegisterPage user={loaderData.user} destination={() => afterRegistration(backUrl, takeResumeOrder())} />
  );
}
