/** The reviews module's codes. */
export const reviewErrorCodes = {
  COMMENT_RECORD_NOT_FOUND: 404,
  COMMENT_NOT_FOUND: 404,
} as const;
