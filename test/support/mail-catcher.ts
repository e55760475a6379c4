import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { waitFor } from './wait-for';

export interface CaughtMail {
  to: string;
  subject: string;
  text: string;
}

/** Quoted-printable, as nodemailer writes long lines: soft breaks and =XX escapes. */
function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function parse(raw: string): CaughtMail {
  const [head, ...rest] = raw.split(/\r?\n\r?\n/);
  const header = (name: string) =>
    new RegExp(`^${name}: (.*)$`, 'mi').exec(head)?.[1]?.trim() ?? '';
  const body = rest.join('\n\n');
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body, 'base64').toString('utf8')
        : body;
  return { to: header('To'), subject: header('Subject'), text };
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
          mails.push(parse(Buffer.concat(chunks).toString('utf8')));
          callback();
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
