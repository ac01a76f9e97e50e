import type { StudioSection } from './StudioApp.tsx';

// Simple 24px line icons, drawn here so the studio needs no icon package.
const paths: Record<StudioSection, string> = {
  dashboard: 'M3 3h8v8H3zM13 3h8v5h-8zM13 10h8v11h-8zM3 13h8v8H3z',
  'virtual-tryon': 'M8 3l4 2 4-2 5 4-3 3-2-1v12H8V9l-2 1-3-3z',
  'body-generator': 'M12 2a3 3 0 1 1 0 6 3 3 0 0 1 0-6zM7 10h10l-1 6h-2l-1 6h-2l-1-6H8z',
  'hairstyle-changer':
    'M12 3c-5 0-8 4-8 9 0 3 1 6 3 8h2c-1-2-2-4-2-7 2 0 5-1 6-4 1 3 3 4 6 4 0 3-1 5-2 7h2c2-2 3-5 3-8 0-5-4-9-10-9z',
  'image-to-video': 'M3 5h13v14H3zM16 10l5-3v10l-5-3z',
  'image-editing': 'M4 20h4L19 9l-4-4L4 16zM14 6l4 4',
  'product-to-model':
    'M4 4h7v9H4zM11 8h2M16 5a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM13 12h6l-1 4h-1l-1 5h-1l-1-5h-1z',
  'model-swap':
    'M8 4a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM16 4a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM5 11h6v9H5zM13 11h6v9h-6zM10 2h4M12 2v2',
  'api-management': 'M8 8l-4 4 4 4M16 8l4 4-4 4M13 5l-2 14',
  pricing: 'M3 12l9-9h9v9l-9 9zM16 8h.01',
  catalogue:
    'M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h6v6h-6zM7 7h.01M17 7h.01M7 17h.01M17 17h.01',
  history: 'M3 12a9 9 0 1 0 3-6.7L3 8M3 3v5h5M12 7v5l3 3',
  assets: 'M3 5h18v14H3zM3 15l5-5 4 4 3-3 6 6M15 9h.01',
  models:
    'M9 3a3 3 0 1 1 0 6 3 3 0 0 1 0-6zM4 21v-4a5 5 0 0 1 10 0v4M17 4l.9 1.8 2 .3-1.5 1.4.4 2-1.8-1-1.8 1 .4-2-1.5-1.4 2-.3z',
  help: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.7M12 17h.01',
  admin: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z',
  services: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  team: 'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM3 20c0-3 3-5 6-5s6 2 6 5M16 5a3 3 0 0 1 0 6M18 15c2 .5 3 2.5 3 5',
};

/** The sidebar icon of a studio section; decorative, the link text names it. */
export function SectionIcon({ section }: { section: StudioSection }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-5 shrink-0"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={paths[section]} />
    </svg>
  );
}
