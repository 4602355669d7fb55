/** Staff sign-in and staff management (issue 47). */
export const staffErrorCodes = {
  // Unknown number, inactive member or wrong password: one answer, no oracle.
  STAFF_SIGN_IN_FAILED: 401,
  STAFF_NOT_FOUND: 404,
  STAFF_MOBILE_TAKEN: 409,
  ROLE_NOT_FOUND: 404,
  ROLE_NAME_TAKEN: 409,
  ROLE_BUILT_IN: 409,
  LAST_OWNER: 409,
} as const;
