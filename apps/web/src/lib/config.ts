/** Build-time settings of the web app; nothing else reads `import.meta.env`. */
export interface SocialLink {
  name: 'discord' | 'x' | 'github';
  url: string;
}

const isHttpsUrl = (value: unknown): value is string =>
  typeof value === 'string' && /^https:\/\/\S+$/.test(value);

const env = import.meta.env as Record<string, unknown>;

export const config = Object.freeze({
  /** The site's own channels; a link is shown only when its address is configured. */
  socialLinks: (
    [
      ['discord', env.VITE_SOCIAL_DISCORD_URL],
      ['x', env.VITE_SOCIAL_X_URL],
      ['github', env.VITE_SOCIAL_GITHUB_URL],
    ] as const
  ).flatMap(([name, url]): SocialLink[] => (isHttpsUrl(url) ? [{ name, url }] : [])),
  contactEmail: 'support@riftscope.gg',
});
