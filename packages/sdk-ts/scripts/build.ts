import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

// `npm run build` (and `npm pack`, through prepack): src/ compiled by plain tsc twice, to ES
// modules in dist/esm and to CommonJS in dist/cjs, each with its .d.ts (decision 127).

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

function compile(args: string[]): Promise<void> {
  const child = spawn(process.execPath, [tsc, '-p', 'tsconfig.build.json', ...args], {
    cwd: packageDir,
    stdio: 'inherit',
  });
  return new Promise((resolve, reject) =>
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`tsc ${args.join(' ')} exited with ${code}`)),
    ),
  );
}

rmSync(new URL('../dist', import.meta.url), { recursive: true, force: true });
await Promise.all([
  compile([]),
  compile(['--module', 'commonjs', '--moduleResolution', 'bundler', '--outDir', 'dist/cjs']),
]);
// The package is "type": "module": this marks dist/cjs's .js and .d.ts files as CommonJS.
mkdirSync(new URL('../dist/cjs', import.meta.url), { recursive: true });
writeFileSync(
  new URL('../dist/cjs/package.json', import.meta.url),
  `${JSON.stringify({ type: 'commonjs' })}\n`,
);
console.log('built dist/esm and dist/cjs');
