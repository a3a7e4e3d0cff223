import { z } from 'zod';

// The signed-in user as the server describes it. A module of its own: the host's shell checks the
// session with it on every page, without the login forms' rules that src/contract/auth.ts builds on.

export const audiences = ['installer', 'sales', 'designer'] as const;
export const audience = z.enum(audiences);
export type Audience = z.infer<typeof audience>;

export const roles = ['learner', 'admin'] as const;
export const role = z.enum(roles);
export type Role = z.infer<typeof role>;

/** Result of `GET /getUserInfo` (spec 3, issue 2). */
export const userInfo = z.object({
  id: z.string(),
  account: z.string(),
  name: z.string(),
  email: z.string(),
  company: z.string(),
  companyNumber: z.string(),
  audience,
  role,
  version_code: z.string(),
  lang: z.string(),
  /** The partner company the user belongs to (issue 13), null for staff and individual learners. */
  companyId: z.string().nullable(),
  /** The company's administrator: invites technicians and sees their training. */
  companyAdmin: z.boolean(),
  /** Signed in with generated credentials: every call but the password change is refused until it is changed. */
  mustChangePassword: z.boolean(),
});
export type UserInfo = z.infer<typeof userInfo>;
