/**
 * The record of a diagnosis: every check in the order it ran, each passed, failed or skipped
 * (skipped when an earlier failure left nothing to check), and the verdict of the first failure.
 */
import type { ApiKeyCurve } from '../../storage/types';
import { STAMP_VERDICTS, type StampVerdict } from './verdicts';

export interface StampCheck {
  /** Stable name, for tests and links. */
  id: string;
  label: string;
  outcome: 'pass' | 'fail' | 'skip';
  /** What was found, in words, with the values involved. */
  detail: string;
}

export interface StampDiagnosis {
  verdict: StampVerdict;
  title: string;
  explanation: string;
  fix: string;
  checks: StampCheck[];
}

/** The organization's credentials, as the caller read them (the diagnosis reads no storage). */
export interface KnownCredentials {
  organizationId: string;
  apiKeys: {
    apiKeyId: string;
    /** Lower-case hex, as registered. */
    publicKey: string;
    curveType: ApiKeyCurve;
    expired: boolean;
  }[];
  authenticators: {
    authenticatorId: string;
    /** Base64url without padding. */
    credentialId: string;
    /** Compressed P-256, hex. */
    publicKey: string;
  }[];
}

/** Collects checks; the first failure fixes the verdict, and later steps are recorded as skipped. */
export class CheckLog {
  readonly checks: StampCheck[] = [];
  private failure: StampVerdict | undefined;

  pass(id: string, label: string, detail: string): void {
    this.checks.push({ id, label, outcome: 'pass', detail });
  }

  /** Records a failure; returns false so a step can `return log.fail(…)`. */
  fail(verdict: StampVerdict, id: string, label: string, detail: string): false {
    this.checks.push({ id, label, outcome: 'fail', detail });
    this.failure ??= verdict;
    return false;
  }

  skip(id: string, label: string, detail: string): void {
    this.checks.push({ id, label, outcome: 'skip', detail });
  }

  get failed(): boolean {
    return this.failure !== undefined;
  }

  result(verdict: StampVerdict = this.failure ?? 'valid'): StampDiagnosis {
    const { title, explanation, fix } = STAMP_VERDICTS[verdict];
    return { verdict, title, explanation, fix, checks: this.checks };
  }
}
