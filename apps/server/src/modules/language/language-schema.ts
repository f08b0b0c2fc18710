import { languageSchema } from '@portal/shared/language';
import { builder } from '../../graphql/builder.ts';
import { requireViewer } from '../../graphql/context.ts';
import { ViewerRef } from '../../graphql/viewer.ts';
import { AppError } from '../../http/errors.ts';
import { languageOfUser, setLanguageOfUser } from '../../auth/account-language.ts';

/** The account's language (docs/decisions/012-account-language-and-error-codes.md): read with the viewer, changed by the language switch when signed in. */
builder.objectField(ViewerRef, 'language', (t) =>
  t.string({
    nullable: true,
    description:
      "The language of the account's pages, emails and SMS: one of the codes of LANGUAGES (packages/shared/src/locales.ts).",
    resolve: (viewer, _args, context) => languageOfUser(context.db, viewer.id),
  }),
);

builder.mutationField('setLanguage', (t) =>
  t.boolean({
    nullable: true,
    description: "Sets the account's language; anything but a value of LOCALES is refused with LANGUAGE_INVALID.",
    args: { language: t.arg.string({ required: true }) },
    resolve: async (_root, { language }, context) => {
      const viewer = await requireViewer(context);
      const parsed = languageSchema.safeParse(language);
      if (!parsed.success) throw new AppError('LANGUAGE_INVALID');
      await setLanguageOfUser(context.db, viewer.id, parsed.data);
      return true;
    },
  }),
);
