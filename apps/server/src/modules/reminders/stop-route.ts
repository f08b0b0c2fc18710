import type { FastifyInstance, FastifyReply } from 'fastify';
import { DEFAULT_LOCALE, type Locale } from '@portal/shared/locales';
import { ERROR_STATUS, messageFor } from '@portal/shared/error-codes';
import { REMINDERS_STOPPED_PAGE } from '@portal/shared/reminders/reminder-emails';
import { REMINDERS_STOP_PATH } from '@portal/shared/web/server-paths';
import { languageOfUser } from '../../auth/account-language.ts';
import { updatePreferences } from '../preferences/repository.ts';
import { userOfStopToken } from './stop-link.ts';

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const page = (
  reply: FastifyReply,
  status: number,
  locale: Locale,
  title: string,
  body: string,
  link?: { href: string; text: string },
) =>
  reply
    .status(status)
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(body)}</p>` +
        (link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p>` : '') +
        '</main></body></html>',
    );

/**
 * The one-tap stop link of every reminder email (docs/reminders.md): a GET, so it works from any mail app, without
 * sign-in. A token signed for the account switches its reminders off and answers a page in its language; anything
 * else is refused (400 REMINDER_LINK_INVALID, in English and Hindi: whose link it was is unknown) and changes nothing.
 */
export const registerReminderStopRoute = (app: FastifyInstance): void => {
  app.get(REMINDERS_STOP_PATH, async (request, reply) => {
    const token = (request.query as { token?: unknown } | undefined)?.token;
    const userId = userOfStopToken(app.config.authSecret, token);
    const known = userId ? await languageOfUserIfAny(app, userId) : undefined;
    if (!userId || !known) {
      const code = 'REMINDER_LINK_INVALID';
      // Whose link it was is unknown: the page says so in English, then in Hindi.
      return page(
        reply.header('x-error-code', code),
        ERROR_STATUS[code],
        DEFAULT_LOCALE,
        messageFor(code, 'en'),
        messageFor(code, 'hi'),
      );
    }
    await updatePreferences(app.database.db, userId, { reminders: false });
    const texts = REMINDERS_STOPPED_PAGE[known.locale];
    return page(reply, 200, known.locale, texts.title, texts.body, {
      href: `${app.config.baseUrl}/account/preferences`,
      text: texts.preferences,
    });
  });
};

/** The account's language, or undefined when the account is gone (its link then stops nothing). */
const languageOfUserIfAny = async (app: FastifyInstance, userId: string): Promise<{ locale: Locale } | undefined> => {
  const exists = await app.database.db.selectFrom('user').select('id').where('id', '=', userId).executeTakeFirst();
  return exists ? { locale: await languageOfUser(app.database.db, userId) } : undefined;
};
