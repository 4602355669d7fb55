/**
 * Staff and what they may do (issue 47, decision 093), in one place for the API and the back office.
 * A permission is `resource:action`; a role is a set of permissions. The built-in roles are defined
 * here only: the API writes them into `staff_roles` (never edited there by hand) and checks a staff
 * member's role against the database on every call.
 */

export const permissions = [
  'orders:read',
  'orders:move',
  'payments:read',
  /** Record a bank transfer as paid. */
  'payments:record',
  /** Decide that a customer is owed a refund (Saleor's "grant")... */
  'refunds:grant',
  /** ...and send it: a different hand by default (finance). */
  'refunds:send',
  'wallet:adjust',
  'customers:read',
  'catalogue:write',
  'stock:write',
  'content:write',
  'promotions:write',
  'reviews:moderate',
  'reports:read',
  'audit:read',
  'staff:manage',
] as const;
export type Permission = (typeof permissions)[number];

export function isPermission(value: string): value is Permission {
  return (permissions as readonly string[]).includes(value);
}

/** The roles every shop has, by their stored name. `owner` holds every permission. */
export const builtInRoles = {
  owner: permissions,
  orders: ['orders:read', 'orders:move', 'customers:read', 'payments:read'],
  catalogue: ['catalogue:write', 'stock:write', 'content:write', 'promotions:write'],
  support: ['orders:read', 'customers:read', 'payments:read', 'refunds:grant', 'reviews:moderate'],
  finance: [
    'orders:read',
    'payments:read',
    'payments:record',
    'refunds:send',
    'wallet:adjust',
    'reports:read',
    'audit:read',
  ],
} as const satisfies Record<string, readonly Permission[]>;
export type BuiltInRole = keyof typeof builtInRoles;
export const builtInRoleNames = Object.keys(builtInRoles) as BuiltInRole[];
export const ownerRole = 'owner' satisfies BuiltInRole;

export function isBuiltInRoleName(name: string): name is BuiltInRole {
  return Object.hasOwn(builtInRoles, name);
}

/**
 * Staff sessions are shorter than customers' 30 days (a back-office session can move money): signed
 * out after 30 minutes without a call, and after 12 hours in any case (one working day).
 */
export const staffSession = { idleMinutes: 30, absoluteHours: 12 } as const;

/** A custom role's name: 2 to 40 characters. */
export const roleNameLength = { min: 2, max: 40 } as const;
