/** Sign-in and registration (issue 5). The spec answers a wrong password with 404. */
export const identityErrorCodes = {
  CUSTOMER_NOT_FOUND: 404,
  WRONG_PASSWORD: 404,
  ALREADY_SIGNED_UP: 409,
  SMS_UNAVAILABLE: 503,
  // A customer who has not completed registration (status 3) edits nothing but that (spec §6).
  PROFILE_INCOMPLETE: 403,
} as const;
