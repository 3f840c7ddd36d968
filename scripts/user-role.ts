// `npm run user:role -- <email> <role>`: changes a user's role (for example to admin or member).
// With PGlite, stop the server first: one process owns the data directory.
import { setRole } from '../src/server/modules/auth/accounts';
import { loadConfig } from '../src/server/config';
import { loadDotEnv } from '../src/server/dot-env';
import { openConfiguredDatabase } from '../src/server/database';

const [email, role] = process.argv.slice(2);
if (!email || !role || !/^[a-z][a-z_-]{1,30}$/.test(role)) {
  console.error('Usage: npm run user:role -- <email> <role>   (role: admin, member, …)');
  process.exit(2);
}

loadDotEnv();
const config = loadConfig();
const database = await openConfiguredDatabase(config);
try {
  await database.migrate();
  if (await setRole(database.db, email, role)) {
    console.log(`${email} is now ${role}`);
  } else {
    console.error(`No user with the e-mail ${email}`);
    process.exitCode = 1;
  }
} finally {
  await database.close();
}
