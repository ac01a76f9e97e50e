import { StudioApp } from '../../studio-shell/StudioApp.tsx';
import { HairstyleChanger } from './HairstyleChanger.tsx';

/** /hairstyle-changer (login required). */
export default function HairstyleChangerIsland() {
  return (
    <StudioApp title="tools.name.hairstyle-changer" section="hairstyle-changer">
      <HairstyleChanger />
    </StudioApp>
  );
}
