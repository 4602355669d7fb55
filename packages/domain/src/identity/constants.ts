/**
 * The numbers of sign-in and registration (storefront.md §4, §5, §9; issue 5), in one place for
 * the API and the web. Free of zod, so the web's first script can import it cheaply.
 */

/** A customer's register_status: 1 has an address, 3 profile incomplete, 4 signup completed. */
export const registerStatus = { withAddress: 1, incomplete: 3, complete: 4 } as const;
export type RegisterStatus = (typeof registerStatus)[keyof typeof registerStatus];

/**
 * Whether a customer may write the server's basket (storefront.md §4, §6): one who has not completed
 * registration (status 3) keeps the basket in the browser. The API refuses the write, the web keeps
 * the basket local: one rule for both.
 */
export function mayWriteServerBasket(status: number): boolean {
  return status !== registerStatus.incomplete;
}

/** Statuses that sign in with a password (check-register: 1 or 4); any other gets a code. */
export function signsInWithPassword(status: number): boolean {
  return status === registerStatus.withAddress || status === registerStatus.complete;
}

/** One-time codes: 4 digits, valid 2 minutes, resend after the 2-minute countdown, 5 wrong tries. */
export const oneTimeCode = {
  length: 4,
  ttlSeconds: 120,
  resendSeconds: 120,
  maxWrongTries: 5,
} as const;

/** "Longer than 5 characters" (checkout-and-account.md §9); the upper bound keeps hashing cheap. */
export const passwordLength = { min: 6, max: 128 } as const;

/** Persian names: a first or last name of 2 to 40 characters. */
export const nameLength = { min: 2, max: 40 } as const;

/** How long a session lasts without signing in again. */
export const sessionDays = 30;

/**
 * Abuse limits (a real SMS bill and customers' accounts are at stake): at most `max` events per key
 * in a fixed window of `windowSeconds`. Counted in the shared cache, so they hold across replicas.
 * "Address" means the client's IPv4 address or its IPv6 /64. Iranian mobile carriers put many
 * customers behind one IPv4 address, so per-address allowances are several customers' worth.
 * docs/security.md lists them with the threat each one answers.
 */
export const rateLimits = {
  /** Codes sent to one mobile number. */
  codeSendPerMobile: { max: 3, windowSeconds: 600 },
  /** Codes asked for from one address, whatever the numbers. */
  codeSendPerIp: { max: 20, windowSeconds: 600 },
  /** Codes tried for one number: its 3 codes × 5 tries. */
  codeVerifyPerMobile: { max: 15, windowSeconds: 600 },
  /** Codes tried from one address, whatever the numbers. */
  codeVerifyPerIp: { max: 60, windowSeconds: 600 },
  /** "Is this number a customer?" lookups from one address (check-register): a scraper's list. */
  lookupPerIp: { max: 30, windowSeconds: 600 },
  /** Failed password logins for one number from one address: the guesser's own lock. */
  passwordFailPerMobileAndIp: { max: 5, windowSeconds: 900 },
  /** Failed password logins for one number from anywhere: the backstop against many addresses. */
  passwordFailPerMobile: { max: 50, windowSeconds: 3600 },
  /** Failed password logins from one address, whatever the numbers. */
  passwordFailPerIp: { max: 30, windowSeconds: 900 },
  /**
   * Staff passwords (decision 093): a staff account can move money, so its backstop is far lower than
   * a customer's. A stranger who knows a staff number can lock it for an hour at most; the member
   * is told by the owner, and the per-address lock keeps a guesser's own address out sooner.
   */
  staffPasswordFailPerMobileAndIp: { max: 5, windowSeconds: 900 },
  staffPasswordFailPerMobile: { max: 20, windowSeconds: 3600 },
  staffPasswordFailPerIp: { max: 20, windowSeconds: 900 },
} as const;
export type RateLimitName = keyof typeof rateLimits;

/** The web's button locks (storefront.md §9): login 1000–2500 ms, mobile submit 8000 ms. */
export const submitLocks = { loginMinMs: 1000, loginMaxMs: 2500, mobileMs: 8000 } as const;

/** Gender codes of the profile (checkout-and-account.md): 1 unspecified, 2 male, 3 female. */
export const genders = [1, 2, 3] as const;
export type Gender = (typeof genders)[number];
/** 1 is what a customer has until they choose: shown, disabled, never chosen anew (decision 056). */
export const genderUnspecified = 1;
/** The genders the profile's edit takes: 2 male, 3 female. */
export const choosableGenders = [2, 3] as const;
