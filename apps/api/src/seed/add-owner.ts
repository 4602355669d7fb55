import { parseArgs } from 'node:util';
import { CreateStaffRequestSchema } from '@shop/domain/identity/staff-schemas';
import { toDisplayMobile } from '@shop/domain/mobile';
import type { Db } from '../db/client.ts';
import { addOwner } from './seed-staff.ts';

/** The owner's fields as the back office's own form checks them (Persian messages). */
const OwnerSchema = CreateStaffRequestSchema.omit({ role_id: true });

export type AddOwnerIo = {
  /** The password from the environment (STAFF_OWNER_PASSWORD), else asked without echo. */
  password: () => Promise<string>;
  /** Where the command speaks: never given the password. */
  print: (line: string) => void;
};

/**
 * `npm run staff:add-owner -- --mobile 0912… --name "…"`: a real shop's first owner (the demo owner
 * is never seeded with an https address; decision 093). Answers the exit code: 0 added, 1 refused.
 */
export async function addOwnerCommand(db: Db, argv: string[], io: AddOwnerIo, now: Date): Promise<number> {
  let values: { mobile?: string | undefined; name?: string | undefined };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { mobile: { type: 'string' }, name: { type: 'string' } },
      strict: true,
    }));
  } catch (error) {
    io.print(`usage: npm run staff:add-owner -- --mobile 09121234567 --name "نام" (${String(error)})`);
    return 1;
  }
  if (!values.mobile || !values.name) {
    io.print('usage: npm run staff:add-owner -- --mobile 09121234567 --name "نام"');
    return 1;
  }
  const parsed = OwnerSchema.safeParse({
    mobile_no: values.mobile,
    name: values.name,
    password: await io.password(),
  });
  if (!parsed.success) {
    // The issues name the field and say what is wrong; a password's value is never in them.
    for (const issue of parsed.error.issues) io.print(`${issue.path.join('.')}: ${issue.message}`);
    return 1;
  }
  const { mobile_no: mobile, name, password } = parsed.data;
  const id = await addOwner(db, { mobile, name, password, now });
  if (id === undefined) {
    io.print(`${toDisplayMobile(mobile)} is staff already: nothing changed`);
    return 1;
  }
  io.print(`added owner #${id} ${toDisplayMobile(mobile)} (${name}); sign in at /api/v1/admin/auth/password`);
  return 0;
}
