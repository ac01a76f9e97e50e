import { ApiManagement } from '../api-management/ApiManagement.tsx';
import { StudioApp } from '../studio-shell/StudioApp.tsx';

/** /api-management (spec §2.3, §2.10): API tokens for the public API. */
export default function ApiManagementIsland() {
  return (
    <StudioApp title="studio.api-management.title" section="api-management">
      <ApiManagement />
    </StudioApp>
  );
}
