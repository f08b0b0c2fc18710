import { describe, expect, it } from 'vitest';
import { LOCALES } from '../locales.ts';
import { carriesSignIn } from './channels.ts';
import { whatsappReminderParameters, whatsappTeamParameters } from './message-texts.ts';
import { WHATSAPP_TEMPLATE_BODIES } from './whatsapp-templates.ts';

const parametersIn = (body: string) => [...body.matchAll(/\{\{(\d+)\}\}/g)].map((m) => Number(m[1]));
const counts = {
  reminder: whatsappReminderParameters(
    { productName: 'P', cohortName: 'C', closesAt: '2026-12-10T10:00:00.000Z', missing: 'M', stepLink: 'L', stopLink: 'S' },
    'en',
  ).length,
  team: whatsappTeamParameters({ productName: 'P', text: 'T', link: 'L', stopLink: 'S' }).length,
};

/** Each language's WhatsApp templates take exactly the parameters the portal sends, in its own words. */
describe('WhatsApp template bodies', () => {
  it.each(LOCALES)('%s: both templates, each parameter once, none at the start or end, no sign-in', (locale) => {
    for (const kind of ['reminder', 'team'] as const) {
      const body = WHATSAPP_TEMPLATE_BODIES[locale][kind];
      expect(parametersIn(body)).toEqual(Array.from({ length: counts[kind] }, (_, i) => i + 1));
      expect(body).not.toMatch(/^\s*\{\{|\}\}\s*$/);
      expect(carriesSignIn(body)).toBe(false);
      if (locale !== 'en') expect(body).not.toBe(WHATSAPP_TEMPLATE_BODIES.en[kind]);
    }
  });
});
