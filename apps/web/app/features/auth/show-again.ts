import { redirect } from 'react-router';

/**
 * The action of the profile's pages. Their forms call the API from the browser's script and post
 * (`method="post"`) only so that a press before the script has loaded never puts a password or a
 * national code in the address bar; such a post lands here and the page is simply shown again.
 */
export function showAgain({ request }: { request: Request }): Response {
  return redirect(new URL(request.url).pathname, 303);
}
