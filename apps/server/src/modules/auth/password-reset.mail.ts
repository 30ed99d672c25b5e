import { type Language, PASSWORD_RESET_MINUTES } from '@riftscope/contracts';
import type { Mail } from '../../platform/mailer.ts';

const TEXTS: Record<Language, { subject: string; body: (link: string) => string }> = {
  en: {
    subject: 'Reset your RiftScope password',
    body: (link) =>
      `Someone asked to reset the password of your RiftScope account.\n\nTo choose a new password, open this link within ${PASSWORD_RESET_MINUTES} minutes:\n${link}\n\nThe link works once. If you did not ask for it, ignore this mail: your password stays as it is.\n`,
  },
  ru: {
    subject: 'Сброс пароля RiftScope',
    body: (link) =>
      `Кто-то запросил сброс пароля вашей учётной записи RiftScope.\n\nЧтобы задать новый пароль, откройте эту ссылку в течение ${PASSWORD_RESET_MINUTES} минут:\n${link}\n\nСсылка сработает один раз. Если вы не запрашивали сброс, просто проигнорируйте это письмо: пароль останется прежним.\n`,
  },
  tr: {
    subject: 'RiftScope şifrenizi sıfırlayın',
    body: (link) =>
      `RiftScope hesabınızın şifresinin sıfırlanması istendi.\n\nYeni bir şifre belirlemek için bu bağlantıyı ${PASSWORD_RESET_MINUTES} dakika içinde açınız:\n${link}\n\nBağlantı yalnızca bir kez çalışır. Bu isteği siz yapmadıysanız bu e-postayı dikkate almayınız; şifreniz değişmeden kalır.\n`,
  },
};

/** The reset mail in the account's language. */
export function passwordResetMail(to: string, language: Language, link: string): Mail {
  const text = TEXTS[language];
  return { to, subject: text.subject, text: text.body(link) };
}
