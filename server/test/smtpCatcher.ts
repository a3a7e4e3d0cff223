import { simpleParser, type ParsedMail } from 'mailparser';
import { afterAll, beforeAll } from 'vitest';
import { SMTPServer } from 'smtp-server';

/** An in-process SMTP server on a free loopback port; every message parsed (attachments included) by mailparser. */
export type SmtpCatcher = {
  smtpUrl: string;
  mails: ParsedMail[];
  /** The messages received so far for `address` (any case). */
  receivedBy(address: string): ParsedMail[];
  close(): Promise<void>;
};

export async function startSmtpCatcher(): Promise<SmtpCatcher> {
  const mails: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          mails.push(mail);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('SMTP server has no port');
  return {
    smtpUrl: `smtp://127.0.0.1:${address.port}`,
    mails,
    receivedBy: (to) => mails.filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.value.some((entry) => entry.address?.toLowerCase() === to.toLowerCase())),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A catcher for the surrounding describe block, started before the app that sends to it (read it inside hooks and tests). */
export const useSmtpCatcher = (): (() => SmtpCatcher) => {
  let smtp: SmtpCatcher | undefined;
  beforeAll(async () => {
    smtp = await startSmtpCatcher();
  });
  afterAll(async () => smtp?.close());
  return () => {
    if (!smtp) throw new Error('SMTP catcher used before beforeAll ran');
    return smtp;
  };
};
