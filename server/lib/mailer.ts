import nodemailer from 'nodemailer';
import type { OutboxRepository } from './outboxRepository';

/** A file sent with a mail (the partner certificate PDF). */
export type MailAttachment = { filename: string; content: Uint8Array; contentType: string };

/** `replyTo`: where an answer goes when it is not the sender (a support ticket: the person who wrote it). */
export type MailMessage = { to: string; subject: string; text: string; replyTo?: string; attachments?: MailAttachment[] };

/** Where outgoing mail goes; `send` resolves once the message is handed over. */
export interface MailTransport {
  send(message: MailMessage & { from: string }): Promise<void>;
  close(): void;
}

/** SMTP through nodemailer; `smtp://` URLs skip STARTTLS unless the URL asks otherwise. */
export const smtpTransport = (smtpUrl: string): MailTransport => {
  // A plain smtp:// relay (local MTA, test server) skips opportunistic STARTTLS; URL parameters still win.
  const plain = new URL(smtpUrl).protocol === 'smtp:' && !/[?&]requireTLS=/.test(smtpUrl);
  const transporter = nodemailer.createTransport({ url: smtpUrl, ignoreTLS: plain });
  return {
    send: async ({ attachments, ...message }) => {
      await transporter.sendMail({
        ...message,
        ...(attachments ? { attachments: attachments.map((file) => ({ filename: file.filename, content: Buffer.from(file.content), contentType: file.contentType })) } : {}),
      });
    },
    close: () => transporter.close(),
  };
};

/** No SMTP configured: keep the message in the outbox table and print it, so a demo still shows codes. */
export const outboxTransport = (outbox: OutboxRepository, now: () => Date, print: (text: string) => void): MailTransport => ({
  send: async (message) => {
    await outbox.add({ to: message.to, subject: message.subject, text: message.text, created_at: now() });
    const files = (message.attachments ?? []).map((file) => `[attachment: ${file.filename}, ${file.content.byteLength} bytes]\n`).join('');
    print(`[mail outbox] To: ${message.to}\nFrom: ${message.from}\nSubject: ${message.subject}\n\n${message.text}\n${files}`);
  },
  close: () => undefined,
});

/**
 * Background delivery with a fixed sender: requests answer without waiting for SMTP (so timing
 * shows nothing about the address); `flush()` waits for what is still on its way.
 */
export class Mailer {
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly transport: MailTransport,
    private readonly from: string,
    private readonly onError: (error: unknown, message: MailMessage) => void,
  ) {}

  send(message: MailMessage): Promise<void> {
    return this.transport.send({ ...message, from: this.from });
  }

  deliverInBackground(message: MailMessage): void {
    const delivery = this.send(message)
      .catch((error: unknown) => this.onError(error, message))
      .finally(() => this.pending.delete(delivery));
    this.pending.add(delivery);
  }

  async flush(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  async close(): Promise<void> {
    await this.flush();
    this.transport.close();
  }
}
