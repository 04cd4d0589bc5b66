import type { RichDocument, TicketType } from '@sparked/contracts';
import { z } from 'zod';
import type { Config } from '../../../config';

export interface ForwardedTicket {
  key: string;
  type: TicketType;
  title: string;
  description: RichDocument;
  reporterEmail: string;
  pagePath: string | null;
  course: string | null;
  attachments: ReadonlyArray<{ fileName: string; png: Buffer }>;
}

export interface ForwardOutcome {
  externalKey: string | null;
  error: string | null;
}

const createdIssueSchema = z.object({ key: z.string().min(1) });

const paragraph = (text: string) => ({ type: 'paragraph', content: [{ type: 'text', text }] });

/** Our description is already a ProseMirror document; Jira's ADF adds a version and our facts. */
function adfDescription(ticket: ForwardedTicket) {
  const facts = [
    `Sparked ticket ${ticket.key}, reported by ${ticket.reporterEmail}.`,
    ticket.pagePath ? `Page: ${ticket.pagePath}` : undefined,
    ticket.course ? `Course: ${ticket.course}` : undefined,
  ].filter((fact): fact is string => fact !== undefined);
  return {
    version: 1,
    type: 'doc',
    content: [...facts.map(paragraph), ...ticket.description.content],
  };
}

/**
 * Copies a ticket to Jira Cloud (REST v3: create issue, then add attachments). The local key stays
 * the reference; the outcome carries the Jira key and, when Jira refused something, why.
 */
export function createJiraForwarder(jira: NonNullable<Config['jira']>) {
  const authorization = `Basic ${Buffer.from(`${jira.email}:${jira.apiToken}`).toString('base64')}`;
  const call = async (path: string, init: RequestInit) => {
    const response = await fetch(`${jira.baseUrl}${path}`, {
      ...init,
      headers: { authorization, accept: 'application/json', ...init.headers },
      signal: AbortSignal.timeout(15_000),
    });
    if (!response.ok) {
      const detail = (await response.text().catch(() => '')).slice(0, 300);
      throw new Error(
        `Jira answered HTTP ${response.status} to ${path}${detail ? `: ${detail}` : ''}`,
      );
    }
    return response;
  };
  const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));
  /** Never throws: what happened is recorded on the ticket for staff. */
  return async function forward(ticket: ForwardedTicket): Promise<ForwardOutcome> {
    let externalKey: string;
    try {
      const created = await call('/rest/api/3/issue', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          fields: {
            project: { key: jira.projectKey },
            issuetype: { name: ticket.type },
            summary: ticket.title,
            description: adfDescription(ticket),
            labels: ['sparked', ticket.key],
          },
        }),
      });
      externalKey = createdIssueSchema.parse(await created.json()).key;
    } catch (error) {
      return { externalKey: null, error: `The Jira issue was not created. ${reason(error)}` };
    }
    if (ticket.attachments.length === 0) return { externalKey, error: null };
    const form = new FormData();
    for (const file of ticket.attachments)
      form.append(
        'file',
        new Blob([new Uint8Array(file.png)], { type: 'image/png' }),
        file.fileName,
      );
    try {
      await call(`/rest/api/3/issue/${encodeURIComponent(externalKey)}/attachments`, {
        method: 'POST',
        headers: { 'x-atlassian-token': 'no-check' },
        body: form,
      });
      return { externalKey, error: null };
    } catch (error) {
      return { externalKey, error: `The screenshots were not attached in Jira. ${reason(error)}` };
    }
  };
}
export type JiraForwarder = ReturnType<typeof createJiraForwarder>;
