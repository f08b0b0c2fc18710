/**
 * Imported first by each bare-library server (bare-*-server.ts): it exits on SIGTERM rather than being killed by it,
 * so that the CPU profile BENCH_CPU_PROF asks for (benchServerFlags in server.ts) is written.
 */
process.once('SIGTERM', () => process.exit(0));
