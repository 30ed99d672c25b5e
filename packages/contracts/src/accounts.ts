export const ROLES = ['user', 'mod', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const PLANS = ['free', 'premium'] as const;
export type Plan = (typeof PLANS)[number];

/** Account field bounds (enforced on the server; the forms show the server's field errors). */
export const NAME_MAX = 32;

export const EMAIL_MAX = 254;

export const PASSWORD_MIN = 8;

export const PASSWORD_MAX = 128;

/** The server's field error for a password on the common-password list; the web matches it. */
export const PASSWORD_TOO_COMMON = 'This password is too common; choose another';

/** How long a password-reset link works. */
export const PASSWORD_RESET_MINUTES = 30;

export const ADMIN_PAGE_SIZES = [10, 20, 50, 100] as const;

/** The admin users screen starts at 10 a page; the API's own default is 20 (docs/product.md, Constants). */
export const ADMIN_USERS_UI_PAGE_SIZE = 10;

export const ADMIN_USERS_API_PAGE_SIZE = 20;
