import type { FastifyReply } from 'fastify';
import { documentLanguage, type Locale } from '@portal/shared/locales';

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * A small page of the server's own (the stop link's): a title, a paragraph, and a link or a one-button form;
 * `inEveryLanguage` adds the same text in other languages, each paragraph with its own `lang` and `dir`.
 */
export const sendPage = (
  reply: FastifyReply,
  status: number,
  locale: Locale,
  content: {
    title: string;
    body?: string;
    link?: { href: string; text: string };
    form?: { action: string; token: string; button: string };
    inEveryLanguage?: { locale: Locale; text: string }[];
  },
) =>
  reply
    .status(status)
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="${documentLanguage(locale).lang}" dir="${documentLanguage(locale).dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<title>${escapeHtml(content.title)}</title><style>body{font-family:system-ui,sans-serif;margin:1.5rem;line-height:1.5}` +
        `button{font-size:1.1rem;padding:.75rem 1.25rem;min-height:48px;border-radius:8px;border:0;background:#1c7ed6;color:#fff}</style>` +
        `</head><body><main><h1>${escapeHtml(content.title)}</h1>` +
        (content.body ? `<p>${escapeHtml(content.body)}</p>` : '') +
        (content.inEveryLanguage ?? [])
          .map(({ locale: other, text }) => {
            const { lang, dir } = documentLanguage(other);
            return `<p lang="${lang}" dir="${dir}">${escapeHtml(text)}</p>`;
          })
          .join('') +
        (content.form
          ? `<form method="post" action="${escapeHtml(content.form.action)}"><input type="hidden" name="token" value="${escapeHtml(content.form.token)}">` +
            `<button type="submit">${escapeHtml(content.form.button)}</button></form>`
          : '') +
        (content.link ? `<p><a href="${escapeHtml(content.link.href)}">${escapeHtml(content.link.text)}</a></p>` : '') +
        '</main></body></html>',
    );
