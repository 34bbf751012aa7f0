/**
 * Runs the Stamp Doctor in the page. Without an organization the diagnosis module runs right
 * here; with the in-page sandbox's organization the in-page sandbox answers its own
 * `POST /sandbox/v1/stamps/diagnose`, which reads that organization's keys. Both are the same
 * code as the sandbox endpoint, and neither contacts any server.
 */
import type { StampDiagnosis } from '@docs/sandbox/stamp-diagnosis';
import type { DoctorRequest } from './request-handoff';

export type DiagnosisAnswer =
  { diagnosis: StampDiagnosis; organizationId?: string } | { error: string };

export async function diagnoseInPage(
  request: DoctorRequest,
  withSandboxOrganization: boolean,
): Promise<DiagnosisAnswer> {
  if (!withSandboxOrganization) {
    const { diagnoseStamp } = await import('@docs/sandbox/stamp-diagnosis');
    return { diagnosis: await diagnoseStamp(request) };
  }
  const { openInPageSandbox } = await import('../../api-reference/try-it/in-page/client');
  const sandbox = await openInPageSandbox();
  if ('kind' in sandbox) return { error: sandbox.message };
  const { organizationId } = await sandbox.identity();
  const response = await sandbox.send({
    path: '/sandbox/v1/stamps/diagnose',
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...request, organizationId }),
  });
  let parsed: unknown;
  try {
    parsed = JSON.parse(response.body);
  } catch {
    return { error: `The in-page sandbox answered ${response.status} without JSON` };
  }
  if (response.status !== 200) {
    const message = (parsed as { message?: unknown }).message;
    return {
      error:
        typeof message === 'string' ? message : `The in-page sandbox answered ${response.status}`,
    };
  }
  return { diagnosis: parsed as StampDiagnosis, organizationId };
}
