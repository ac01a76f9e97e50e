import { StudioApp } from '../../studio-shell/StudioApp.tsx';
import { Catalogue } from './Catalogue.tsx';

/** /catalogue (login required): issue 20's batches of garments × models and their exports. */
export default function CatalogueIsland() {
  return (
    <StudioApp title="catalogue.title" section="catalogue">
      <Catalogue />
    </StudioApp>
  );
}
