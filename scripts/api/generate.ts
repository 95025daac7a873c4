// `npm run generate`'s API reference data (build/api/generate.ts). Usage: tsx scripts/api/generate.ts [--force]
import { generateApi } from '../../build/api/generate';

const result = generateApi({ force: process.argv.includes('--force') });
if (result.cached) {
  console.log(`api: ${result.pages} API pages up to date (packages unchanged), ${result.seconds.toFixed(1)} s`);
} else {
  console.log(`api: ${result.pages} API pages in ${result.seconds.toFixed(1)} s`);
  for (const [name, figures] of Object.entries(result.perPackage)) {
    console.log(`  ${name}: ${figures.pages} pages, ${figures.props} props`);
  }
  console.log(`  could not be read: ${result.unresolved.length} (see .generated/api/report.json)`);
  // One line per area: the previous major compared, or why its pages have no changes.
  for (const line of Object.values(result.previous ?? {})) {
    console.log(`  ${line}`);
  }
}
