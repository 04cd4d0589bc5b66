export interface CapturedMail {
  to: string;
  subject: string;
  text: string;
}

export interface SmtpCapture {
  url: string;
  received: CapturedMail[];
  mailTo(to: string, timeoutMs?: number): Promise<CapturedMail>;
  close(): Promise<void>;
}

/** A local SMTP server on `port` (0: any free one) that keeps what it is sent. */
export function startSmtpCapture(port?: number): Promise<SmtpCapture>;
