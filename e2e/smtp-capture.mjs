#!/usr/bin/env node
// A local mail server for the end-to-end tests: the app sends its email here over SMTP, and the
// tests read what arrived at http://127.0.0.1:HTTP_PORT/messages (newest last) as JSON.
// Usage: smtp-capture.mjs SMTP_PORT HTTP_PORT
import { createServer } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const [smtpPort, httpPort] = process.argv.slice(2).map(Number);
const messages = [];

new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, _session, callback) {
    simpleParser(stream)
      .then((mail) => {
        const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
        messages.push({ to: to?.text ?? '', subject: mail.subject ?? '', text: mail.text ?? '' });
        callback();
      })
      .catch(callback);
  },
}).listen(smtpPort, '127.0.0.1');

createServer((request, response) => {
  if (request.url !== '/messages') {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(messages));
}).listen(httpPort, '127.0.0.1');
