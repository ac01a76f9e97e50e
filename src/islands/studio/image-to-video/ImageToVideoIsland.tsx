import { StudioApp } from '../../studio-shell/StudioApp.tsx';
import { ImageToVideo } from './ImageToVideo.tsx';

/** /image-to-video (login required). */
export default function ImageToVideoIsland() {
  return (
    <StudioApp title="tools.name.image-to-video" section="image-to-video">
      <ImageToVideo />
    </StudioApp>
  );
}
