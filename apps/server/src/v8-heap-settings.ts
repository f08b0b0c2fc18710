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
