/**
 * What a person starting the server needs, printed once and last (after the build output and the
 * migrations): where the site is, where to sign in, the generated password if one was made, how
 * to change it, and which parts of the site still show the template's placeholders.
 */
export function startupBanner(opts: {
  publicUrl: string;
  listening: string;
  database: string;
  generatedAdmin?: { username: string; password: string };
  /** What visitors still see of the template (the admin 'Site content' tab changes it). */
  placeholders?: string[];
  /** Whether a .env file was read: the banner names only a file that exists. */
  envFile?: boolean;
}): string {
  const lines = ['', `  Site:           ${opts.publicUrl}`, `  Admin sign-in:  ${opts.publicUrl}/admin/login`];
  if (opts.generatedAdmin) {
    lines.push(
      `  Username:       ${opts.generatedAdmin.username}`,
      `  Password:       ${opts.generatedAdmin.password}   (generated now and shown only this once)`,
      `  Change it with \`npm run admin -- reset-password\`; set ADMIN_USERNAME/ADMIN_PASSWORD ${opts.envFile ? 'in .env' : 'in the environment'} before a first start to choose your own.`,
    );
  }
  if (opts.placeholders?.length) {
    lines.push(
      `  Still placeholders on the site: ${opts.placeholders.join(', ')}.`,
      `  Edit them at ${opts.publicUrl}/admin/dashboard?tab=site-content`,
    );
  }
  const settings = opts.envFile
    ? 'Settings: .env (see .env.example).'
    : 'Settings: environment variables (no .env file; copy .env.example to .env to keep them in one).';
  lines.push(`  Listening on ${opts.listening}; database: ${opts.database}. ${settings}`, '');
  return lines.join('\n');
}
