import { StudioApp } from '../../studio-shell/StudioApp.tsx';
import { ProductToModel } from './ProductToModel.tsx';

/** /product-to-model (login required). */
export default function ProductToModelIsland() {
  return (
    <StudioApp title="tools.name.product-to-model" section="product-to-model">
      <ProductToModel />
    </StudioApp>
  );
}
