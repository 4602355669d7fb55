/**
 * One toast for the sign-in flow's failures: a new failure replaces the last instead of stacking
 * (the spec's "no duplicates"), e.g. five wrong codes show one toast, not five.
 */
export const authErrorToast = 'auth-error';
