import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { formatOf, loadLanguageTexts, plannedEdits, readTextFile, writeEdits } from './texts-tool.ts';

/**
 * `npm run texts:import -- <language> <file> [--format po|csv]`: a translator's corrected file back into the
 * language's pack files. Refuses, changing nothing, a file that lacks a text or whose placeholders differ.
 */
const { positionals, values } = parseArgs({ allowPositionals: true, options: { format: { type: 'string' } } });
const [code, file] = positionals;
if (!code || !file) {
  console.error('Usage: npm run texts:import -- <language> <file.po|file.csv> [--format po|csv]');
  process.exit(2);
}
try {
  const texts = await loadLanguageTexts(code);
  const rows = readTextFile(readFileSync(file, 'utf8'), formatOf(file, values.format));
  const { edits, problems } = plannedEdits(texts, rows);
  if (problems.length > 0) {
    console.error(
      `${file} was not imported; nothing changed. ${problems.length} problem(s):\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
    process.exit(1);
  }
  const changed = await writeEdits(edits);
  console.log(
    edits.length === 0
      ? `No text of "${code}" changed.`
      : `${edits.length} text(s) of "${code}" changed in ${changed.join(', ')}. Run npm run typecheck and the language tests.`,
  );
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
