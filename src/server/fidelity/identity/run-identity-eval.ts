import { faceDescriptor, type FaceDescriptor } from './face-descriptor.ts';
import { faceVariant, variantKinds } from './face-variants.ts';
import { identityReport, type IdentityReport, type LabelledPair } from './identity-calibration.ts';
import { identityPhoto, identityPhotos, personOf, type IdentityPhoto } from './identity-photos.ts';
import { descriptorSimilarity } from './measure-identity.ts';

/** Every third pair of each kind is kept out of the calibration, to report on. */
const heldOut = (index: number) => index % 3 === 2;

async function similarity(a: FaceDescriptor | null, b: FaceDescriptor | null) {
  return a && b ? descriptorSimilarity(a.descriptor, b.descriptor) : null;
}

/**
 * The identity check's labelled set and its table (decision 121): each face photo against each
 * of its variants (same person, one photo), photos of one person against each other (same person,
 * different photos), and every pair of different people, both as photographed and with one side
 * changed by each variant; then thresholds from two thirds of each kind and the verdicts' table
 * on the rest.
 */
export async function runIdentityEval(): Promise<IdentityReport & { ms: number }> {
  const started = performance.now();
  const faces = new Map<string, FaceDescriptor | null>();
  for (const name of identityPhotos) {
    const photo = await identityPhoto(name);
    faces.set(name, await faceDescriptor(photo));
    for (const kind of variantKinds) {
      faces.set(`${name}/${kind}`, await faceDescriptor(await faceVariant(photo, kind)));
    }
  }
  const byKind = new Map<string, Omit<LabelledPair, 'split'>[]>();
  const add = async (kind: string, samePerson: boolean, a: string, b: string) => {
    const pair = { kind, samePerson, similarity: await similarity(faces.get(a)!, faces.get(b)!) };
    byKind.set(kind, [...(byKind.get(kind) ?? []), pair]);
  };
  for (const name of identityPhotos) {
    for (const kind of variantKinds) await add(`variant:${kind}`, true, name, `${name}/${kind}`);
  }
  const photoPairs: [IdentityPhoto, IdentityPhoto][] = identityPhotos.flatMap((a, i) =>
    identityPhotos.slice(i + 1).map((b) => [a, b] as [IdentityPhoto, IdentityPhoto]),
  );
  for (const [a, b] of photoPairs) {
    if (personOf[a] === personOf[b]) await add('different-photo', true, a, b);
    else {
      await add('different-person', false, a, b);
      for (const kind of variantKinds)
        await add(`different-person, one ${kind}`, false, `${a}/${kind}`, b);
    }
  }
  const pairs = [...byKind.values()].flatMap((group) =>
    group.map((pair, index) => ({
      ...pair,
      split: heldOut(index) ? ('held-out' as const) : ('calibration' as const),
    })),
  );
  return { ...identityReport(pairs), ms: Math.round(performance.now() - started) };
}
