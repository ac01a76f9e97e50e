import { expect, type APIRequestContext } from '@playwright/test';
import { samplePhoto } from '../../../src/server/engine/perception/sample-photos.ts';
import { apiUrl } from './accounts.ts';

/**
 * One of the account's brand models, made through the API as "My models" makes it from a
 * library photo: a full-body photo uploaded with consent becomes a ready model at once, free.
 * @example const lan = await seedBrandModel(request, token, 'Lan'); lan.id
 */
export async function seedBrandModel(
  request: APIRequestContext,
  token: string,
  name: string,
): Promise<{ id: string; name: string }> {
  const headers = { authorization: `Bearer ${token}` };
  const uploaded = await request.post(`${apiUrl}/assets`, {
    headers,
    multipart: {
      kind: 'model',
      consent: 'self',
      file: { name: `${name}.png`, mimeType: 'image/png', buffer: await samplePhoto('fullBody') },
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const photo = ((await uploaded.json()) as { id: string }).id;
  const created = await request.post(`${apiUrl}/models`, { headers, data: { name, photo } });
  expect(created.status(), await created.text()).toBe(201);
  const model = (await created.json()) as { id: string; name: string; status: string };
  expect(model.status).toBe('ready');
  return model;
}
