// Debian packages a test needs (a server it starts, a tool it runs), installed when a fresh machine
// lacks them: `apt-get install`, and when that fails for want of package lists, `apt-get update` first.
import { execFileSync } from 'node:child_process';

export function aptInstall(packages: readonly string[]): void {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = () => execFileSync('apt-get', ['install', '-y', ...packages], { env, stdio: 'ignore' });
  try {
    install();
  } catch {
    execFileSync('apt-get', ['update'], { env, stdio: 'ignore' });
    install();
  }
}
