import type { Locale } from '../../../i18n/locales.ts';
import { AppShell } from '../../app-shell/AppShell.tsx';
import { RequireLogin } from '../../app-shell/RequireLogin.tsx';
import { BodyGenerator } from '../body-generator/BodyGenerator.tsx';
import { ToolLayoutContext } from '../generation/tool-layout.ts';
import { HairstyleChanger } from '../hairstyle/HairstyleChanger.tsx';
import { ImageToVideo } from '../image-to-video/ImageToVideo.tsx';
import { TryOn } from '../try-on/TryOn.tsx';

/** The four tools spec §2.2 also offers on a -legacy page. */
export const legacyTools = {
  'virtual-tryon': TryOn,
  'body-generator': BodyGenerator,
  'hairstyle-changer': HairstyleChanger,
  'image-to-video': ImageToVideo,
} as const;

export type LegacyTool = keyof typeof legacyTools;

/**
 * /<tool>-legacy and /en/<tool>-legacy (spec §2.2, login required): the studio's own tool
 * component on one page, in the public layout. The page gives the site's header and footer,
 * so the island leaves out the app bar and a second <main>, like the checkout (decision 051).
 */
export default function LegacyToolIsland({ locale, tool }: { locale: Locale; tool: LegacyTool }) {
  const Tool = legacyTools[tool];
  return (
    <AppShell locale={locale} bar={false} main={false} skipLink={false}>
      <RequireLogin>
        <ToolLayoutContext.Provider value="single">
          <Tool />
        </ToolLayoutContext.Provider>
      </RequireLogin>
    </AppShell>
  );
}
