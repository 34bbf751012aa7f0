#!/usr/bin/env node
/** Builds the CLI for the packed package (`npm pack` runs this first); see `bundle.mjs`. */
import path from 'node:path';
import { bundleCli, outfile } from './bundle.mjs';

const bytes = await bundleCli();
console.log(
  `sandbox build: ${path.relative(process.cwd(), outfile)} (${Math.round(bytes / 1024)} KiB)`,
);
