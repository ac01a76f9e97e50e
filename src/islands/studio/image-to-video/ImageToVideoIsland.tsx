import { StudioApp } from '../../studio-shell/StudioApp.tsx';
import { ImageToVideo } from './ImageToVideo.tsx';

/** /image-to-video (login required). */
export default function ImageToVideoIsland() {
  return (
    <StudioApp title="studio.image-to-video.title" section="image-to-video">
      <ImageToVideo />
    </StudioApp>
  );
}
