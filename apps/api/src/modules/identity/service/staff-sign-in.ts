import { DomainError } from '@shop/domain/errors';
import type { CodeSentData } from '@shop/domain/identity/schemas';
import { staffSession } from '@shop/domain/identity/staff';
import { toStoredMobile } from '@shop/domain/mobile';
import { recordAudit } from '../../../platform/audit.ts';
import {
  findLiveStaffSession,
  findMemberByMobile,
  insertStaffSession,
  revokeMemberSessions,
  revokeStaffSessionByHash,
  touchStaffSession,
} from '../queries/staff.ts';
import type { Caller } from './context.ts';
import { countCodeSend, countCodeVerify, deliverOneTimeCode, useOneTimeCode } from './one-time-codes.ts';
import { checkPassword } from './passwords.ts';
import { pairSubject } from './rate-limits.ts';
import { hashSessionToken, newSessionToken } from './secrets.ts';
import {
  staffActor,
  toStaffMember,
  type SessionStaff,
  type StaffCaller,
  type StaffContext,
} from './staff-context.ts';
import type { RateLimitName } from '@shop/domain/identity/constants';

const minuteMs = 60_000;
/** How often a used session's last_seen_at is written: idle time is measured to the minute. */
const touchEveryMs = minuteMs;

function failSubjects(stored: string, caller: Caller): [RateLimitName, string][] {
  return [
    ['staffPasswordFailPerIp', caller.network],
    ['staffPasswordFailPerMobileAndIp', pairSubject(stored, caller)],
    ['staffPasswordFailPerMobile', stored],
  ];
}

/**
 * `POST /admin/auth/password`, the first factor. An unknown number, an inactive member and a wrong
 * password cost one argon2 check each and answer the same STAFF_SIGN_IN_FAILED, counted against the
 * staff limits (a lock-out once reached, whatever the password). The right password sends a code
 * bound to the member (a customer's sign-in code never passes for it, nor theirs for a customer's).
 */
export async function staffPasswordStep(
  ctx: StaffContext,
  input: { mobile_no: string; password: string },
  caller: Caller,
): Promise<CodeSentData> {
  const stored = toStoredMobile(input.mobile_no);
  const subjects = failSubjects(stored, caller);
  for (const [name, subject] of subjects) await ctx.limits.assertOpen(name, subject);
  const member = await findMemberByMobile(ctx.db, stored);
  const matches = await checkPassword(member?.passwordHash ?? null, input.password);
  if (!member || !matches || !member.active) {
    for (const [name, subject] of subjects) await ctx.limits.countFailure(name, subject);
    throw new DomainError('STAFF_SIGN_IN_FAILED');
  }
  await ctx.limits.clear('staffPasswordFailPerMobileAndIp', pairSubject(stored, caller));
  await countCodeSend(ctx, input.mobile_no, caller);
  return deliverOneTimeCode(ctx, input.mobile_no, caller, { kind: 'staff-sign-in', staffId: member.id });
}

/**
 * `POST /admin/auth/code`, the second factor: the member's newest code opens a staff session. An
 * unknown or inactive member is judged like a wrong code (the same 422), so this step tells nothing
 * the first did not.
 */
export async function staffCodeStep(
  ctx: StaffContext,
  input: { mobile_no: string; code: string },
  caller: Caller,
) {
  await countCodeVerify(ctx, input.mobile_no, caller);
  const member = await findMemberByMobile(ctx.db, toStoredMobile(input.mobile_no));
  // No member has id 0: a code bound to it never exists, so the guess is simply wrong.
  await useOneTimeCode(ctx, input.mobile_no, input.code, { kind: 'staff-sign-in', staffId: member?.id ?? 0 });
  if (!member?.active) throw new DomainError('STAFF_SIGN_IN_FAILED');
  const token = newSessionToken();
  const now = ctx.now();
  const expiresAt = new Date(now.getTime() + staffSession.absoluteHours * 60 * minuteMs);
  await ctx.db.transaction(async (tx) => {
    await insertStaffSession(tx, {
      memberId: member.id,
      tokenHash: hashSessionToken(token),
      now,
      expiresAt,
      ip: caller.ip,
      userAgent: caller.userAgent?.slice(0, 300) ?? null,
    });
    await recordAudit(tx, {
      actor: { type: 'staff', id: member.id },
      action: 'staff.sign_in',
      subject: { type: 'staff_member', id: member.id },
      data: { ip: caller.ip },
      requestId: caller.requestId,
    });
  });
  return { token, expires_at: Math.floor(expiresAt.getTime() / 1000), member: toStaffMember(member) };
}

/**
 * The staff member behind a token, checked against the database on every call: the session live
 * (not revoked, before its absolute end, used within the idle limit) and the member active, with
 * the role's permissions as they are now.
 */
export async function findSessionStaff(ctx: StaffContext, token: string): Promise<SessionStaff | undefined> {
  const now = ctx.now();
  const idleSince = new Date(now.getTime() - staffSession.idleMinutes * minuteMs);
  const found = await findLiveStaffSession(ctx.db, hashSessionToken(token), now, idleSince);
  if (!found) return undefined;
  if (now.getTime() - found.lastSeenAt.getTime() >= touchEveryMs) {
    await touchStaffSession(ctx.db, found.sessionId, now, touchEveryMs);
  }
  return { sessionId: found.sessionId, member: found.member };
}

/** `POST /admin/auth/logout`: ends the session of the token, if it was live (audited). */
export async function staffLogout(ctx: StaffContext, token: string, caller: Caller): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const memberId = await revokeStaffSessionByHash(tx, hashSessionToken(token), ctx.now());
    if (memberId === undefined) return;
    await recordAudit(tx, {
      actor: { type: 'staff', id: memberId },
      action: 'staff.sign_out',
      subject: { type: 'staff_member', id: memberId },
      requestId: caller.requestId,
    });
  });
}

/** `POST /admin/auth/logout-everywhere`: every session of the member ends, this one included. */
export async function staffLogoutEverywhere(ctx: StaffContext, caller: StaffCaller): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const ended = await revokeMemberSessions(tx, [caller.staffId], ctx.now());
    await recordAudit(tx, {
      actor: staffActor(caller),
      action: 'staff.sessions.revoke',
      subject: { type: 'staff_member', id: caller.staffId },
      data: { ended },
      requestId: caller.requestId,
    });
  });
}
