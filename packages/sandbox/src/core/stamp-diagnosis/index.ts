export { diagnoseStamp, type StampDiagnosisInput } from './diagnose';
export type { KnownCredentials, StampCheck, StampDiagnosis } from './checks';
export { STAMP_VERDICTS, STAMP_VERDICT_NAMES, type StampVerdict } from './verdicts';
export { knownCredentials } from './known';
