import type { AddressInfo } from 'node:net';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { waitFor } from './wait-for';

export interface CaughtMail {
  to: string;
  from: string;
  subject: string;
  text: string;
  /** The HTML part, for multipart mails (nudges, digests); empty otherwise. */
  html: string;
  /** Every header, lower-cased names, raw values (List-Unsubscribe, Reply-To...). */
  headers: Record<string, string>;
}

/** Parses a received message with mailparser (MIME, multipart, quoted-printable, base64). */
async function parse(raw: Buffer): Promise<CaughtMail> {
  const parsed = await simpleParser(raw);
  const headers: Record<string, string> = {};
  for (const line of parsed.headerLines) headers[line.key] = line.line.replace(/^[^:]+:\s*/, '');
  const address = (value: AddressObject | AddressObject[] | undefined) =>
    [value ?? []]
      .flat()
      .map((a) => a.text)
      .join(', ');
  return {
    to: address(parsed.to),
    from: address(parsed.from),
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : '',
    headers,
  };
}

/** A real local SMTP server (the smtp-server package) that keeps every message it receives. */
export class MailCatcher {
  private constructor(
    private readonly server: SMTPServer,
    readonly mails: CaughtMail[],
  ) {}

  static async start(): Promise<MailCatcher> {
    const mails: CaughtMail[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          parse(Buffer.concat(chunks)).then(
            (mail) => {
              mails.push(mail);
              callback();
            },
            (error: Error) => callback(error),
          );
        });
      },
    });
    const catcher = new MailCatcher(server, mails);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return catcher;
  }

  get url(): string {
    return `smtp://127.0.0.1:${(this.server.server.address() as AddressInfo).port}`;
  }

  /** Waits for the next mail to `to` after `seen` earlier ones, and returns its link token. */
  async linkTokenFor(to: string, seen = 0): Promise<{ mail: CaughtMail; token: string }> {
    const mail = await waitFor(
      `a mail to ${to}`,
      () => this.mails.filter((m) => m.to.includes(to))[seen],
    );
    const token = /#token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    if (!token) throw new Error(`No link in mail to ${to}: ${mail.text}`);
    return { mail, token };
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
