import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { exportTexts, formatOf, loadLanguageTexts } from './texts-tool.ts';

/**
 * `npm run texts:export -- <language> [--format po|csv] [--out FILE]`: every text of a language with its English,
 * for a translator (docs/languages.md). Without --out the file goes to standard output.
 */
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { format: { type: 'string' }, out: { type: 'string' } },
});
const [code] = positionals;
if (!code) {
  console.error('Usage: npm run texts:export -- <language> [--format po|csv] [--out FILE]');
  process.exit(2);
}
try {
  const format = formatOf(values.out ?? '', values.format ?? (values.out ? undefined : 'po'));
  const texts = await loadLanguageTexts(code);
  const file = exportTexts(code, texts, format);
  if (values.out) writeFileSync(values.out, file);
  else process.stdout.write(file);
  const home = [`/i18n/${code}/`, `/texts-${code}.ts`, `/languages/${code}.ts`];
  const elsewhere = [...new Set(texts.editable.map((entry) => entry.source.file))].filter(
    (f) => !home.some((h) => f.includes(h)),
  );
  if (elsewhere.length > 0)
    console.error(
      `Note: some texts of "${code}" are written outside its own files, in ${elsewhere.map((f) => path.relative(process.cwd(), f)).join(', ')}; an import changes them there.`,
    );
  console.error(
    `${texts.editable.length} texts of "${code}" exported${values.out ? ` to ${values.out}` : ''}. ` +
      `${texts.inCode.length} more are built in code and stay with developers: ${texts.inCode.join(', ')}`,
  );
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
