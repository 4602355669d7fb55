import { Outlet } from 'react-router';
import type { Route } from './+types/paper';
import { requireUser } from '../../features/auth/api/require-user.ts';

/**
 * An order's papers (/invoices/{id}, /receipts/{id}; decision 59): guarded like the account area (a
 * visitor goes to /login and comes back), without the shop's header, footer and bars, which a printed
 * invoice must not carry and a customer checking one does not need. Each paper's toolbar brings the
 * logo, as wide as the paper; nothing of it is printed.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireUser(context, request);
  return null;
}

export default function PaperLayout() {
  return (
    <main id="main" className="mx-auto w-full max-w-screen-2xl flex-1 px-3 py-4 sm:px-5 print:p-0">
      <Outlet />
    </main>
  );
}
