import type { Dictionary } from './en.ts';
import { viCommon } from './vi/common.ts';
import { viHome } from './vi/home.ts';
import { viDevTools } from './vi/dev-tools.ts';
import { viAbout } from './vi/about.ts';
import { viPricing } from './vi/pricing.ts';
import { viContact } from './vi/contact.ts';
import { viLegal } from './vi/legal.ts';
import { viPayment } from './vi/payment.ts';
import { viAuth } from './vi/auth.ts';
import { viMail } from './vi/mail.ts';
import { viValidation } from './vi/validation.ts';
import { viPages } from './vi/pages.ts';
import { viAuthUi } from './vi/auth-ui.ts';
import { viSession } from './vi/session.ts';
import { viProfile } from './vi/profile.ts';
import { viStudio } from './vi/studio.ts';
import { viDashboard } from './vi/dashboard.ts';
import { viCredits } from './vi/credits.ts';
import { viBilling } from './vi/billing.ts';
import { viApiTokens } from './vi/api-tokens.ts';
import { viPublicApi } from './vi/public-api.ts';
import { viApiWording } from './vi/api-wording.ts';
import { viInputSources } from './vi/input-sources.ts';
import { viAi } from './vi/ai.ts';
import { viTutorial } from './vi/tutorial.ts';
import { viHelp } from './vi/help.ts';
import { viAssets } from './vi/assets.ts';
import { viTryOn } from './vi/try-on.ts';
import { viHistory } from './vi/history.ts';
import { viGeneration } from './vi/generation.ts';
import { viToolsUi } from './vi/tools-ui.ts';
import { viModelTools } from './vi/model-tools.ts';
import { viAdminBlog } from './vi/admin-blog.ts';
import { viBlog } from './vi/blog.ts';
import { viAdmin } from './vi/admin.ts';
import { viTools } from './vi/tools.ts';
import { viFormat } from './vi/format.ts';
import { viVerify } from './vi/verify.ts';
import { viDevelopers } from './vi/developers.ts';
import { viAiLabel } from './vi/ai-label.ts';
import { viAccountExport } from './vi/account-export.ts';
import { viCatalogueExport } from './vi/catalogue-export.ts';
import { viCatalogueBatch } from './vi/catalogue-batch.ts';
import { viCatalogue } from './vi/catalogue.ts';
import { viAccountClosing } from './vi/account-closing.ts';
import { viTeams } from './vi/teams.ts';
import { viTeamScreen } from './vi/team-screen.ts';
import { viRetention, viRetentionMail } from './vi/retention.ts';
import { viEconomics } from './vi/economics.ts';
import { viFidelity } from './vi/fidelity.ts';
import { viBrandModels } from './vi/brand-models.ts';
import { viMyModels } from './vi/my-models.ts';

/** Vietnamese strings, the default language; the type makes a missing key fail the type check. */
export const vi: Dictionary = {
  ...viCommon,
  ...viHome,
  ...viDevTools,
  ...viAbout,
  ...viPricing,
  ...viContact,
  ...viLegal,
  ...viPayment,
  ...viAuth,
  ...viMail,
  ...viValidation,
  ...viPages,
  ...viAuthUi,
  ...viSession,
  ...viProfile,
  ...viStudio,
  ...viDashboard,
  ...viCredits,
  ...viBilling,
  ...viApiTokens,
  ...viPublicApi,
  ...viApiWording,
  ...viInputSources,
  ...viAi,
  ...viTutorial,
  ...viHelp,
  ...viAssets,
  ...viTryOn,
  ...viHistory,
  ...viGeneration,
  ...viToolsUi,
  ...viModelTools,
  ...viAdminBlog,
  ...viBlog,
  ...viAdmin,
  ...viTools,
  ...viFormat,
  ...viVerify,
  ...viDevelopers,
  ...viAiLabel,
  ...viAccountExport,
  ...viCatalogueExport,
  ...viCatalogueBatch,
  ...viCatalogue,
  ...viAccountClosing,
  ...viTeams,
  ...viTeamScreen,
  ...viRetention,
  ...viRetentionMail,
  ...viEconomics,
  ...viFidelity,
  ...viBrandModels,
  ...viMyModels,
};
