import type { QrGateway } from '../../../contracts/billing.ts';

/** Each QR rail's credentials (issue 43): a rail is on with all of them, and never with some. */
export const railCredentialNames = {
  vietqr: ['PAYOS_CLIENT_ID', 'PAYOS_API_KEY', 'PAYOS_CHECKSUM_KEY'],
  momo: ['MOMO_PARTNER_CODE', 'MOMO_ACCESS_KEY', 'MOMO_SECRET_KEY'],
  zalopay: ['ZALOPAY_APP_ID', 'ZALOPAY_KEY1', 'ZALOPAY_KEY2'],
} as const satisfies Record<QrGateway, readonly string[]>;

type CredentialName = (typeof railCredentialNames)[QrGateway][number];
type CredentialEnv = Partial<Record<CredentialName, string>>;

/** Whether `gateway`'s credentials are all set (its real provider, not the stand-in). */
export function hasRailCredentials(env: CredentialEnv, gateway: QrGateway): boolean {
  return railCredentialNames[gateway].every((name) => Boolean(env[name]));
}

/**
 * One line per rail whose credentials are only partly set: such a rail would be neither the
 * provider nor the stand-in, so the start names what is missing.
 * @example railCredentialProblems({ MOMO_PARTNER_CODE: 'X' }) // ['MOMO_ACCESS_KEY, MOMO_SECRET_KEY: …']
 */
export function railCredentialProblems(env: CredentialEnv): string[] {
  return Object.values(railCredentialNames).flatMap((names) => {
    const missing = names.filter((name) => !env[name]);
    return missing.length > 0 && missing.length < names.length
      ? [`${missing.join(', ')}: ${names.join(', ')} go together`]
      : [];
  });
}
