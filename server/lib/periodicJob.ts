/**
 * Work every server process runs on a timer (reminder mails, notifications). Passes of one process
 * run one after another; a subclass makes each pass safe across processes by claiming rows first.
 */
export abstract class PeriodicJob {
  private timer: NodeJS.Timeout | undefined;
  /** Passes of this process run one after another: each waits for the one before it. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly onError: (error: unknown) => void) {}

  /** One pass, what it did counted; several processes may run theirs at the same time. */
  protected abstract pass(): Promise<number>;

  /** One pass after those already asked for; resolves what `pass` counted. */
  runOnce(): Promise<number> {
    const pass = this.queue.catch(() => undefined).then(() => this.pass());
    this.queue = pass;
    return pass;
  }

  start(intervalMs: number): void {
    if (this.timer) return;
    const tick = () => void this.runOnce().catch(this.onError);
    tick();
    this.timer = setInterval(tick, intervalMs);
    // Never keeps the process alive on its own.
    this.timer.unref();
  }

  /** Stops the timer and waits for a pass under way, so its mails are handed over before the mailer closes. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.queue.catch(() => undefined);
  }
}
