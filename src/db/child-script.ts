import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

const resolveFromHere = createRequire(import.meta.url).resolve;

/**
 * Runs a short ES module script in a child Node process and waits for it to end. For one-off heavy
 * work (initdb, rasterising the demo artwork): the memory native code and WebAssembly take is not
 * given back to the operating system, so done in the server it would stay in the server's
 * footprint for the life of the process (issue 17).
 *
 * The script sees `MODULES`, the file URLs of the packages named in `packages` (resolved from
 * here, so the child loads the same copies as the server), `process.argv[1..]` = `args`, and
 * `input` on its standard input.
 */
export async function runChildScript(options: { packages: string[]; script: string; args?: string[]; input?: string }): Promise<void> {
  const modules = Object.fromEntries(options.packages.map((name) => [name, pathToFileURL(resolveFromHere(name)).href]));
  const source = `const MODULES = ${JSON.stringify(modules)};\n${options.script}`;
  const child = spawn(process.execPath, ['--input-type=module', '--eval', source, ...(options.args ?? [])], {
    stdio: ['pipe', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdin.end(options.input ?? '');
  const code = await new Promise<number | null>((resolve, reject) => child.on('error', reject).on('close', resolve));
  if (code !== 0) throw new Error(stderr.trim() || `the child process ended with code ${code}`);
}
