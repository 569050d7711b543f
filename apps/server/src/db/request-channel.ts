import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/*
 * How a command asks the server that holds the embedded database for something only that process
 * can do (the database opens in one process at a time): it leaves a request file in a folder of
 * DATA_DIR, signals the server (SIGUSR2), and waits for the answer file. The backups and the
 * operators' role use it, each with a folder of its own.
 */

const REQUEST_POLL_MS = 200;
const REQUEST_SUFFIX = '.request.json';

/**
 * Answers the requests waiting in `folder`, one at a time, each with `answer`'s result; the
 * returned function is what the server calls on the signal. Never throws: a failure is the
 * request's answer, as `{ error }`. Creating the folder tells commands that this server answers.
 */
export function createRequestAnswerer<Request, Answer>(
  folder: string,
  answer: (request: Request) => Promise<Answer>,
  onDone: (result: Answer | { error: string }) => void,
): () => Promise<void> {
  fs.mkdirSync(folder, { recursive: true });
  let running: Promise<void> = Promise.resolve();

  async function answerAll(): Promise<void> {
    const names = fs.existsSync(folder) ? fs.readdirSync(folder).filter((name) => name.endsWith(REQUEST_SUFFIX)) : [];
    for (const name of names) {
      const id = name.slice(0, -REQUEST_SUFFIX.length);
      let result: Answer | { error: string };
      try {
        result = await answer(JSON.parse(fs.readFileSync(path.join(folder, name), 'utf8')) as Request);
      } catch (error) {
        result = { error: error instanceof Error ? error.message : String(error) };
      }
      fs.rmSync(path.join(folder, name), { force: true });
      writeAtomically(path.join(folder, `${id}.answer.json`), JSON.stringify(result));
      onDone(result);
    }
  }

  return () => {
    running = running.then(answerAll, answerAll);
    return running;
  };
}

/**
 * Leaves `request` for the server `pid` in `folder`, signals it and waits for its answer;
 * throws `notAnswering` when the folder is missing (a server that takes no requests) and a
 * timeout message when no answer comes.
 */
export async function askRunningServer<Request, Answer>(options: {
  folder: string;
  pid: number;
  request: Request;
  timeoutMs: number;
  signal: (pid: number) => void;
  notAnswering: string;
}): Promise<Answer | { error: string }> {
  const { folder, pid } = options;
  if (!fs.existsSync(folder)) throw new Error(options.notAnswering);
  const id = randomUUID();
  const answerPath = path.join(folder, `${id}.answer.json`);
  writeAtomically(path.join(folder, `${id}${REQUEST_SUFFIX}`), JSON.stringify(options.request));
  options.signal(pid);
  const deadline = Date.now() + options.timeoutMs;
  while (Date.now() < deadline) {
    if (fs.existsSync(answerPath)) {
      const answer = JSON.parse(fs.readFileSync(answerPath, 'utf8')) as Answer | { error: string };
      fs.rmSync(answerPath, { force: true });
      return answer;
    }
    await new Promise((resolve) => setTimeout(resolve, REQUEST_POLL_MS));
  }
  fs.rmSync(path.join(folder, `${id}${REQUEST_SUFFIX}`), { force: true });
  throw new Error(`The running server (pid ${pid}) did not answer within ${options.timeoutMs / 1000} s.`);
}

function writeAtomically(file: string, content: string): void {
  const partial = `${file}.partial`;
  fs.writeFileSync(partial, content);
  fs.renameSync(partial, file);
}
