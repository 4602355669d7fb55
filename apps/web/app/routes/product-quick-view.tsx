// Placeholder while the storefront issue (#4) builds this screen; see docs/decisions.md.
import { ErrorPage } from '../components/error-page.tsx';

export default function Placeholder() {
  return <ErrorPage notFound />;
}
