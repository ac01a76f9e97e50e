/** The tools FASHN's API makes (decision 120); env.ts refuses any other on the fashn engine. */
export const fashnTools: readonly string[] = ['virtual-tryon', 'product-to-model', 'model-swap'];
