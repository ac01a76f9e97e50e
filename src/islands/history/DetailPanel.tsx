import type { ReactNode } from 'react';
import { Dialog } from '../ui/Dialog.tsx';

interface DetailPanelProps {
  onClose: () => void;
  labelledBy: string;
  closeLabel: string;
  children: ReactNode;
}

/**
 * A wide modal side panel for the detail view, mounted while open: the shared Dialog placed
 * along the right edge (focus in and trapped, Escape closes, focus back to the opener).
 */
export function DetailPanel({ onClose, labelledBy, closeLabel, children }: DetailPanelProps) {
  return (
    <Dialog
      open
      onClose={onClose}
      labelledBy={labelledBy}
      closeLabel={closeLabel}
      width="max-w-3xl"
      placement="side"
    >
      {children}
    </Dialog>
  );
}
