import { useEffect } from 'react';
import { redirect, useLocation } from 'react-router';
import type { Route } from './+types/login';
import { currentUserOf } from '../features/auth/api/current-user.ts';
import { rememberBackUrl, sanitizeBackUrl } from '../features/auth/back-url.ts';
import { AuthCard } from '../features/auth/components/auth-card.tsx';
import { LoginFlow } from '../features/auth/components/login-flow.tsx';
import { faAccount } from '../shared/i18n/fa-account.ts';
import { paths } from '../shared/paths.ts';
import { pageMeta, siteOrigin } from '../shared/seo/meta.ts';

/** Someone already signed in has nothing to do here: on to the backUrl, or home. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await currentUserOf(context, request).catch(() => null);
  if (user) {
    const backUrl = sanitizeBackUrl(new URL(request.url).searchParams.get('backUrl'));
    throw redirect(backUrl ?? paths.home());
  }
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta({
    title: faAccount.auth.pageTitle,
    description: faAccount.auth.metaDescription,
    origin: siteOrigin(matches),
    path: paths.login(),
  }),
  { name: 'robots', content: 'noindex,follow' },
];

export default function Login() {
  const { search } = useLocation();
  const backUrl = new URLSearchParams(search).get('backUrl');
  // Kept for after the steps (storefront.md §2); storage is for effects, not rendering.
  useEffect(() => rememberBackUrl(backUrl), [backUrl]);
  return (
    <AuthCard>
      <LoginFlow />
    </AuthCard>
  );
}
