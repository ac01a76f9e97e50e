import { enCommon } from './en/common.ts';
import { enHome } from './en/home.ts';
import { enDevTools } from './en/dev-tools.ts';
import { enAbout } from './en/about.ts';
import { enPricing } from './en/pricing.ts';
import { enContact } from './en/contact.ts';
import { enLegal } from './en/legal.ts';
import { enPayment } from './en/payment.ts';
import { enAuth } from './en/auth.ts';
import { enMail } from './en/mail.ts';
import { enValidation } from './en/validation.ts';
import { enPages } from './en/pages.ts';
import { enAuthUi } from './en/auth-ui.ts';
import { enSession } from './en/session.ts';
import { enProfile } from './en/profile.ts';
import { enStudio } from './en/studio.ts';
import { enDashboard } from './en/dashboard.ts';
import { enCredits } from './en/credits.ts';
import { enBilling } from './en/billing.ts';
import { enApiTokens } from './en/api-tokens.ts';
import { enPublicApi } from './en/public-api.ts';
import { enApiWording } from './en/api-wording.ts';
import { enInputSources } from './en/input-sources.ts';
import { enAi } from './en/ai.ts';
import { enTutorial } from './en/tutorial.ts';
import { enHelp } from './en/help.ts';
import { enAssets } from './en/assets.ts';
import { enTryOn } from './en/try-on.ts';
import { enHistory } from './en/history.ts';
import { enGeneration } from './en/generation.ts';
import { enToolsUi } from './en/tools-ui.ts';
import { enModelTools } from './en/model-tools.ts';
import { enAdminBlog } from './en/admin-blog.ts';
import { enBlog } from './en/blog.ts';
import { enAdmin } from './en/admin.ts';
import { enTools } from './en/tools.ts';
import { enFormat } from './en/format.ts';
import { enVerify } from './en/verify.ts';
import { enDevelopers } from './en/developers.ts';
import { enAiLabel } from './en/ai-label.ts';
import { enAccountExport } from './en/account-export.ts';
import { enCatalogueExport } from './en/catalogue-export.ts';
import { enCatalogueBatch } from './en/catalogue-batch.ts';
import { enCatalogue } from './en/catalogue.ts';
import { enAccountClosing } from './en/account-closing.ts';
import { enTeams } from './en/teams.ts';
import { enTeamScreen } from './en/team-screen.ts';
import { enRetention, enRetentionMail } from './en/retention.ts';
import { enEconomics } from './en/economics.ts';
import { enFidelity } from './en/fidelity.ts';
import { enBrandModels } from './en/brand-models.ts';
import { enMyModels } from './en/my-models.ts';

/** English strings; the area files under en/ define the keys every dictionary must have. */
export const en = {
  ...enCommon,
  ...enHome,
  ...enDevTools,
  ...enAbout,
  ...enPricing,
  ...enContact,
  ...enLegal,
  ...enPayment,
  ...enAuth,
  ...enMail,
  ...enValidation,
  ...enPages,
  ...enAuthUi,
  ...enSession,
  ...enProfile,
  ...enStudio,
  ...enDashboard,
  ...enCredits,
  ...enBilling,
  ...enApiTokens,
  ...enPublicApi,
  ...enApiWording,
  ...enInputSources,
  ...enAi,
  ...enTutorial,
  ...enHelp,
  ...enAssets,
  ...enTryOn,
  ...enHistory,
  ...enGeneration,
  ...enToolsUi,
  ...enModelTools,
  ...enAdminBlog,
  ...enBlog,
  ...enAdmin,
  ...enTools,
  ...enFormat,
  ...enVerify,
  ...enDevelopers,
  ...enAiLabel,
  ...enAccountExport,
  ...enCatalogueExport,
  ...enCatalogueBatch,
  ...enCatalogue,
  ...enAccountClosing,
  ...enTeams,
  ...enTeamScreen,
  ...enRetention,
  ...enRetentionMail,
  ...enEconomics,
  ...enFidelity,
  ...enBrandModels,
  ...enMyModels,
} as const;

/** Every dictionary has exactly the English keys, each a plain string. */
export type Dictionary = { [Key in keyof typeof en]: string };

export type DictionaryKey = keyof Dictionary;
