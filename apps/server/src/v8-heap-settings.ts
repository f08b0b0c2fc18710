import v8 from 'node:v8';

/**
 * The ArrayBuffers behind request bodies count in V8's global heap limit, instead of starting a full mark-compact of
 * the whole heap after every fixed step of them: a 1 GiB upload paid 36–43 of those, and marking took up to 5 of the
 * ~11 s of CPU it cost (docs/decisions/018-external-memory-in-the-heap-limit.md). Imported first by server.ts, the
 * process's entry.
 */
v8.setFlagsFromString('--external-memory-accounted-in-global-limit');
/**
 * With the option above a 1 GiB upload grew the server's memory by 137–157 MB against the 150 MB budget, most of it
 * request bodies' ArrayBuffers waiting to be collected. A cap on the young generation's growth halved that, at a few
 * per cent of upload speed (decision 018, "Young generation").
 */
v8.setFlagsFromString('--scavenger-max-new-space-capacity-mb=16');
/**
 * A fixed growth factor of 2 between full collections. With request bodies counted in the global limit (above), the
 * limit after a full collection is the live heap times V8's factor, and V8 drops that factor to 1.1 after a
 * collection made to give memory back (its memory reducer runs those once the server goes idle). Every upload after
 * the first then started a mark-compact every few dozen MB of bodies: 68 in a run of three uploads, 6.7–9.0 s of CPU each
 * against 2.5–3.4 s for the first (decision 018, "Growth factor").
 */
v8.setFlagsFromString('--heap-growing-percent=100');
