/**
 * The outcome of one data check, in a module of its own so that the checks (majority.ts, rcv.ts, ...) and
 * checks.ts, which runs them, do not import each other.
 */
export interface CheckResult {
  name: string;
  passed: boolean;
  details: string[];
}
