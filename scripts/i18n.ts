/**
 * `write`: compiles the catalogues (shared/i18n/locales/*.po) into the modules the site loads, and
 * the type of their message ids, so `t('nav.evnets')` fails the typecheck. `check`: fails when the
 * compiled files are stale, or when a message lacks its English (or its Danish), is empty, or names
 * other placeholders in one language than in the other: no public text ships in one language only.
 */
import { resolve } from 'node:path';
import { createCompiledCatalog, getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { writeOrCheck } from './generated-files';

const here = resolve(import.meta.dirname, '..');
const config = getConfig({ configPath: resolve(here, 'shared/i18n/lingui.config.ts'), skipValidation: true });
const [catalog] = await getCatalogs(config);
if (!catalog) throw new Error('shared/i18n/lingui.config.ts names no catalogue');

/** The names a message fills in: "{count, plural, …}" and "{name}" give count and name. */
const placeholders = (text: string) => [...new Set([...text.matchAll(/\{\s*(\w+)/g)].map((match) => match[1]))].sort().join(',');

const texts: Record<string, Record<string, string>> = {};
for (const locale of config.locales) {
  const read = (await catalog.read(locale)) ?? {};
  texts[locale] = Object.fromEntries(Object.entries(read).map(([id, entry]) => [id, entry.translation ?? '']));
}

const problems: string[] = [];
const ids = Object.keys(texts[config.sourceLocale!]!).sort();
for (const locale of config.locales) {
  const own = texts[locale]!;
  for (const id of ids) {
    if (!own[id]?.trim()) problems.push(`${locale}: "${id}" has no text`);
    else if (placeholders(own[id]) !== placeholders(texts[config.sourceLocale!]![id]!)) problems.push(`${locale}: "${id}" fills in {${placeholders(own[id])}}, the Danish {${placeholders(texts[config.sourceLocale!]![id]!)}}`);
  }
  for (const id of Object.keys(own)) if (!(id in texts[config.sourceLocale!]!)) problems.push(`${locale}: "${id}" is not in the Danish catalogue`);
}

const files: Record<string, string> = {};
for (const locale of config.locales) {
  const { source, errors } = createCompiledCatalog(locale, texts[locale]!, { namespace: 'ts', strict: true });
  for (const error of errors) problems.push(`${locale}: "${error.id}" is not ICU MessageFormat: ${error.error.message}`);
  files[resolve(here, `shared/i18n/locales/${locale}.ts`)] = `${source}\n`;
}
files[resolve(here, 'shared/i18n/locales/message-id.ts')] =
  `// Written by \`npm run i18n\` from the Danish catalogue (da.po): every message id the site may ask for.\nexport type MessageId =\n${ids.map((id) => `  | '${id}'`).join('\n')};\n`;

if (problems.length) {
  console.error(`the catalogues disagree:\n  ${problems.join('\n  ')}`);
  process.exitCode = 1;
} else {
  writeOrCheck(files, { command: process.argv[2], regenerate: 'npm run i18n' });
}
