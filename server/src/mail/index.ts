/**
 * E-mail: one small `Mailer` seam backed by nodemailer. With SMTP_URL the messages go to that SMTP
 * server; without it every message is written to the outbox folder (DATA_DIR/outbox) as a
 * `.eml` file (open it with any mail client) plus a `.json` summary {to, from, replyTo, subject,
 * text, html, date, attachments (file names)} that tests and developers can read.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';

/** A file sent with a message (the booking receipt's PDF). */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  attachments?: MailAttachment[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Where a developer finds the messages (outbox folder or SMTP host), for the start banner. */
  readonly description: string;
}

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/**
 * http(s) addresses in running text. A quote or angle bracket ends one (never part of an address we
 * write), and so does trailing sentence punctuation, so "see https://x.example/a." links without the dot.
 */
const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)]/g;

/** Escaped text with its http(s) addresses as links (the address escaped like the rest). */
function linkify(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const url = escapeHtml(match[0]);
    html += `${escapeHtml(text.slice(last, match.index))}<a href="${url}">${url}</a>`;
    last = match.index + match[0].length;
  }
  return html + escapeHtml(text.slice(last));
}

/** Plain text as HTML paragraphs (blank lines separate paragraphs; text is escaped, addresses are links). */
export function textToHtml(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((p) => `<p>${linkify(p).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
}

/**
 * French typography: a narrow no-break space (U+202F) before : ; ! and ?, replacing any space
 * there, so the sign never starts a line. Only a sign followed by a space or the end is a sign of
 * the sentence: the colons of https:// and 10:30 and the ? of a query string stay as they are.
 */
export function frenchSpacing(text: string): string {
  return text.replace(/[ \u00a0\u202f]?([:;!?])(?=\s|$)/g, '\u202f$1');
}

/** A message in `language`: its typography applied, the HTML part made from the text. */
export function composeMail(language: string, message: { to: string; subject: string; text: string }): MailMessage {
  const typeset = language === 'fr' ? frenchSpacing : (text: string) => text;
  const text = typeset(message.text);
  return { to: message.to, subject: typeset(message.subject), text, html: textToHtml(text) };
}

/** Header values must stay on one line. */
export function oneLine(text: string): string {
  return text.replace(/[\r\n\t]+/g, ' ').trim();
}

/** Sender: an address, or a display name and an address (nodemailer quotes the name as needed). */
export type Sender = string | { name: string; address: string };

const senderText = (from: Sender) => (typeof from === 'string' ? from : `"${from.name}" <${from.address}>`);

function slug(text: string): string {
  return (
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 40) || 'message'
  );
}

export function createOutboxMailer(outboxDir: string, from: Sender): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    description: `outbox folder ${outboxDir}`,
    async send(message) {
      const date = new Date();
      const info = await transport.sendMail({
        from,
        to: message.to,
        replyTo: message.replyTo,
        subject: oneLine(message.subject),
        text: message.text,
        html: message.html,
        attachments: message.attachments,
        date,
      });
      mkdirSync(outboxDir, { recursive: true });
      const base = `${date.toISOString().replace(/[:.]/g, '-')}-${slug(message.subject)}-${randomBytes(3).toString('hex')}`;
      writeFileSync(path.join(outboxDir, `${base}.eml`), info.message as Buffer);
      const summary = {
        to: message.to,
        from: senderText(from),
        replyTo: message.replyTo ?? null,
        subject: oneLine(message.subject),
        text: message.text,
        html: message.html,
        date: date.toISOString(),
        attachments: (message.attachments ?? []).map((file) => file.filename),
        messageId: info.messageId,
      };
      writeFileSync(path.join(outboxDir, `${base}.json`), `${JSON.stringify(summary, null, 2)}\n`);
    },
  };
}

export function createSmtpMailer(smtpUrl: string, from: Sender): Mailer {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  const host = (() => {
    try {
      return new URL(smtpUrl).host;
    } catch {
      return 'the SMTP server';
    }
  })();
  return {
    description: `SMTP ${host}`,
    async send(message) {
      await transport.sendMail({
        from,
        to: message.to,
        replyTo: message.replyTo,
        subject: oneLine(message.subject),
        text: message.text,
        html: message.html,
        attachments: message.attachments,
      });
    },
  };
}

export function createMailer(options: {
  smtpUrl?: string | undefined;
  dataDir: string;
  mailFrom: string;
  siteName: string;
}): Mailer {
  const from: Sender = { name: oneLine(options.siteName), address: options.mailFrom };
  if (options.smtpUrl) return createSmtpMailer(options.smtpUrl, from);
  return createOutboxMailer(path.join(options.dataDir, 'outbox'), from);
}

/** Keeps messages in memory (tests). `failWith` makes the next sends fail. */
export class MemoryMailer implements Mailer {
  readonly description = 'memory';
  readonly sent: MailMessage[] = [];
  failWith: Error | undefined;

  async send(message: MailMessage): Promise<void> {
    if (this.failWith) throw this.failWith;
    this.sent.push({ ...message });
  }
}
