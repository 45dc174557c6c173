import { DEMO_USERS } from './db/seed/users.ts';

/**
 * What `npm start` ends with on the terminal: where the console is and, with demo data, who can log in.
 * Plain text on stdout (not a log line), for the person who just started it.
 */
export function startBanner(url: string, demoPassword: string | null): string {
  const lines = [``, `Operator console ready: ${url}`];
  if (demoPassword !== null) {
    const width = Math.max(...DEMO_USERS.map((user) => user.username.length));
    lines.push(`Demo users (password ${demoPassword}):`);
    for (const user of DEMO_USERS)
      lines.push(
        `  ${user.username.padEnd(width)}  ${user.profiles.join(', ')} · ${user.managedTerritory} · ${user.operationMode}`,
      );
  }
  return `${lines.join('\n')}\n`;
}
