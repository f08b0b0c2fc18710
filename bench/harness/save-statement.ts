/**
 * The step save's UPDATE as bench/api.ts's raw anchor and the bare server (bare-graphql-server.ts) both send it:
 * the same columns set, the same conditions, every column returned, as the portal's save returns them.
 */
export const SAVE_UPDATE_SQL = `update applications set equity = ?, debt = ?, "grant" = ?, updated_at = ? where id = ? and application_status != 'submitted' returning *`;

/** The same text with PostgreSQL's numbered parameters ($1, $2, …). */
let parameter = 0;
export const SAVE_UPDATE_SQL_POSTGRES = SAVE_UPDATE_SQL.replace(/\?/g, () => `$${++parameter}`);
