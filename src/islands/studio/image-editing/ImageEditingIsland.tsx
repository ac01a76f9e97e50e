import { StudioApp } from '../../studio-shell/StudioApp.tsx';
import { ImageEditing } from './ImageEditing.tsx';

/** /image-editing (login required). */
export default function ImageEditingIsland() {
  return (
    <StudioApp title="tools.name.image-editing" section="image-editing">
      <ImageEditing />
    </StudioApp>
  );
}
