import { endpoints, ticketLimits } from '@sparked/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../../http/errors';
import type { ServerMessage } from '../../../i18n/catalogues';
import type { UploadedFile } from './service';

const megabytes = ticketLimits.maxFileBytes / (1024 * 1024);
const fileField = endpoints.createTicket.files.field;
const fileFields = new Set([fileField, `${fileField}[]`]);

/** The multipart parser's limit errors, as sentences a person can act on. */
const limitMessages: Record<string, [number, ServerMessage]> = {
  FST_REQ_FILE_TOO_LARGE: [
    413,
    /*i18n*/ {
      id: 'help-desk.image-too-large',
      message: 'An image is larger than {megabytes} MB. Attach a smaller screenshot.',
      values: { megabytes },
    },
  ],
  FST_FILES_LIMIT: [
    413,
    /*i18n*/ {
      id: 'help-desk.too-many-images',
      message: 'Attach at most {maxFiles} images.',
      values: { maxFiles: ticketLimits.maxFiles },
    },
  ],
  FST_FIELDS_LIMIT: [
    413,
    /*i18n*/ {
      id: 'help-desk.too-many-fields',
      message: 'The form has more fields than a ticket has.',
    },
  ],
  FST_PARTS_LIMIT: [
    413,
    /*i18n*/ {
      id: 'help-desk.too-many-parts',
      message: 'The form has more parts than a ticket has.',
    },
  ],
  FST_PROTO_VIOLATION: [
    400,
    /*i18n*/ {
      id: 'help-desk.field-name-not-allowed',
      message: 'The form has a field name that is not allowed.',
    },
  ],
};

const tooLarge = (message: string | ServerMessage) =>
  new AppError(413, 'payload_too_large', message);

/**
 * Reads POST /jira/user-issue's multipart form into its text fields and its images (held in
 * memory, within the limits, until every one is checked). Nothing is written to disk here.
 */
export async function readTicketForm(
  request: FastifyRequest,
): Promise<{ fields: Record<string, string>; files: UploadedFile[] }> {
  if (!request.isMultipart())
    throw new AppError(
      415,
      'unsupported_media_type',
      /*i18n*/ {
        id: 'help-desk.send-the-ticket-as-multipart-form',
        message: 'Send the ticket as multipart/form-data.',
      },
    );
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  try {
    const parts = request.parts({
      limits: {
        fileSize: ticketLimits.maxFileBytes,
        files: ticketLimits.maxFiles,
        fields: 8,
        fieldSize: ticketLimits.maxDescriptionLength * 4,
        parts: ticketLimits.maxFiles + 8,
      },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (!fileFields.has(part.fieldname))
          throw new AppError(
            400,
            'validation_failed',
            /*i18n*/ {
              id: 'help-desk.send-images-in-the-files-field',
              message: 'Send images in the "files" field, not "{fieldname}".',
              values: { fieldname: part.fieldname },
            },
          );
        files.push({ fileName: part.filename, data: await part.toBuffer() });
      } else {
        if (part.valueTruncated)
          throw tooLarge(
            /*i18n*/ {
              id: 'help-desk.the-field-is-too-long',
              message: 'The {fieldname} field is too long.',
              values: { fieldname: part.fieldname },
            },
          );
        if (part.fieldname in fields)
          throw new AppError(
            400,
            'validation_failed',
            /*i18n*/ {
              id: 'help-desk.send-the-field-once',
              message: 'Send the {fieldname} field once.',
              values: { fieldname: part.fieldname },
            },
          );
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: unknown }).code;
    const known = typeof code === 'string' ? limitMessages[code] : undefined;
    if (known)
      throw new AppError(
        known[0],
        known[0] === 413 ? 'payload_too_large' : 'bad_request',
        known[1],
      );
    // Everything else the parser throws is a body that is not a complete multipart form.
    throw new AppError(
      400,
      'bad_request',
      /*i18n*/ {
        id: 'help-desk.the-form-could-not-be-read',
        message: 'The form could not be read. Send it as multipart/form-data, as a browser does.',
      },
    );
  }
  return { fields, files };
}
