import { StudioApp } from '../../studio-shell/StudioApp.tsx';
import { HairstyleChanger } from './HairstyleChanger.tsx';

/** /hairstyle-changer (login required). */
export default function HairstyleChangerIsland() {
  return (
    <StudioApp title="studio.hairstyle-changer.title" section="hairstyle-changer">
      <HairstyleChanger />
    </StudioApp>
  );
}
