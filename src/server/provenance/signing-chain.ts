import 'reflect-metadata';
import { createPrivateKey, X509Certificate, type KeyObject } from 'node:crypto';
import { mkdir, link, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as x509 from '@peculiar/x509';

/**
 * The certificate chain and key that sign results' content credentials (decision 052). Production
 * takes them from C2PA_CERT_PEM and C2PA_KEY_PEM (ES256: an EC P-256 key); development and tests
 * use a self-signed chain made once under DATA_DIR, shared by every process on that directory.
 */
export interface SigningChain {
  /** DER certificates, the signing certificate first. */
  certificates: Uint8Array[];
  key: KeyObject;
  /** The signing certificate's organisation, shown by readers as the issuer. */
  issuer: string;
  /** True for the generated chain: no reader trusts it. */
  development: boolean;
  /** The chain's last certificate in PEM: our own builder and reader trust what we signed. */
  anchorPem: string;
}

export interface SigningChainSource {
  certPem?: string;
  keyPem?: string;
  dataDir: string;
  production: boolean;
}

export class SigningChainError extends Error {}

const PEM_CERT = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g;

/** Parses a configured or stored pair, checking the key is P-256 and belongs to the first certificate. */
export function parseSigningChain(
  certPem: string,
  keyPem: string,
  development = false,
): SigningChain {
  const blocks = certPem.match(PEM_CERT) ?? [];
  if (blocks.length === 0) throw new SigningChainError('C2PA_CERT_PEM holds no certificate');
  const certificates = blocks.map((block) => new X509Certificate(block));
  let key: KeyObject;
  try {
    key = createPrivateKey(keyPem);
  } catch {
    throw new SigningChainError('C2PA_KEY_PEM is not a private key in PEM');
  }
  if (key.asymmetricKeyDetails?.namedCurve !== 'prime256v1') {
    throw new SigningChainError('C2PA_KEY_PEM must be an EC P-256 key (ES256)');
  }
  if (!certificates[0]!.checkPrivateKey(key)) {
    throw new SigningChainError(
      'C2PA_KEY_PEM does not belong to the first certificate of C2PA_CERT_PEM',
    );
  }
  const organisation = /(?:^|\n)O=([^\n]+)/.exec(certificates[0]!.subject)?.[1];
  return {
    certificates: certificates.map((certificate) => new Uint8Array(certificate.raw)),
    key,
    issuer: organisation ?? certificates[0]!.subject,
    development,
    anchorPem: certificates.at(-1)!.toString(),
  };
}

/**
 * The configured chain, else (outside production) the development chain under DATA_DIR. Production
 * without the pair is refused earlier by the production profile; this throws as a second guard.
 */
export async function loadSigningChain(source: SigningChainSource): Promise<SigningChain> {
  if (source.certPem && source.keyPem) return parseSigningChain(source.certPem, source.keyPem);
  if (source.production) {
    throw new SigningChainError('C2PA_CERT_PEM and C2PA_KEY_PEM are required in production');
  }
  return developmentChain(path.join(source.dataDir, 'c2pa', 'development-signer.pem'));
}

/** Reads the stored development chain, or makes one; the first process to link its file wins. */
async function developmentChain(file: string): Promise<SigningChain> {
  const stored = await readFile(file, 'utf8').catch(() => undefined);
  if (stored) return fromCombinedPem(stored);
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${Date.now()}`;
  const pair = await generateSigningPair();
  await writeFile(temporary, `${pair.certPem}\n${pair.keyPem}`, { mode: 0o600 });
  await link(temporary, file).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'EEXIST') throw error;
  });
  await rm(temporary, { force: true });
  return fromCombinedPem(await readFile(file, 'utf8'));
}

function fromCombinedPem(pem: string): SigningChain {
  const key = /-----BEGIN PRIVATE KEY-----[\s\S]+?-----END PRIVATE KEY-----/.exec(pem)?.[0];
  if (!key) throw new SigningChainError('the development signer file has no key; delete it');
  return parseSigningChain(pem, key, true);
}

const ES256 = { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' } as const;
const DAY = 86_400_000;
/** C2PA asks for email protection or document signing on the signing certificate. */
const EMAIL_PROTECTION = '1.3.6.1.5.5.7.3.4';

/**
 * A root and a signing certificate (five years, one year) and the signing key, in PEM: the
 * development chain, and a stand-in for a CA-issued pair in tests of the production profile.
 */
export async function generateSigningPair(): Promise<{ certPem: string; keyPem: string }> {
  x509.cryptoProvider.set(crypto);
  const now = Date.now();
  const rootKeys = await crypto.subtle.generateKey(ES256, true, ['sign', 'verify']);
  const root = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: randomSerial(),
    name: 'CN=Kieu Studio Development Root, O=Kieu Studio (development)',
    notBefore: new Date(now - DAY),
    notAfter: new Date(now + 5 * 365 * DAY),
    keys: rootKeys,
    signingAlgorithm: ES256,
    extensions: [
      new x509.BasicConstraintsExtension(true, 0, true),
      new x509.KeyUsagesExtension(
        x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign,
        true,
      ),
      await x509.SubjectKeyIdentifierExtension.create(rootKeys.publicKey),
    ],
  });
  const leafKeys = await crypto.subtle.generateKey(ES256, true, ['sign', 'verify']);
  const leaf = await x509.X509CertificateGenerator.create({
    serialNumber: randomSerial(),
    subject: 'CN=Kieu Studio Development Signer, O=Kieu Studio (development)',
    issuer: root.subject,
    notBefore: new Date(now - DAY),
    notAfter: new Date(now + 365 * DAY),
    publicKey: leafKeys.publicKey,
    signingKey: rootKeys.privateKey,
    signingAlgorithm: ES256,
    extensions: [
      new x509.BasicConstraintsExtension(false, undefined, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.digitalSignature, true),
      new x509.ExtendedKeyUsageExtension([EMAIL_PROTECTION]),
      await x509.SubjectKeyIdentifierExtension.create(leafKeys.publicKey),
      await x509.AuthorityKeyIdentifierExtension.create(root),
    ],
  });
  const pkcs8 = Buffer.from(await crypto.subtle.exportKey('pkcs8', leafKeys.privateKey));
  const keyPem = `-----BEGIN PRIVATE KEY-----\n${pkcs8.toString('base64').replace(/.{64}/g, '$&\n')}\n-----END PRIVATE KEY-----\n`;
  return {
    certPem: `${leaf.toString('pem')}\n${root.toString('pem')}\n`,
    keyPem: keyPem.replace(/\n\n/g, '\n'),
  };
}

function randomSerial(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(8)))
    .toString('hex')
    .replace(/^[89a-f]/, '1');
}
