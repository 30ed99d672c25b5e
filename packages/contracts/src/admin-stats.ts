/** The signups chart covers the last week, one entry a day, oldest first. */
export const SIGNUP_DAYS = 7;

export const RECENT_ACTIVITY_MAX = 10;

export const ACTIVITY_TYPES = [
  'signup',
  'news_created',
  'news_updated',
  'user_blocked',
  'guide_created',
  'guide_submitted',
  'guide_published',
] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];
