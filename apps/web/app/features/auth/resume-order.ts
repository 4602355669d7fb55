/**
 * The resume-after-register flag (storefront.md §2, §4 step 7): checkout sets it when it sends a
 * customer with an incomplete profile to register, so finishing registration (or landing on the
 * home page) goes on to /checkout. Session storage; effects and handlers only.
 */
const storageKey = 'shop:resume-order';

export function markResumeOrder(): void {
  try {
    sessionStorage.setItem(storageKey, '1');
  } catch {
    // Without storage the customer finds the basket again by hand.
  }
}

/** Reads and clears the flag: it sends the customer on once, not on every later visit home. */
export function takeResumeOrder(): boolean {
  try {
    const isSet = sessionStorage.getItem(storageKey) === '1';
    sessionStorage.removeItem(storageKey);
    return isSet;
  } catch {
    return false;
  }
}
