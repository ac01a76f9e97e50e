import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { samplePhoto } from '../../src/server/engine/perception/sample-photos.ts';
import { keyboardOnly } from './support/keyboard.ts';
import {
  dictionaries,
  generateOpenAndDownload,
  signInAndOpenTool,
  textOf,
  uploadByKeyboard,
} from './support/keyboard-flow.ts';

// Issue 25: image editing, image to video, the body generator and the hairstyle changer, each
// from a guest's login to a downloaded result with the keyboard alone, in both languages.
// Every key is checked to leave focus on an element, never on <body> (support/keyboard.ts).
// The try-on has its own file (keyboard-try-on.test.ts): its generation is the heaviest.
test.use({ viewport: { width: 1280, height: 800 } });

/** A photo-like PNG so the local engine has something to read. */
async function photo(name: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="480">
    <rect width="100%" height="100%" fill="#8d6e63"/>
    <ellipse cx="180" cy="160" rx="60" ry="80" fill="#e8bf9f"/>
    <rect x="120" y="240" width="120" height="190" fill="#1e88e5"/>
  </svg>`;
  return { name, mimeType: 'image/png', buffer: await sharp(Buffer.from(svg)).png().toBuffer() };
}

async function portrait(name: string) {
  return { name, mimeType: 'image/png', buffer: Buffer.from(await samplePhoto('portrait')) };
}

for (const locale of ['en', 'vi'] as const) {
  const d = dictionaries[locale];
  const slot = (name: 'source' | 'face' | 'portrait') => ({
    choose: textOf(d, `toolsUi.slot.${name}.choose`),
    change: textOf(d, `toolsUi.slot.${name}.change`),
  });

  test(`image editing with the keyboard alone (${locale})`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const keys = keyboardOnly(page);
    await signInAndOpenTool(
      page,
      request,
      keys,
      locale,
      '/image-editing',
      'tools.name.image-editing',
    );
    await uploadByKeyboard(page, keys, d, slot('source'), await photo('goc.png'));
    const preset = page.getByRole('button', { name: d['toolsUi.preset.enhance-quality'] });
    await keys.activate(preset, ' ');
    await expect(preset).toHaveAttribute('aria-pressed', 'true');
    await generateOpenAndDownload(page, keys, d);
  });

  test(`image to video with the keyboard alone (${locale})`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const keys = keyboardOnly(page);
    await signInAndOpenTool(
      page,
      request,
      keys,
      locale,
      '/image-to-video',
      'tools.name.image-to-video',
    );
    await uploadByKeyboard(page, keys, d, slot('source'), await photo('anh.png'));
    await generateOpenAndDownload(page, keys, d);
  });

  test(`body generator with the keyboard alone (${locale})`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const keys = keyboardOnly(page);
    await signInAndOpenTool(
      page,
      request,
      keys,
      locale,
      '/body-generator',
      'tools.name.body-generator',
    );
    // A radio group with nothing checked: Tab reaches its first radio, an arrow moves on and
    // checks the next one.
    const female = page.getByRole('radio', { name: d['toolsUi.gender.female'] });
    await keys.tabTo(page.getByRole('radio', { name: d['toolsUi.gender.male'], exact: true }));
    await keys.press('ArrowRight');
    await expect(female).toBeFocused();
    await expect(female).toBeChecked();
    for (const [label, value] of [
      ['toolsUi.body.height', '165'],
      ['toolsUi.body.weight', '54'],
      ['toolsUi.body.age', '26'],
    ] as const) {
      await keys.tabTo(page.getByLabel(d[label], { exact: true }));
      await keys.type(value);
    }
    const light = page.getByRole('radio', { name: d['toolsUi.skinTone.light'], exact: true });
    await keys.tabTo(page.getByRole('radio', { name: d['toolsUi.skinTone.very-light'] }));
    await keys.press('ArrowRight');
    await expect(light).toBeChecked();
    const bodyType = page.getByLabel(d['toolsUi.body.bodyType'], { exact: true });
    await keys.tabTo(bodyType);
    await keys.press('ArrowDown');
    await expect(bodyType).not.toHaveValue('');
    await uploadByKeyboard(page, keys, d, slot('face'), await portrait('mat.png'));
    await generateOpenAndDownload(page, keys, d);
  });

  test(`hairstyle changer with the keyboard alone (${locale})`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const keys = keyboardOnly(page);
    await signInAndOpenTool(
      page,
      request,
      keys,
      locale,
      '/hairstyle-changer',
      'tools.name.hairstyle-changer',
    );
    await uploadByKeyboard(page, keys, d, slot('portrait'), await portrait('chan-dung.png'));
    await expect(
      page.getByRole('status').filter({ hasText: d['toolsUi.hair.portraitOk'] }),
    ).toBeVisible();
    const style = page
      .getByRole('list', { name: d['toolsUi.hair.styles'] })
      .getByRole('button', { name: new RegExp(`^${d['generation.hairstyle.modern-bob']}`) });
    await keys.activate(style);
    await expect(style).toHaveAttribute('aria-pressed', 'true');
    await generateOpenAndDownload(page, keys, d);
  });
}
