/** The content module's codes. */
export const contentErrorCodes = {
  HOME_ROW_NOT_FOUND: 404,
  NOTICE_NOT_FOUND: 404,
  PAGE_NOT_FOUND: 404,
  LANDING_NOT_FOUND: 404,
} as const;
