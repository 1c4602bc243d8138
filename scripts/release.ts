/**
 * `npm run release`: the archive a venue installs from (docs/deploy.md), made from the committed code.
 *
 *   releases/spillested-<version>-<commit>.tar.gz         the code, in a folder of the same name
 *   releases/spillested-<version>-<commit>.tar.gz.sha256  its SHA-256, as `sha256sum -c` reads it
 *
 * Only what is committed goes in (git archive): nothing built, no database, no settings. A checkout
 * with uncommitted changes is refused, so an archive's name always says which code it holds.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();

if (git('status', '--porcelain', '--untracked-files=no')) {
  console.error('release: the checkout has uncommitted changes; commit them first, so the archive says which code it holds');
  process.exit(1);
}
const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
const name = `spillested-${version}-${git('rev-parse', '--short=12', 'HEAD')}`;
const folder = join(root, 'releases');
mkdirSync(folder, { recursive: true });
const archive = join(folder, `${name}.tar.gz`);
execFileSync('git', ['archive', '--format=tar.gz', `--prefix=${name}/`, '-o', archive, 'HEAD'], { cwd: root });
const sum = createHash('sha256').update(readFileSync(archive)).digest('hex');
writeFileSync(`${archive}.sha256`, `${sum}  ${name}.tar.gz\n`);
console.log(`${archive}\n${archive}.sha256\nsha256 ${sum}`);
