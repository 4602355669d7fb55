import type { Route } from './+types/profile-company';
import { privatePageMeta } from '../features/auth/private-meta.ts';
import { getCompany } from '../features/company/api/company-calls.ts';
import { CompanyPage } from '../features/company/components/company-page.tsx';
import { codeFromQuery } from '../features/company/company-messages.ts';
import { serverApi } from '../shared/api/server-context.ts';
import { faAddresses } from '../shared/i18n/fa-addresses.ts';
import { useAccountUser } from './layouts/account.tsx';

/** The company the customer buys for, and a `?code=` to pre-fill (the account layout required the customer). */
export async function loader({ context, request }: Route.LoaderArgs) {
  return {
    company: await getCompany(serverApi(context)),
    initialCode: codeFromQuery(new URL(request.url).search),
  };
}

export const meta: Route.MetaFunction = () => privatePageMeta(faAddresses.company.pageTitle);

/** /profile/company: the company feature's page. */
export default function ProfileCompany({ loaderData }: Route.ComponentProps) {
  const user = useAccountUser();
  return (
    <CompanyPage
      customerName={[user.first_name, user.last_name].filter(Boolean).join(' ')}
      company={loaderData.company}
      initialCode={loaderData.initialCode}
    />
  );
}
