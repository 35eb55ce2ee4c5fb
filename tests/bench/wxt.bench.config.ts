import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { defineConfig } from 'wxt';
import base from '../../wxt.config';

/**
 * The shipped build, written elsewhere: the bench adds its blank pages to this copy only (the shipped extension
 * stays clean), and colleagues rebuilding .output/ in the same checkout cannot swap files under a running bench.
 * QP_BENCH_OUT_DIR: a bench build of one's own, when several people bench in one checkout.
 */
export const BENCH_OUT_DIR = process.env.QP_BENCH_OUT_DIR ?? join(tmpdir(), 'quickpost-bench-build');

export default defineConfig({ ...base, outDir: BENCH_OUT_DIR });
