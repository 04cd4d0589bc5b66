import {
  type AccessTokenClaims,
  type CreateTicketResponse,
  type RichDocument,
  type Ticket,
  type TicketForm,
  type TicketStatus,
  ticketLimits,
  type ticketListQuerySchema,
  ticketProjectKey,
} from '@sparked/contracts';
import type { z } from 'zod';
import type { Database } from '../../../db/database';
import {
  type CheckedImage,
  checkImage,
  type ImageLabel,
  type ImagePolicy,
} from '../../../files/image-check';
import type { StoredFiles } from '../../../files/stored-files';
import { AppError, notFound } from '../../../http/errors';
import { threadRecords } from '../../assistants';
import type { RewardService } from '../../rewards';
import type { TicketForwarding } from './forwarding';
import { ticketRepository as repository } from './repository';

/** The server grants this reward when a user files their first ticket (decision 0003). */
const firstTicket = { referenceTable: 'help_desk_tickets', referenceSelector: 'first_ticket' };

export interface UploadedFile {
  fileName: string;
  data: Buffer;
}

type ListQuery = z.output<typeof ticketListQuerySchema>;

/** Tickets hold the reporter's email and screenshots of their screen: admins work them (decision 0005). */
const readsEveryTicket = (claims: AccessTokenClaims) => claims.user_role === 'admin';
const noTicket = () =>
  notFound(
    /*i18n*/ { id: 'help-desk.there-is-no-such-ticket', message: 'There is no such ticket.' },
  );

/** What the upload is called in messages: its own name, kept short, else its place. */
const labelOf = (file: UploadedFile, index: number): ImageLabel =>
  file.fileName ? { name: file.fileName.slice(0, 80) } : { number: index + 1 };

/** Screenshots stay lossless PNGs: staff read small text in them. */
const screenshotPolicy: ImagePolicy = {
  maxPixels: ticketLimits.maxPixels,
  output: 'png',
  kind: 'screenshot',
};

export function createTicketService(deps: {
  db: Database;
  files: StoredFiles;
  rewards: RewardService;
  forwarding: TicketForwarding | null;
  attachmentUrl: (attachmentId: string) => string;
}) {
  const { db, files, rewards, forwarding } = deps;

  async function checkThread(claims: AccessTokenClaims, threadId: string | undefined) {
    if (!threadId) return;
    const thread = await threadRecords.findThread(db, threadId);
    if (!thread || thread.userId !== claims.id || thread.kind !== 'help-desk')
      throw new AppError(
        400,
        'validation_failed',
        /*i18n*/ {
          id: 'help-desk.threadid-is-not-one-of-your',
          message: 'threadId is not one of your help-desk conversations.',
        },
      );
  }

  /** Writes the images, then the ticket in one transaction; on any failure nothing is kept. */
  async function store(claims: AccessTokenClaims, form: TicketForm, images: CheckedImage[]) {
    const written: string[] = [];
    try {
      for (const image of images) written.push(await files.write(image.data));
      return await db.transaction(async (tx) => {
        const number = await repository.nextNumber(tx, ticketProjectKey);
        const key = `${ticketProjectKey}-${number}`;
        const ticketId = await repository.insert(tx, {
          project: ticketProjectKey,
          number,
          type: form.issueType,
          title: form.title,
          description: form.description,
          reporterId: claims.id,
          pagePath: form.pagePath ?? null,
          course: form.course ?? null,
          threadId: form.threadId ?? null,
          forwardState: forwarding ? 'pending' : 'not_configured',
        });
        await repository.insertAttachments(
          tx,
          images.map((image, index) => ({
            ticketId,
            fileName: `${key}-${index + 1}.png`,
            contentType: 'image/png',
            size: image.data.length,
            width: image.width,
            height: image.height,
            path: written[index] ?? '',
          })),
        );
        const earned = await rewards.grantForAction(tx, claims.id, firstTicket);
        return { ticketId, key, rewards: earned };
      });
    } catch (error) {
      await files.remove(written);
      throw error;
    }
  }

  return {
    /** POST /jira/user-issue: every image is checked before anything is written. */
    async create(
      claims: AccessTokenClaims,
      form: TicketForm,
      uploads: readonly UploadedFile[],
    ): Promise<CreateTicketResponse['data']> {
      await checkThread(claims, form.threadId);
      const images: CheckedImage[] = [];
      for (const [index, upload] of uploads.entries())
        images.push(await checkImage(upload.data, labelOf(upload, index), screenshotPolicy));
      const { ticketId, key, rewards: earned } = await store(claims, form, images);
      forwarding?.start(ticketId);
      return { key, status: 'open', rewards: earned };
    },

    list: (query: ListQuery) =>
      repository.page(
        db,
        { type: query.type, status: query.status, reporterId: query.reporterId },
        query.limit,
        query.offset,
      ),

    own: (claims: AccessTokenClaims, query: Pick<ListQuery, 'limit' | 'offset'>) =>
      repository.page(db, { reporterId: claims.id }, query.limit, query.offset),

    /** Staff see every ticket, a reporter their own; to anyone else it does not exist. */
    async get(claims: AccessTokenClaims, key: string): Promise<Ticket> {
      const ticket = await repository.find(db, key);
      if (!ticket || (!readsEveryTicket(claims) && ticket.reporterId !== claims.id))
        throw noTicket();
      const [attachments, messages] = await Promise.all([
        repository.attachmentsOf(db, ticket.id),
        ticket.threadId ? threadRecords.messages(db, ticket.threadId) : [],
      ]);
      return {
        ...ticket.summary,
        description: ticket.description as RichDocument,
        attachments: attachments.map((attachment) => ({
          ...attachment,
          url: deps.attachmentUrl(attachment.id),
          contentType: 'image/png' as const,
        })),
        conversation: messages.reverse(),
        forwarding: { state: ticket.forwardState, error: ticket.forwardError },
      };
    },

    async setStatus(key: string, status: TicketStatus) {
      if (!(await repository.setStatus(db, key, status))) throw noTicket();
      const ticket = await repository.find(db, key);
      if (!ticket) throw noTicket();
      return ticket.summary;
    },

    /** The file of an attachment, for staff and the ticket's reporter only. */
    async attachment(claims: AccessTokenClaims, attachmentId: string) {
      const found = await repository.attachment(db, attachmentId);
      if (!found || (!readsEveryTicket(claims) && found.reporterId !== claims.id))
        throw notFound(
          /*i18n*/ {
            id: 'help-desk.there-is-no-such-attachment',
            message: 'There is no such attachment.',
          },
        );
      return { fileName: found.fileName, stream: files.open(found.path) };
    },
  };
}
export type TicketService = ReturnType<typeof createTicketService>;
