/**
 * Whether the identity check may run (decision 121). Its face embedding model, HSE FaceRes, is
 * distributed under Apache-2.0, but it learned faces from VGGFace2 (photos collected from the
 * web without their subjects' consent, withdrawn by its publisher pending a legal review) and
 * its age and gender heads from IMDb celebrity photos whose terms were not found. Until the
 * owner clears that in writing, the check is off in production and on elsewhere (tests, eval,
 * development), and a deployment turns it on only with `IDENTITY_CHECK=on`.
 */
export const identityCheckSettings = ['on', 'off'] as const;
export type IdentityCheckSetting = (typeof identityCheckSettings)[number];

/**
 * @example identityCheckOn({ production: true }) // false: blocked until the model is cleared
 * @example identityCheckOn({ production: true, setting: 'on' }) // true
 */
export function identityCheckOn({
  production,
  setting,
}: {
  production: boolean;
  setting?: IdentityCheckSetting;
}): boolean {
  return setting ? setting === 'on' : !production;
}
