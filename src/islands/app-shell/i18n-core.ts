import { enAuthUi } from '../../i18n/en/auth-ui.ts';
import { enAuth } from '../../i18n/en/auth.ts';
import { enAssets } from '../../i18n/en/assets.ts';
import { enHistory } from '../../i18n/en/history.ts';
import { enProfile } from '../../i18n/en/profile.ts';
import { enTryOn } from '../../i18n/en/try-on.ts';
import { enSession } from '../../i18n/en/session.ts';
import { enStudio } from '../../i18n/en/studio.ts';
import { enDashboard } from '../../i18n/en/dashboard.ts';
import { enCredits } from '../../i18n/en/credits.ts';
import { enBilling } from '../../i18n/en/billing.ts';
import { enApiTokens } from '../../i18n/en/api-tokens.ts';
import { enPricing } from '../../i18n/en/pricing.ts';
import { enValidation } from '../../i18n/en/validation.ts';
import { enTutorial } from '../../i18n/en/tutorial.ts';
import { enHelp } from '../../i18n/en/help.ts';
import { enGeneration } from '../../i18n/en/generation.ts';
import { enToolsUi } from '../../i18n/en/tools-ui.ts';
import { enAdminBlog } from '../../i18n/en/admin-blog.ts';
import { enAdmin } from '../../i18n/en/admin.ts';
import { enTools } from '../../i18n/en/tools.ts';
import { enFormat } from '../../i18n/en/format.ts';
import { enAiLabel } from '../../i18n/en/ai-label.ts';
import { enAccountExport } from '../../i18n/en/account-export.ts';
import { enAccountClosing } from '../../i18n/en/account-closing.ts';
import { enRetention } from '../../i18n/en/retention.ts';
import { enEconomics } from '../../i18n/en/economics.ts';
import { enCatalogue } from '../../i18n/en/catalogue.ts';
import { enTeamScreen } from '../../i18n/en/team-screen.ts';
import { enFidelity } from '../../i18n/en/fidelity.ts';
import { enModelTools } from '../../i18n/en/model-tools.ts';
import { enMyModels } from '../../i18n/en/my-models.ts';
import { enBrandModels } from '../../i18n/en/brand-models.ts';
import type { Locale } from '../../i18n/locales.ts';
import { viAuthUi } from '../../i18n/vi/auth-ui.ts';
import { viAuth } from '../../i18n/vi/auth.ts';
import { viAssets } from '../../i18n/vi/assets.ts';
import { viHistory } from '../../i18n/vi/history.ts';
import { viProfile } from '../../i18n/vi/profile.ts';
import { viTryOn } from '../../i18n/vi/try-on.ts';
import { viSession } from '../../i18n/vi/session.ts';
import { viStudio } from '../../i18n/vi/studio.ts';
import { viDashboard } from '../../i18n/vi/dashboard.ts';
import { viCredits } from '../../i18n/vi/credits.ts';
import { viBilling } from '../../i18n/vi/billing.ts';
import { viApiTokens } from '../../i18n/vi/api-tokens.ts';
import { viPricing } from '../../i18n/vi/pricing.ts';
import { viValidation } from '../../i18n/vi/validation.ts';
import { viTutorial } from '../../i18n/vi/tutorial.ts';
import { viHelp } from '../../i18n/vi/help.ts';
import { viGeneration } from '../../i18n/vi/generation.ts';
import { viToolsUi } from '../../i18n/vi/tools-ui.ts';
import { viAdminBlog } from '../../i18n/vi/admin-blog.ts';
import { viAdmin } from '../../i18n/vi/admin.ts';
import { viTools } from '../../i18n/vi/tools.ts';
import { viFormat } from '../../i18n/vi/format.ts';
import { viAiLabel } from '../../i18n/vi/ai-label.ts';
import { viAccountExport } from '../../i18n/vi/account-export.ts';
import { viAccountClosing } from '../../i18n/vi/account-closing.ts';
import { viRetention } from '../../i18n/vi/retention.ts';
import { viEconomics } from '../../i18n/vi/economics.ts';
import { viCatalogue } from '../../i18n/vi/catalogue.ts';
import { viTeamScreen } from '../../i18n/vi/team-screen.ts';
import { viFidelity } from '../../i18n/vi/fidelity.ts';
import { viModelTools } from '../../i18n/vi/model-tools.ts';
import { viMyModels } from '../../i18n/vi/my-models.ts';
import { viBrandModels } from '../../i18n/vi/brand-models.ts';

// Only the areas the account islands use ship to the browser, not the whole site's copy.
const en = {
  ...enAuth,
  ...enValidation,
  ...enAuthUi,
  ...enSession,
  ...enProfile,
  ...enStudio,
  ...enDashboard,
  ...enCredits,
  ...enBilling,
  ...enApiTokens,
  ...enPricing,
  ...enTutorial,
  ...enHelp,
  ...enAssets,
  ...enTryOn,
  ...enHistory,
  ...enGeneration,
  ...enToolsUi,
  ...enAdminBlog,
  ...enAdmin,
  ...enTools,
  ...enFormat,
  ...enAiLabel,
  ...enAccountExport,
  ...enAccountClosing,
  ...enRetention,
  ...enEconomics,
  ...enCatalogue,
  ...enTeamScreen,
  ...enFidelity,
  ...enModelTools,
  ...enMyModels,
  ...enBrandModels,
};
export type IslandKey = keyof typeof en;
const dictionaries: Record<Locale, Record<IslandKey, string>> = {
  en,
  vi: {
    ...viAuth,
    ...viValidation,
    ...viAuthUi,
    ...viSession,
    ...viProfile,
    ...viStudio,
    ...viDashboard,
    ...viCredits,
    ...viBilling,
    ...viApiTokens,
    ...viPricing,
    ...viTutorial,
    ...viHelp,
    ...viAssets,
    ...viTryOn,
    ...viHistory,
    ...viGeneration,
    ...viToolsUi,
    ...viAdminBlog,
    ...viAdmin,
    ...viTools,
    ...viFormat,
    ...viAiLabel,
    ...viAccountExport,
    ...viAccountClosing,
    ...viRetention,
    ...viEconomics,
    ...viCatalogue,
    ...viTeamScreen,
    ...viFidelity,
    ...viModelTools,
    ...viMyModels,
    ...viBrandModels,
  },
};

export type IslandT = (key: IslandKey, params?: Record<string, string | number>) => string;

/** A translator for the islands' areas; unknown keys (a server text) come back unchanged. */
export function islandT(locale: Locale): IslandT {
  const dictionary = dictionaries[locale];
  return (key, params) =>
    (dictionary[key] ?? key).replace(/\{(\w+)\}/g, (match, name: string) =>
      params && name in params ? String(params[name]) : match,
    );
}
