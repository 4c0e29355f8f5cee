/**
 * JSON Schemas are the single source of truth for brand and API shapes. json-schema-to-ts needs a
 * schema as a TypeScript `as const` literal, so this writes one generated module per schema file.
 * `--check` fails when a generated module is stale (run by `npm test`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { schemasDir } from './lib/paths';

const outDir = path.join(schemasDir, 'generated');

function schemaFiles(): string[] {
  const top = fs
    .readdirSync(schemasDir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => path.join(schemasDir, f));
  const apiDir = path.join(schemasDir, 'api');
  const api = fs.existsSync(apiDir)
    ? fs
        .readdirSync(apiDir)
        .filter((f) => f.endsWith('.json'))
        .map((f) => path.join(apiDir, f))
    : [];
  return [...top, ...api].sort();
}

function moduleName(file: string): string {
  const rel = path.relative(schemasDir, file).replace(/\\/g, '/');
  return rel.replace(/\.json$/, '').replace(/[/.]/g, '-');
}

export function generatedModules(): Map<string, string> {
  const out = new Map<string, string>();
  for (const file of schemaFiles()) {
    const json = JSON.parse(fs.readFileSync(file, 'utf8'));
    delete json.$schema;
    const rel = path.relative(schemasDir, file).replace(/\\/g, '/');
    const body =
      `// Generated from schemas/${rel} by scripts/gen-schema-types.ts. Do not edit.\n` +
      `const schema = ${JSON.stringify(json, null, 2)} as const;\nexport default schema;\n`;
    out.set(path.join(outDir, `${moduleName(file)}.ts`), body);
  }
  return out;
}

function main(): void {
  const check = process.argv.includes('--check');
  const modules = generatedModules();
  const stale: string[] = [];
  fs.mkdirSync(outDir, { recursive: true });
  for (const [file, body] of modules) {
    const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
    if (current === body) continue;
    if (check) stale.push(path.relative(schemasDir, file));
    else fs.writeFileSync(file, body);
  }
  for (const existing of fs.readdirSync(outDir)) {
    const full = path.join(outDir, existing);
    if (!modules.has(full)) {
      if (check) stale.push(`${existing} (no schema)`);
      else fs.rmSync(full);
    }
  }
  if (stale.length) {
    console.error(`Generated schema types are stale: ${stale.join(', ')}. Run: npx tsx scripts/gen-schema-types.ts`);
    process.exit(1);
  }
}

if (require.main === module) main();
