/**
 * Flags for Debian's Chromium here: headless as root, and quiet on a closed network (without
 * the background-networking flags it keeps calling home and floods the network).
 */
export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];
