/**
 * Before a server project's files start: the migrated copy every file's database is made from
 * (migrated-copy.ts), made once here rather than by whichever file comes first, inside its hook's time limit.
 */
import postgres from 'postgres';
import type { TestProject } from 'vitest/node';
import { pgliteMigratedDump, postgresTemplate } from './migrated-copy';

export async function setup(project: TestProject) {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (project.name === 'server-postgres' && baseUrl) {
    const admin = postgres(baseUrl, { max: 1, onnotice: () => {} });
    try {
      await postgresTemplate(admin, baseUrl);
    } finally {
      await admin.end();
    }
  } else {
    await pgliteMigratedDump();
  }
}
