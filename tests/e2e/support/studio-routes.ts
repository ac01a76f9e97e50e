/** Spec §2.3–2.5: the studio, dashboard and admin routes, all blocked on phones. */
export const studioRoutes = [
  '/dashboard',
  '/virtual-tryon',
  '/body-generator',
  '/hairstyle-changer',
  '/image-to-video',
  '/image-editing',
  '/api-management',
  '/studio-pricing',
  '/studio/pricing',
  '/admin',
  '/admin/dashboard',
  '/help',
  '/catalogue',
  '/history',
  '/assets',
  '/team',
];
