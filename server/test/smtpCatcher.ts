import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** An in-process SMTP server on a free loopback port; every message parsed (attachments included) by mailparser. */
export type SmtpCatcher = { smtpUrl: string; mails: ParsedMail[]; close(): Promise<void> };

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
  return { smtpUrl: `smtp://127.0.0.1:${address.port}`, mails, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
