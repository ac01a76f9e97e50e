/**
 * English names of the studio tools and the video models: one name for each, used by the
 * sidebar, headings, history, dashboard, help, token permissions and the public pages. The
 * tools are also the API token services (`apiServices` is `studioTools`).
 */
export const enTools = {
  'tools.name.virtual-tryon': 'Virtual try-on',
  'tools.name.body-generator': 'Body generator',
  'tools.name.hairstyle-changer': 'Hairstyle changer',
  'tools.name.image-to-video': 'Image to video',
  'tools.name.image-editing': 'Image editing',
  'tools.name.product-to-model': 'Product to model',
  'tools.name.model-swap': 'Model swap',
  // Product names, the same in both languages (decision 014 lists the ids).
  'tools.videoModel.seedance_v1': 'Seedance 1.0',
  'tools.videoModel.veo_v2': 'Veo 2',
  'tools.videoModel.veo3': 'Veo 3',
  'tools.videoModel.hailuo_v2': 'Hailuo 02',
  'tools.videoModel.kling_v2.1': 'Kling 2.1',
} as const;
