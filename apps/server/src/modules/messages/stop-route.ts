import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, LOCALES, isLocale, type Locale } from '@portal/shared/locales';
import { ERROR_STATUS, messageFor } from '@portal/shared/error-codes';
import { CHANNEL_NAMES, KIND_NAMES, STOP_PAGE } from '@portal/shared/messages/message-texts';
import { MESSAGES_STOP_PATH, REMINDERS_STOP_PATH } from '@portal/shared/web/server-paths';
import { languageOfUser } from '../../auth/account-language.ts';
import { messagesDb } from './message-tables.ts';
import { stopMessages } from './recipient.ts';
import { subjectOfStopToken, type StopSubject } from './stop-link.ts';
import { sendPage } from './html-page.ts';
import { localeOfAcceptLanguage } from '../../http/accept-language.ts';

/** The language the link names (`lang`: the language of the message it came in), if it is one of the portal's. */
const localeOfLink = (request: FastifyRequest): Locale | undefined => {
  const asked = (request.query as { lang?: unknown } | undefined)?.lang;
  return isLocale(asked) ? asked : undefined;
};

/**
 * The page for a link that is not valid. Whose link it was is unknown: the page speaks the language the link names
 * (`lang`) or the browser prefers (Accept-Language), and otherwise says it in every language of the portal.
 */
const refuse = (request: FastifyRequest, reply: FastifyReply) => {
  const code = 'REMINDER_LINK_INVALID';
  const locale = localeOfLink(request) ?? localeOfAcceptLanguage(request.headers['accept-language']);
  const refused = reply.header('x-error-code', code);
  if (locale) return sendPage(refused, ERROR_STATUS[code], locale, { title: messageFor(code, locale) });
  return sendPage(refused, ERROR_STATUS[code], DEFAULT_LOCALE, {
    title: messageFor(code, DEFAULT_LOCALE),
    inEveryLanguage: LOCALES.filter((other) => other !== DEFAULT_LOCALE).map((other) => ({
      locale: other,
      text: messageFor(code, other),
    })),
  });
};

/**
 * The one-tap stop link of every message (docs/reminders.md), without sign-in. Opening it (GET) changes nothing: it
 * answers a page in the language of the message the link came in (its `lang`; a link without one, in the account's)
 * with one button, so a mail scanner that follows links stops nothing; the
 * button POSTs the token and stops that kind of message on that channel. A token this server did not sign, or of an
 * account that is gone, is refused (400 REMINDER_LINK_INVALID) and changes nothing. Sign-in codes are never stopped.
 * A mail app's one-click unsubscription (RFC 8058: the email's List-Unsubscribe headers) POSTs
 * `List-Unsubscribe=One-Click` to the link itself: the token is in its query, and it stops as the button does.
 */
export const registerStopRoutes = (app: FastifyInstance): void => {
  const subjectOf = async (token: unknown): Promise<StopSubject | undefined> => {
    const subject = subjectOfStopToken(app.config.authSecret, token);
    if (!subject) return undefined;
    const exists = await app.database.db.selectFrom('user').select('id').where('id', '=', subject.userId).executeTakeFirst();
    return exists ? subject : undefined;
  };

  /** The language of the message the link came in, else (a link sent before links named it) the account's. */
  const pageLocale = async (request: FastifyRequest, subject: StopSubject): Promise<Locale> =>
    localeOfLink(request) ?? (await languageOfUser(app.database.db, subject.userId));

  const confirm = async (token: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const subject = await subjectOf(token);
    if (!subject) return refuse(request, reply);
    const locale = await pageLocale(request, subject);
    const texts = STOP_PAGE[locale];
    return sendPage(reply, 200, locale, {
      title: texts.confirmTitle(KIND_NAMES[locale][subject.kind], CHANNEL_NAMES[locale][subject.channel]),
      // The button's answer speaks the same language.
      form: { action: `${MESSAGES_STOP_PATH}?lang=${locale}`, token: token as string, button: texts.button },
    });
  };
  const tokenOfQuery = (query: unknown) => (query as { token?: unknown } | undefined)?.token;
  app.get(MESSAGES_STOP_PATH, (request, reply) => confirm(tokenOfQuery(request.query), request, reply));
  // Reminder emails sent before channels existed link here: their token stops reminders by email.
  app.get(REMINDERS_STOP_PATH, (request, reply) => confirm(tokenOfQuery(request.query), request, reply));

  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    // RFC 8058 one-click (a mail app's own Unsubscribe) may post `List-Unsubscribe=One-Click` as multipart/form-data:
    // the token is in the link's query, so the body is read and set aside.
    scope.addContentTypeParser('multipart/form-data', { parseAs: 'string', bodyLimit: 4096 }, (_request, _body, done) =>
      done(null, {}),
    );
    scope.post(MESSAGES_STOP_PATH, async (request, reply) => {
      const token = (request.body as { token?: unknown } | undefined)?.token ?? tokenOfQuery(request.query);
      const subject = await subjectOf(token);
      if (!subject) return refuse(request, reply);
      await stopMessages(messagesDb(app.database.db), subject.userId, subject.kind, subject.channel);
      const locale = await pageLocale(request, subject);
      const texts = STOP_PAGE[locale];
      return sendPage(reply, 200, locale, {
        title: texts.stoppedTitle,
        body: texts.stoppedBody,
        link: { href: `${app.config.baseUrl}/account/preferences`, text: texts.preferences },
      });
    });
  });
};
