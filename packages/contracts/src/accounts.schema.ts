import { z } from 'zod/mini';
import {
  ADMIN_PAGE_SIZES,
  ADMIN_USERS_API_PAGE_SIZE,
  EMAIL_MAX,
  NAME_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PLANS,
  ROLES,
} from './accounts.ts';
import { API_ROUTES } from './api-routes.ts';
import {
  IdParamsSchema,
  LanguageSchema,
  PageSchema,
  pageOf,
  RegionSchema,
  TimestampSchema,
} from './common.schema.ts';
import { defineRoute } from './route.ts';
import { SoloRankSchema } from './summoners.schema.ts';

export const RoleSchema = z.enum(ROLES);

export const PlanSchema = z.enum(PLANS);

export const NameSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'Nickname is required'),
    z.maxLength(NAME_MAX, `Nickname must be at most ${NAME_MAX} characters`),
  );

export const EmailSchema = z.pipe(
  z.pipe(
    z
      .string()
      .check(z.trim(), z.maxLength(EMAIL_MAX, `Email must be at most ${EMAIL_MAX} characters`)),
    z.email('Enter a valid email address'),
  ),
  z.transform((email: string) => email.toLowerCase()),
);

/**
 * A new password: at least PASSWORD_MIN characters not counting surrounding spaces, kept as
 * typed. The server also refuses the most common passwords (ASVS 6.2.4).
 */
