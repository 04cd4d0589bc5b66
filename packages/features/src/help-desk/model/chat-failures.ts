import { t } from '@lingui/core/macro';

/** What the widget says when a reply does not come; each is paired with a Retry action. */

export const slowReplyMessage = () =>
  t`Janus is taking longer than usual to answer. Press Retry to keep waiting.`;

export const failedReplyMessage = () =>
  t`Janus could not answer that message. Press Retry to send it again.`;

export const unsentMessage = (reason: string) =>
  t`Your message could not be sent: ${reason} Press Retry to send it again.`;

export const unloadedThreadMessage = (reason: string) =>
  t`Your earlier conversation could not be opened: ${reason} Press Retry, or type a message to start a new one.`;
