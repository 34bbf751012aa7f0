/**
 * New passkey records from registrations (parsing done before any transaction) and their
 * insertion, shared by create_authenticators, create_users and create_sub_organization.
 */
import type { AuthenticatorParamsV2 } from '@docs/platform-api';
import type { AuthenticatorRecord, WriteTransaction } from '../../storage/types';
import { invalid, SandboxError } from '../errors';
import type { HandlerContext } from '../contract';
import { readRegistration, RegistrationError } from '../webauthn/attestation';

export function newAuthenticators(
  context: Pick<HandlerContext, 'newId' | 'timestamp'>,
  organizationId: string,
  userId: string,
  params: AuthenticatorParamsV2[],
  path: string,
): AuthenticatorRecord[] {
  const seen = new Set<string>();
  return params.map((param, index) => {
    let registration;
    try {
      registration = readRegistration(param);
    } catch (error) {
      if (error instanceof RegistrationError) {
        throw invalid(`${path}[${index}].${error.field}: ${error.message}`, 'INVALID_ATTESTATION');
      }
      throw error;
    }
    if (seen.has(registration.credentialId)) {
      throw invalid(
        `${path}[${index}].attestation.credentialId: the same credential is listed twice`,
      );
    }
    seen.add(registration.credentialId);
    const now = context.timestamp();
    return {
      authenticatorId: context.newId(),
      organizationId,
      userId,
      authenticatorName: param.authenticatorName,
      credentialId: registration.credentialId,
      publicKey: registration.publicKey,
      aaguid: registration.aaguid,
      attestationType: registration.attestationType,
      transports: param.attestation.transports,
      createdAt: now,
      updatedAt: now,
    };
  });
}

/** Inserts passkeys; a credential already registered in the organization is refused. */
export async function insertAuthenticators(
  tx: WriteTransaction,
  authenticators: AuthenticatorRecord[],
) {
  for (const authenticator of authenticators) {
    const existing = await tx.list('authenticator', {
      organizationId: authenticator.organizationId,
      lookup: authenticator.credentialId,
    });
    if (existing.length > 0) {
      throw new SandboxError(
        'ALREADY_EXISTS',
        'AUTHENTICATOR_ALREADY_EXISTS',
        `Credential ${authenticator.credentialId} is already registered in organization ${authenticator.organizationId}`,
      );
    }
    await tx.insert('authenticator', {
      id: authenticator.authenticatorId,
      organizationId: authenticator.organizationId,
      parentId: authenticator.userId,
      lookup: authenticator.credentialId,
      data: authenticator,
    });
  }
}
