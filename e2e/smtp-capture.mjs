#!/usr/bin/env node
// A local mail server that keeps what it is sent, for tests of email: the app's real mailer talks
// SMTP to it as it would to a school's mail server. The server's tests start it in process
// (`startSmtpCapture`); the end-to-end run starts it as a program, and the tests read what
// arrived at http://127.0.0.1:HTTP_PORT/messages (newest last) as JSON.
// Usage: smtp-capture.mjs SMTP_PORT HTTP_PORT
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export async function startSmtpCapture(port = 0) {
  const received = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
          received.push({ to: to?.text ?? '', subject: mail.subject ?? '', text: mail.text ?? '' });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${server.server.address().port}`,
    received,
    /** The newest mail sent to `to`, once it has arrived (sending may end after the answer). */
    async mailTo(to, timeoutMs = 5_000) {
      const started = Date.now();
      while (Date.now() - started < timeoutMs) {
        const found = received.filter((mail) => mail.to === to).at(-1);
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [smtpPort, httpPort] = process.argv.slice(2).map(Number);
  const { received } = await startSmtpCapture(smtpPort);
  createServer((request, response) => {
    if (request.url !== '/messages') {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(received));
  }).listen(httpPort, '127.0.0.1');
}
