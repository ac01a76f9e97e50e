import { apiServices } from '../../contracts/api-tokens.ts';
import { toolNameKey } from '../../i18n/tool-names.ts';

/** The services a token may be allowed, each labelled with its tool's one name. */
export const serviceOptions = apiServices.map((service) => ({
  service,
  label: toolNameKey(service),
}));
