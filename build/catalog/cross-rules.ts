/**
 * Rules across records and files. Register a new one here (a pure function over the files' records returning
 * problems; resultsCheckRule adapts an ingest CheckResult function): it then runs at ingest, before anything is
 * written, and at every build. The functions, which read a few files the build already checked, do not load them.
 */
import { presidentialDerivedFields } from './president-rules.ts';
import { electoralVotesMatchApportionment, RESULTS_CHECKS } from './results-rules.ts';
import type { CrossRule } from './rules.ts';

export const CROSS_RULES: CrossRule[] = [
  electoralVotesMatchApportionment,
  presidentialDerivedFields,
  ...RESULTS_CHECKS,
];
