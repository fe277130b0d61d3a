/**
 * Commit subjects stay under 72 characters, the detail in the body (issue 28). `.githooks/commit-msg` refuses a
 * long subject when it is written (`npm ci` points git at that folder); this test holds every commit since the
 * rule came in, so a commit made without the hook still fails the suite.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
/** The last commit before the rule; older subjects are history. */
const RULE_SINCE = 'db8543a';

const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' });
const hasHistory = (() => {
  try {
    git('cat-file', '-e', `${RULE_SINCE}^{commit}`);
    return true;
  } catch {
    return false;
  }
})();

describe.runIf(process.env.TEST_DB !== 'postgres')('commit subjects', () => {
  it.runIf(hasHistory)('are at most 72 characters since the rule came in', () => {
    const subjects = git('log', '--format=%h %s', `${RULE_SINCE}..HEAD`)
      .split('\n')
      .filter(Boolean)
      .map((line) => ({ commit: line.slice(0, line.indexOf(' ')), subject: line.slice(line.indexOf(' ') + 1) }));
    expect(subjects.filter((c) => c.subject.length > 72)).toEqual([]);
  });

  it('the commit-msg hook refuses a long subject and takes a short one', () => {
    const hook = `${root}.githooks/commit-msg`;
    const run = (message: string) => {
      const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'commit-msg-')), 'COMMIT_EDITMSG');
      writeFileSync(file, `${message}\n\n# a comment line git leaves in the file\n`);
      try {
        execFileSync('sh', [hook, file], { stdio: 'pipe' });
        return 'accepted';
      } catch {
        return 'refused';
      }
    };
    expect(run('x'.repeat(72))).toBe('accepted');
    expect(run('x'.repeat(73))).toBe('refused');
  });
});
