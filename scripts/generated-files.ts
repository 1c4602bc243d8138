/**
 * What the generators share (npm run openapi, npm run icons): `write` writes the generated files,
 * `check` fails when the committed ones differ, so CI catches a generator that was not re-run.
 */
import { readFileSync, writeFileSync } from 'node:fs';

export function writeOrCheck(files: Record<string, string>, { command, regenerate }: { command: string | undefined; regenerate: string }) {
  const paths = Object.keys(files);
  if (command === 'write') {
    for (const [path, content] of Object.entries(files)) writeFileSync(path, content);
    console.log(`written: ${paths.join(', ')}`);
  } else if (command === 'check') {
    const stale = paths.filter((path) => {
      try {
        return readFileSync(path, 'utf8') !== files[path];
      } catch {
        // A missing file is as stale as a wrong one.
        return true;
      }
    });
    if (stale.length) {
      console.error(`out of date: ${stale.join(', ')}. Run \`${regenerate}\` and commit.`);
      process.exitCode = 1;
    } else {
      console.log(`up to date: ${paths.join(', ')}`);
    }
  } else {
    console.error('usage: write | check');
    process.exitCode = 2;
  }
}
