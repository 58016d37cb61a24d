import type { FormatLoader } from './loader.js';

/**
 * Every file format the workbench opens. Order matters for sniffing: more specific first.
 * Each format lives in its own module and adds one line here.
 */
export const LOADERS: FormatLoader[] = [];
