import type { Kysely } from 'kysely';
import { identitiesScrubber } from '@portal/shared/review/blind-review';
import type { Database } from '../../db/types.ts';
import { membersOfApplications } from '../application/members-repository.ts';
import { identitiesOf } from '../review/blind-redaction.ts';
import { blindRowExpr, filteredApplications, type ListContext } from './console-list.ts';
import type { ConsoleListInput } from './console-list-input.ts';

/** Rows scrubbed per round trip (their members read with one query). */
const BATCH = 500;

type SearchFilter = Partial<Omit<ConsoleListInput, 'sort' | 'direction' | 'page' | 'pageSize'>>;

/**
 * The rows blind to the viewer that the search finds only through a word blind review withholds (docs/co-founders.md):
 * a row's company name or city matches the search, but not as the reviewer reads it, scrubbed of the founder's and
 * every co-founder's name, email and phone. Left out of the list and the CSV, so searching "Bina" does not confirm
 * that "[withheld for blind review] Foods" is Bina's. A row found by its id stays. None for a viewer who is not blind.
 */
export const hiddenFromBlindSearch = async (
  db: Kysely<Database>,
  filter: SearchFilter,
  blind: ListContext['blind'],
): Promise<string[]> => {
  const search = filter.search;
  if (search === undefined || blind === 'none') return [];
  const wanted = search.toLowerCase();
  const found = await filteredApplications(db, filter, blind)
    .where(blindRowExpr(blind))
    .where('a.id', '!=', search)
    .select(['a.id', 'a.name', 'a.email', 'a.phone_no', 'a.startup_name', 'a.city'])
    .orderBy('a.id')
    .execute();
  const hidden: string[] = [];
  for (let from = 0; from < found.length; from += BATCH) {
    const rows = found.slice(from, from + BATCH);
    const members = await membersOfApplications(
      db,
      rows.map((r) => r.id),
    );
    for (const row of rows) {
      const scrub = identitiesScrubber(
        identitiesOf({ name: row.name, email: row.email, phone: row.phone_no }, members.get(row.id) ?? []),
      );
      const seen = [row.startup_name, row.city].some((text) => text !== null && scrub(text).toLowerCase().includes(wanted));
      if (!seen) hidden.push(row.id);
    }
  }
  return hidden;
};