export const PasswordSchema = z.string().check(
  z.refine((password) => password.trim().length >= PASSWORD_MIN, {
    message: `Password must be at least ${PASSWORD_MIN} characters`,
  }),
  z.maxLength(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
);

/** The current password, asked again before a sensitive change. */
const CurrentPasswordSchema = z
  .string()
  .check(z.minLength(1, 'Password is required'), z.maxLength(PASSWORD_MAX));

/** The signed-in user as `/api/me` returns it. */
export const UserSchema = z.object({
  id: z.int(),
  name: z.string(),
  email: z.string(),
  role: RoleSchema,
  plan: PlanSchema,
  /** URL path of the avatar under the product's storage path, or null. */
  avatar: z.nullable(z.string()),
  language: LanguageSchema,
});

export type User = z.infer<typeof UserSchema>;

/** A user as the admin area sees it. */
export const AdminUserSchema = z.extend(UserSchema, {
  is_blocked: z.union([z.literal(0), z.literal(1)]),
  created_at: TimestampSchema,
});

export type AdminUser = z.infer<typeof AdminUserSchema>;

export const RegisterBodySchema = z
  .strictObject({
    name: NameSchema,
    email: EmailSchema,
    password: PasswordSchema,
    password_confirmation: z.string().check(z.maxLength(PASSWORD_MAX)),
    /** The interface language at sign-up, which later sign-ins switch to. */
    language: z._default(LanguageSchema, 'en'),
  })
  .check(
    z.refine((b) => b.password === b.password_confirmation, {
      message: 'Passwords do not match',
      path: ['password_confirmation'],
    }),
  );

export const LoginBodySchema = z.strictObject({
  email: EmailSchema,
  password: CurrentPasswordSchema,
});

export const AuthResponseSchema = z.object({ token: z.string(), user: UserSchema });

export type AuthResponse = z.infer<typeof AuthResponseSchema>;

export const SettingsBodySchema = z
  .strictObject({
    email: EmailSchema,
    password: z.optional(z.string().check(z.maxLength(PASSWORD_MAX))),
    new_password: z.optional(PasswordSchema),
    language: z.optional(LanguageSchema),
  })
  .check(
    z.refine((b) => !(b.new_password && !b.password), {
      message: 'Enter your current password to set a new one',
      path: ['password'],
    }),
  );

export type SettingsBody = z.infer<typeof SettingsBodySchema>;

export const DeleteAccountBodySchema = z.strictObject({ password: CurrentPasswordSchema });

export type DeleteAccountBody = z.infer<typeof DeleteAccountBodySchema>;

export const PasswordResetRequestBodySchema = z.strictObject({ email: EmailSchema });

/** The same answer for every address: how long a link works, if one was sent. */
export const PasswordResetRequestedSchema = z.object({ expires_in_minutes: z.int() });

export const PasswordResetConfirmBodySchema = z
  .strictObject({
    token: z.string().check(z.minLength(1, 'The reset link is incomplete'), z.maxLength(128)),
    password: PasswordSchema,
    password_confirmation: z.string().check(z.maxLength(PASSWORD_MAX)),
  })
  .check(
    z.refine((b) => b.password === b.password_confirmation, {
      message: 'Passwords do not match',
      path: ['password_confirmation'],
    }),
  );

export type PasswordResetConfirmBody = z.infer<typeof PasswordResetConfirmBodySchema>;

export const AvatarResponseSchema = z.object({ avatar: z.string() });

export const FavoriteSchema = z.object({
  id: z.int(),
  summoner_id: z.int(),
  region: RegionSchema,
  game_name: z.string(),
  tag_line: z.string(),
  profile_icon_id: z.int(),
  solo_rank: SoloRankSchema,
});

export type Favorite = z.infer<typeof FavoriteSchema>;

export const ToggleFavoriteResponseSchema = z.object({ favorited: z.boolean() });

export const AdminUsersQuerySchema = z.strictObject({
  page: PageSchema,
  perPage: z._default(
    z.pipe(
      z.coerce.number(),
      z.union(
        ADMIN_PAGE_SIZES.map((n) => z.literal(n)),
        { error: `Page size must be one of ${ADMIN_PAGE_SIZES.join(', ')}` },
      ),
    ),
    ADMIN_USERS_API_PAGE_SIZE,
  ),
  search: z.optional(z.string().check(z.trim(), z.maxLength(EMAIL_MAX))),
  role: z.optional(RoleSchema),
  plan: z.optional(PlanSchema),
});

export const AdminUsersPageSchema = pageOf(AdminUserSchema);

const BlockedFlagSchema = z.pipe(
  z.union([z.literal(0), z.literal(1), z.boolean()]),
  z.transform((v: 0 | 1 | boolean): 0 | 1 => (v === true || v === 1 ? 1 : 0)),
);

export const AdminUserUpdateBodySchema = z.strictObject({
  name: NameSchema,
  email: EmailSchema,
  role: RoleSchema,
  plan: PlanSchema,
  is_blocked: BlockedFlagSchema,
});

export const me = defineRoute(API_ROUTES.me, {
  access: 'user',
  tag: 'auth',
  summary: 'The signed-in user',
  status: 200,
  response: UserSchema,
});

export const register = defineRoute(API_ROUTES.register, {
  access: 'public',
  isPrivate: true,
  tag: 'auth',
  summary: 'Create an account and sign in',
  body: RegisterBodySchema,
  status: 201,
  response: AuthResponseSchema,
});

export const login = defineRoute(API_ROUTES.login, {
  access: 'public',
  isPrivate: true,
  tag: 'auth',
  summary: 'Sign in with email and password',
  body: LoginBodySchema,
  status: 200,
  response: AuthResponseSchema,
});

export const logout = defineRoute(API_ROUTES.logout, {
  access: 'user',
  tag: 'auth',
  summary: 'Revoke the current token',
  status: 204,
  response: null,
});

export const uploadAvatar = defineRoute(API_ROUTES.uploadAvatar, {
  access: 'user',
  tag: 'profile',
  summary: 'Upload an avatar image (multipart field "avatar")',
  multipart: z.object({}),
  status: 200,
  response: AvatarResponseSchema,
});

export const updateSettings = defineRoute(API_ROUTES.updateSettings, {
  access: 'user',
  tag: 'profile',
  summary: 'Change email, language, and password when both passwords are given',
  body: SettingsBodySchema,
  status: 200,
  response: UserSchema,
});

export const deleteAccount = defineRoute(API_ROUTES.deleteAccount, {
  access: 'user',
  tag: 'profile',
  summary: 'Delete the signed-in account, its favourites, sessions and avatar',
  body: DeleteAccountBodySchema,
  status: 204,
  response: null,
});

export const requestPasswordReset = defineRoute(API_ROUTES.requestPasswordReset, {
  access: 'public',
  isPrivate: true,
  tag: 'auth',
  summary: 'Mail a password-reset link; answers 202 whether or not the address has an account',
  body: PasswordResetRequestBodySchema,
  status: 202,
  response: PasswordResetRequestedSchema,
});

export const confirmPasswordReset = defineRoute(API_ROUTES.confirmPasswordReset, {
  access: 'public',
  isPrivate: true,
  tag: 'auth',
  summary: 'Set a new password with a reset link; ends every session of the account',
  body: PasswordResetConfirmBodySchema,
  status: 204,
  response: null,
});

export const listFavorites = defineRoute(API_ROUTES.listFavorites, {
  access: 'user',
  tag: 'favorites',
  summary: "The signed-in user's favourite summoners",
  status: 200,
  response: z.array(FavoriteSchema),
});

export const toggleFavorite = defineRoute(API_ROUTES.toggleFavorite, {
  access: 'user',
  tag: 'favorites',
  summary: 'Add or remove a summoner (by summoner id) from favourites',
  params: IdParamsSchema,
  status: 200,
  response: ToggleFavoriteResponseSchema,
});

export const deleteFavorite = defineRoute(API_ROUTES.deleteFavorite, {
  access: 'user',
  tag: 'favorites',
  summary: 'Remove a favourite by favourite id',
  params: IdParamsSchema,
  status: 204,
  response: null,
});

export const adminListUsers = defineRoute(API_ROUTES.adminListUsers, {
  access: 'admin',
  tag: 'admin',
  summary: 'Users, paged and filtered',
  query: AdminUsersQuerySchema,
  status: 200,
  response: AdminUsersPageSchema,
});

export const adminUpdateUser = defineRoute(API_ROUTES.adminUpdateUser, {
  access: 'admin',
  tag: 'admin',
  summary: "Edit a user's nickname, email, role, plan and blocked status",
  params: IdParamsSchema,
  body: AdminUserUpdateBodySchema,
  status: 200,
  response: AdminUserSchema,
});

export const adminToggleBlock = defineRoute(API_ROUTES.adminToggleBlock, {
  access: 'admin',
  tag: 'admin',
  summary: 'Ban or unban a user',
  params: IdParamsSchema,
  status: 200,
  response: AdminUserSchema,
});

export const adminDeleteUser = defineRoute(API_ROUTES.adminDeleteUser, {
  access: 'admin',
  tag: 'admin',
  summary: 'Delete a user with their favourites, sessions and avatar',
  params: IdParamsSchema,
  status: 204,
  response: null,
});
