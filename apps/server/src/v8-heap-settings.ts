import v8 from 'node:v8';

/**
 * The ArrayBuffers behind request bodies count in V8's global heap limit, instead of starting a full mark-compact of
 * the whole heap after every 64 MB of them: a 1 GiB upload paid ~36 of those, half of the server's CPU for it
 * (docs/decisions/018-external-memory-in-the-heap-limit.md). Imported first by server.ts, the process's entry.
 */
v8.setFlagsFromString('--external-memory-accounted-in-global-limit');
