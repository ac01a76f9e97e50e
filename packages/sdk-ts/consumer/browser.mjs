// Bundled by esbuild for the browser (platform=browser): the main entry must need no Node module.
import { KieuClient } from '@kieu-studio/sdk';

/** The balance and the request id, as a page's script would read them. */
export async function readBalance(baseUrl, token) {
  const kieu = new KieuClient({ baseUrl, token });
  const { data, requestId } = await kieu.balance().withResponse();
  return { balance: data.balance, requestId };
}
