// The site build lives with the API, which rebuilds the site when the blog changes.
export {
  buildSite,
  buildSiteIfStale,
  siteSourceHash,
} from '../../src/server/site-build/build-site.ts';
