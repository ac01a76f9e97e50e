import { generateKeyPairSync } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { generateSigningPair, loadSigningChain, parseSigningChain } from './signing-chain.ts';
import { coseSign1, reserveSizeFor } from './cose-sign1.ts';

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));
const tempDir = async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'kieu-c2pa-'));
  dirs.push(dir);
  return dir;
};

describe('the signing chain (decision 052)', () => {
  it('makes the development chain once under DATA_DIR and every process reads the same one', async () => {
    const dataDir = await tempDir();
    const [one, two] = await Promise.all([
      loadSigningChain({ dataDir, production: false }),
      loadSigningChain({ dataDir, production: false }),
    ]);
    expect(one.development).toBe(true);
    expect(Buffer.from(one.certificates[0]!).equals(Buffer.from(two.certificates[0]!))).toBe(true);
    const again = await loadSigningChain({ dataDir, production: false });
    expect(Buffer.from(again.certificates[0]!).equals(Buffer.from(one.certificates[0]!))).toBe(
      true,
    );
    const stored = await readFile(path.join(dataDir, 'c2pa', 'development-signer.pem'), 'utf8');
    expect(stored).toContain('BEGIN PRIVATE KEY');
  });

  it('refuses production without a configured pair', async () => {
    await expect(loadSigningChain({ dataDir: await tempDir(), production: true })).rejects.toThrow(
      /C2PA_CERT_PEM and C2PA_KEY_PEM are required in production/,
    );
  });

  it('takes a configured pair, the chain in order, and names its organisation', async () => {
    const pair = await generateSigningPair();
    const chain = parseSigningChain(pair.certPem, pair.keyPem);
    expect(chain.certificates).toHaveLength(2);
    expect(chain.issuer).toBe('Kieu Studio (development)');
    expect(chain.development).toBe(false);
  });

  it('refuses a key that is not P-256, or not the certificate’s', async () => {
    const pair = await generateSigningPair();
    const other = await generateSigningPair();
    expect(() => parseSigningChain(pair.certPem, other.keyPem)).toThrow(/does not belong/);
    const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
      type: 'pkcs8',
      format: 'pem',
    }) as string;
    expect(() => parseSigningChain(pair.certPem, rsa)).toThrow(/EC P-256/);
    expect(() => parseSigningChain('not a certificate', pair.keyPem)).toThrow(/no certificate/);
    expect(() => parseSigningChain(pair.certPem, 'not a key')).toThrow(/not a private key/);
  });

  it('pads the COSE signature to exactly the reserved size', async () => {
    const pair = await generateSigningPair();
    const chain = parseSigningChain(pair.certPem, pair.keyPem);
    const reserve = reserveSizeFor(chain);
    for (const claim of [new Uint8Array(10), new Uint8Array(5000)]) {
      expect(coseSign1(claim, chain, reserve)).toHaveLength(reserve);
    }
    expect(() => coseSign1(new Uint8Array(10), chain, 100)).toThrow(/outgrew/);
  });
});
