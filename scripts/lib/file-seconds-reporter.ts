// Vitest loads a reporter given by path from its default export (scripts/test.ts names this one).
export { FileSecondsReporter as default } from './file-order.ts';
