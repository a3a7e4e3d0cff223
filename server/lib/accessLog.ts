import type { FastifyInstance } from 'fastify';
import pino from 'pino';

/** Buffered log bytes that are written at once; below it, lines wait for the next flush. */
export const logBufferBytes = 4096;
/** The longest a log line waits in the buffer: someone tailing the log sees it within a second. */
export const logFlushIntervalMs = 1000;

type LineStream = { write: (line: string) => void };

/**
 * Standard output for the server's log, written in batches: each write is a system call (on the
 * measured machine about as dear as answering the request), so lines gather up to `logBufferBytes`
 * and go out together, at the latest after `logFlushIntervalMs`, and at exit (pino flushes its
 * destinations when the process exits).
 */
export const batchedStdout = (): { stream: LineStream; close: () => void } => {
  const destination = pino.destination({ dest: 1, sync: false, minLength: logBufferBytes });
  let pending = false;
  const timer = setInterval(() => {
    if (!pending) return;
    pending = false;
    destination.flush();
  }, logFlushIntervalMs);
  timer.unref();
  return {
    stream: {
      write: (line) => {
        pending = true;
        destination.write(line);
      },
    },
    close: () => {
      clearInterval(timer);
      // The fd is not ready until sonic-boom opened it; before that nothing was written.
      if (destination.fd >= 0) destination.flushSync();
    },
  };
};

/**
 * One line per answered request, at info, instead of Fastify's two ("incoming request" and "request
 * completed"): the request's method, URL and client, the status and the time taken.
 */
export const registerAccessLog = (app: FastifyInstance): void => {
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    done();
  });
};
