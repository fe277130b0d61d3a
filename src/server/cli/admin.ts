/**
 * `npm run admin -- reset-password [--username NAME] [--password-stdin]`: a way into the admin area that
 * needs no web request, for an owner locked out by someone else's guessing or who forgot the password.
 */
import { randomBytes } from 'node:crypto';
import { text } from 'node:stream/consumers';
import { parseArgs } from 'node:util';
import { resetAdminPassword } from '../services/auth/auth';
import { openForCommand, runCommand } from './open';

const USAGE = `Usage: npm run admin -- reset-password [--username NAME] [--password-stdin]
  Sets a new admin password, signs out every session of that account and clears sign-in locks.
  Without --password-stdin a strong password is generated and printed.`;

runCommand(async () => {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { username: { type: 'string' }, 'password-stdin': { type: 'boolean' }, help: { type: 'boolean' } },
  });
  if (values.help) return console.log(USAGE);
  if (positionals[0] !== 'reset-password') throw new Error(`unknown command '${positionals[0] ?? ''}'\n${USAGE}`);
  // Never from an argument: it would sit in the shell history and the process list.
  const password = values['password-stdin'] ? (await text(process.stdin)).replace(/\r?\n$/, '') : randomBytes(12).toString('base64url');
  if (password.length < 8) throw new Error('the new password must be at least 8 characters');
  const opened = await openForCommand('admin');
  try {
    const result = await resetAdminPassword(opened.database.db, { username: values.username, password });
    console.log(
      `${result.created ? 'Created' : 'Reset'} admin account '${result.username}'; every session of it is signed out and sign-in locks are cleared.`,
    );
    if (!values['password-stdin']) console.log(`New password: ${password}`);
    console.log(`Sign in at ${opened.config.PUBLIC_URL}/admin/login`);
  } finally {
    await opened.close();
  }
});
