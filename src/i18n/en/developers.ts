/**
 * English strings of the developers page (/developers, issue 45): how to get a token for the
 * public API, its consent rule and where its reference is; they define the area's keys.
 * Text between backticks is shown as code.
 */
export const enDevelopers = {
  'developers.title': 'Kiểu Studio API for developers: get a token, make a first try-on',
  'developers.description':
    'Generate try-ons, model photos and edits from your shop’s own systems with the Kiểu Studio API: how to get a token, which plan it needs, and the full reference.',
  'developers.footerLink': 'API for developers',
  'developers.referenceLink': 'API reference',
  'developers.footerHeading': 'Developers',
  'developers.eyebrow': 'For developers',
  'developers.heading': 'Try-ons from your own systems',
  'developers.intro':
    'The API does what the studio does, from your shop’s server: upload photos, submit a try-on or another service, and get the result by polling or by a signed webhook.',
  'developers.token.heading': 'Get a token',
  'developers.token.account.title': 'An account',
  'developers.token.account.body':
    'Sign up in the studio, or through the API: `POST /auth/register`, the 6-digit code mailed to you to `POST /auth/verify_otp`, then `POST /auth/login` for a session.',
  'developers.token.plan.title': 'A plan with API access',
  'developers.token.plan.body':
    'API tokens come with {withApi}. On {withoutApi}, creating a token answers `403 plan_without_api_access`: the free trial’s credits are for the studio.',
  'developers.token.plan.link': 'See the plans',
  'developers.token.create.title': 'A token',
  'developers.token.create.body':
    'In the studio, open API management and create a token with the services it may call and its requests per minute (1 to 1,000), or call `POST /api-tokens`. Its value, `ks_live_…`, is shown once: keep it on your server.',
  'developers.token.create.link': 'Open API management',
  'developers.consent.heading': 'Photos of people need their consent',
  'developers.consent.body':
    'Upload a photo of a person with `consent=subject` (the person agreed) or `consent=self` (it is you): models, faces, hair references and other images need it, and a garment photo does when someone is seen in it. A submit refuses an input of a person without that record (422), before any credit is held.',
  'developers.engines.heading': 'What this deployment’s engines take',
  'developers.engines.body':
    'Some options exist only on some engines: the demo engine takes no try-on `mode`, `seed` or several samples. `GET /v1/capabilities` lists, for each service, the options its engine refuses, so nothing is refused by surprise.',
  'developers.links.heading': 'Reference',
  'developers.links.reference': 'Interactive API reference',
  'developers.links.referenceNote': 'every operation, with curl and TypeScript examples',
  'developers.links.document': 'OpenAPI 3.1 document',
  'developers.links.documentNote': 'for code generators; each version has its own',
  'developers.links.changelog': 'Versions and changes',
  'developers.links.changelogNote': 'what each dated version changed',
  'developers.links.capabilities': 'Engine capabilities',
  'developers.links.capabilitiesNote': 'the options each service takes here',
  'developers.list.and': '{first} and {last}',
};
