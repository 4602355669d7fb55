import { z } from 'zod';
import { validationMessages as m } from '../validation-messages.ts';
import { passwordLength } from './constants.ts';
import { MobileSchema, OneTimeCodeSchema } from './schemas.ts';
import { isPermission, permissions, roleNameLength, type Permission } from './staff.ts';

// The requests and answers of staff sign-in and staff management (issue 47, decision 093).

/** `POST /admin/auth/password`. */
export const StaffPasswordRequestSchema = z
  .object({
    mobile_no: MobileSchema,
    password: z
      .string({ error: m.passwordRequired })
      .min(1, { error: m.passwordRequired })
      .max(passwordLength.max),
  })
  .strict();

/** `POST /admin/auth/code`: the second factor. */
export const StaffCodeRequestSchema = z.object({ mobile_no: MobileSchema, code: OneTimeCodeSchema }).strict();

export const PermissionSchema = z
  .string({ error: m.permissionUnknown })
  .refine(isPermission, { error: m.permissionUnknown })
  .transform((value) => value as Permission)
  .meta({ enum: [...permissions] });

/** A role as staff see it: built-in ones carry their Persian label. */
export const StaffRoleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  label: z.string(),
  built_in: z.boolean(),
  permissions: z.array(z.string()),
});
export type StaffRole = z.infer<typeof StaffRoleSchema>;

export const StaffMemberSchema = z.object({
  id: z.number().int(),
  /** 09xxxxxxxxx. */
  mobile: z.string(),
  name: z.string(),
  active: z.boolean(),
  role: StaffRoleSchema,
});
export type StaffMember = z.infer<typeof StaffMemberSchema>;

/** `GET /admin/me`: the member and what they may do now. */
export const StaffMeSchema = z.object({ member: StaffMemberSchema, permissions: z.array(z.string()) });

/** The staff session opened by `POST /admin/auth/code`. */
export const StaffSessionDataSchema = z.object({
  token: z.string(),
  /** Unix seconds: the session ends then at the latest (it also ends after idle minutes). */
  expires_at: z.number().int(),
  member: StaffMemberSchema,
});

const NameSchema = (required: string, length: string, max: number) =>
  z
    .string({ error: required })
    .transform((value) => value.trim().replace(/\s+/g, ' '))
    .pipe(z.string().min(1, { error: required }).min(2, { error: length }).max(max, { error: length }));

/** `POST /admin/staff`. */
export const CreateStaffRequestSchema = z
  .object({
    mobile_no: MobileSchema,
    name: NameSchema(m.staffNameRequired, m.staffNameLength, 60),
    password: z
      .string({ error: m.passwordRequired })
      .min(1, { error: m.passwordRequired })
      .min(passwordLength.min, { error: m.passwordShort })
      .max(passwordLength.max, { error: m.passwordLong }),
    role_id: z.number().int().positive(),
  })
  .strict();

/** `PUT /admin/staff/:id/role`. */
export const ChangeStaffRoleRequestSchema = z.object({ role_id: z.number().int().positive() }).strict();

export const StaffIdParamsSchema = z.object({ id: z.coerce.number().int().positive() }).strict();

/** `POST /admin/roles`, `PUT /admin/roles/:id`: a custom role from known permissions. */
export const RoleRequestSchema = z
  .object({
    name: NameSchema(m.roleNameRequired, m.roleNameLength, roleNameLength.max),
    permissions: z
      .array(PermissionSchema)
      .min(1, { error: m.permissionsRequired })
      .max(permissions.length * 2)
      .transform((list) => [...new Set(list)]),
  })
  .strict();
