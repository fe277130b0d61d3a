/**
 * The lint's boundary and cycle rules bite: each snippet below is linted as if it were a real file of the
 * project (so imports resolve against the tree on disk) and must be refused by the named rule, while the
 * allowed form of the same import passes. Only the layout rules run, without type information, so this
 * stays fast; the type-checked set is covered by `npm run lint` itself.
 */
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const LAYOUT_RULES = new Set(['import-x/no-cycle', 'import-x/no-restricted-paths', '@typescript-eslint/no-restricted-imports']);

let eslint: ESLint;

/** The layout rules' messages for `code` linted as the file at `filePath` (relative to the project root). */
async function layoutProblems(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  expect(result!.messages.filter((m) => m.fatal)).toEqual([]);
  return result!.messages.filter((m) => m.ruleId && LAYOUT_RULES.has(m.ruleId)).map((m) => ({ rule: m.ruleId, message: m.message }));
}

// Lints the same way under both database projects; once is enough.
describe.runIf(process.env.TEST_DB !== 'postgres')('the lint keeps the layout', () => {
  beforeAll(() => {
    eslint = new ESLint({
      cwd: root,
      ruleFilter: ({ ruleId }) => LAYOUT_RULES.has(ruleId),
      overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } } },
    });
  });

  it('refuses an import cycle', async () => {
    // bookings.ts imports places.ts; places.ts importing bookings.ts back closes a circle.
    const problems = await layoutProblems(
      'src/server/services/booking/places.ts',
      "import { createBookingService } from './bookings';\nexport const build = createBookingService;\n",
    );
    expect(problems).toEqual([expect.objectContaining({ rule: 'import-x/no-cycle' })]);
  });

  it('refuses a client feature importing another feature or admin tab, and allows the admin kit', async () => {
    const crossing = await layoutProblems(
      'src/client/features/checkout/server-quote.tsx',
      "import ScheduleSection from '../schedule/schedule-section';\nexport const Section = ScheduleSection;\n",
    );
    expect(crossing).toEqual([
      { rule: 'import-x/no-restricted-paths', message: expect.stringContaining('A client feature imports no other feature') },
    ]);
    const adminTabs = await layoutProblems(
      'src/client/features/admin/overview/overview-tab.tsx',
      "import { ReportsTab } from '../reports/reports-tab';\nexport const Tab = ReportsTab;\n",
    );
    expect(adminTabs).toEqual([expect.objectContaining({ rule: 'import-x/no-restricted-paths' })]);
    const kit = await layoutProblems(
      'src/client/features/admin/overview/overview-tab.tsx',
      "import { CrudTab } from '../crud/crud-tab';\nexport const Tab = CrudTab;\n",
    );
    expect(kit).toEqual([]);
  });

  it('refuses src/domain importing the server or the client', async () => {
    const server = await layoutProblems(
      'src/domain/booking-ref.ts',
      "import { loadConfig } from '../server/config';\nexport const load = loadConfig;\n",
    );
    expect(server).toEqual([{ rule: '@typescript-eslint/no-restricted-imports', message: expect.stringContaining('src/domain is pure') }]);
    const client = await layoutProblems(
      'src/domain/booking-ref.ts',
      "import { z } from '../client/zod-browser';\nexport const schema = z.string();\n",
    );
    expect(client).toEqual([expect.objectContaining({ rule: '@typescript-eslint/no-restricted-imports' })]);
  });

  it('refuses the client importing a server value, and allows its types and packages named server', async () => {
    const value = await layoutProblems(
      'src/client/features/checkout/checkout-params.ts',
      "import { loadConfig } from '../../../server/config';\nexport const load = loadConfig;\n",
    );
    expect(value).toEqual([
      {
        rule: '@typescript-eslint/no-restricted-imports',
        message: expect.stringContaining('The client imports only types from the server'),
      },
    ]);
    const allowed = await layoutProblems(
      'src/client/features/checkout/checkout-params.ts',
      "import type { AppRouter } from '../../../server/trpc/root';\nimport { renderToString } from 'react-dom/server';\nexport type R = AppRouter;\nexport const render = renderToString;\n",
    );
    expect(allowed).toEqual([]);
  });

  it('refuses REST importing a service value, and allows its types', async () => {
    const value = await layoutProblems(
      'src/server/rest/bookings.ts',
      "import { createBookingService } from '../services/booking/bookings';\nexport const build = createBookingService;\n",
    );
    expect(value).toEqual([
      { rule: '@typescript-eslint/no-restricted-imports', message: expect.stringContaining('REST calls procedures') },
    ]);
    const types = await layoutProblems(
      'src/server/rest/bookings.ts',
      "import type { BookingService } from '../services/booking/bookings';\nexport type S = BookingService;\n",
    );
    expect(types).toEqual([]);
  });

  it('refuses drizzle outside server/db and services, and allows it in a service', async () => {
    const client = await layoutProblems(
      'src/client/features/checkout/checkout-params.ts',
      "import { eq } from 'drizzle-orm';\nexport const same = eq;\n",
    );
    expect(client).toEqual([{ rule: '@typescript-eslint/no-restricted-imports', message: expect.stringContaining('drizzle stays in') }]);
    const trpc = await layoutProblems('src/server/trpc/root.ts', "import { sql } from 'drizzle-orm';\nexport const raw = sql;\n");
    expect(trpc).toEqual([expect.objectContaining({ rule: '@typescript-eslint/no-restricted-imports' })]);
    const service = await layoutProblems(
      'src/server/services/booking/places.ts',
      "import { eq } from 'drizzle-orm';\nexport const same = eq;\n",
    );
    expect(service).toEqual([]);
  });
});
