import type { LanguagePack, TextTable } from '@portal/shared/i18n/texts';

/**
 * The web app's own text constants (features/<f>/lib/texts.ts), each translated beside it in texts-<code>.ts. A
 * language's chunk must bring every one: a missing table does not type-check.
 */
export interface WebTables {
  WIZARD_TEXTS: TextTable;
}

/** A language's shared pack with the web app's tables added: what its chunk lays over the English texts. */
export const webPack = (shared: LanguagePack, web: WebTables): LanguagePack => ({
  ...shared,
  tables: [...shared.tables, ...Object.values(web)],
});
