import type { Route } from './+types/register-user-info';
import { requireUser } from '../features/auth/api/require-user.ts';
import { RegisterPage } from '../features/auth/components/register-page.tsx';
import { privatePageMeta } from '../features/auth/private-meta.ts';
import { faAccount } from '../shared/i18n/fa-account.ts';
import { paths } from '../shared/paths.ts';

export async function loader({ context, request }: Route.LoaderArgs) {
  return { user: await requireUser(context, request) };
}

export const meta: Route.MetaFunction = () => privatePageMeta(faAccount.register.pageTitle);

/** The checkout's registration step: the same form, then on to /checkout (checkout-and-account.md). */
export default function RegisterUserInfo({ loaderData }: Route.ComponentProps) {
  return <RegisterPage user={loaderData.user} destination={paths.checkout} />;
}
