import { createContext } from 'react-router';

/**
 * True when the page is a public one drawn for everyone although the request carried a session
 * (decision 071): the host (apps/api/src/web-host) kept the cookie from the render, so the page says
 * nothing of the customer and the browser asks who is signed in once it runs. Read from the server
 * build's entry module, like the other context keys (STACK-NOTES trap 4).
 */
export const sessionWithheldContext = createContext<boolean>(false);
