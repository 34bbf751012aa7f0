#!/usr/bin/env node
/**
 * `npm run sandbox`: runs the compiled CLI, rebuilding it first when a source changed since the
 * last build (about a second). Compiled, the sandbox answers within a third of a second of its
 * start; compiling every module on the fly at each start took about a second (decision 0178).
 */
import { createRequire } from 'node:module';
import { bundleCli, bundleIsCurrent, outfile } from './bundle.mjs';

if (!bundleIsCurrent()) await bundleCli();
createRequire(import.meta.url)(outfile);
