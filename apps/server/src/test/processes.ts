import { spawn } from 'node:child_process';

/** The pid of a process that has already exited: what a crashed server leaves in its lock. */
export async function findDeadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => {
    child.on('exit', resolve);
  });
  if (child.pid === undefined) throw new Error('Could not spawn a process.');
  return child.pid;
}
