// `npm test`: every tier (unit, component, API, fuzz, end-to-end) in order, then one closing line with the totals.
// `node scripts/test-all.mjs api` runs only the named tiers.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';

mkdirSync('.tmp', { recursive: true });
const tiers = [
  { name: 'unit', cmd: ['npx', 'vitest', 'run', '--project', 'unit', '--reporter=default', '--reporter=json', '--outputFile=.tmp/unit.json'], report: '.tmp/unit.json', kind: 'vitest' },
  // The web forms rendered in a simulated DOM with only the network stood in (tests/component).
  { name: 'component', cmd: ['npx', 'vitest', 'run', '--project', 'component', '--reporter=default', '--reporter=json', '--outputFile=.tmp/component.json'], report: '.tmp/component.json', kind: 'vitest' },
  { name: 'api', cmd: ['npx', 'vitest', 'run', '--project', 'api', '--reporter=default', '--reporter=json', '--outputFile=.tmp/api.json'], report: '.tmp/api.json', kind: 'vitest' },
  // Generated bad input over every route (tests/fuzz); FUZZ_SEED reproduces a run, FUZZ_REQUESTS sizes it.
  { name: 'fuzz', cmd: ['npx', 'vitest', 'run', '--project', 'fuzz', '--reporter=default', '--reporter=json', '--outputFile=.tmp/fuzz.json'], report: '.tmp/fuzz.json', kind: 'vitest' },
  { name: 'e2e', cmd: ['node', 'scripts/e2e.mjs', '--reporter=list,json'], report: '.tmp/e2e.json', kind: 'playwright', env: { PLAYWRIGHT_JSON_OUTPUT_NAME: '.tmp/e2e.json' } },
];

function counts(tier) {
  try {
    const r = JSON.parse(readFileSync(tier.report, 'utf8'));
    if (tier.kind === 'vitest') return { passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests + r.numTodoTests };
    return { passed: r.stats.expected, failed: r.stats.unexpected + r.stats.flaky, skipped: r.stats.skipped };
  } catch {
    return null;
  }
}

const only = process.argv.slice(2);
const selected = only.length ? tiers.filter((t) => only.includes(t.name)) : tiers;

let failedTiers = 0;
const total = { passed: 0, failed: 0, skipped: 0 };
for (const tier of selected) {
  rmSync(tier.report, { force: true });
  console.log(`\n=== ${tier.name} tests ===`);
  const result = spawnSync(tier.cmd[0], tier.cmd.slice(1), { stdio: 'inherit', env: { ...process.env, ...tier.env } });
  const c = counts(tier);
  if (result.status !== 0 || !c) failedTiers++;
  if (c) for (const k of Object.keys(total)) total[k] += c[k];
  else total.failed++;
}
console.log(`\n${failedTiers === 0 ? 'all tiers passed' : `${failedTiers} tier(s) failed`}`);
console.log(`tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(failedTiers === 0 ? 0 : 1);
