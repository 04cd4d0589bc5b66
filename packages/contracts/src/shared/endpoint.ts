import type { z } from 'zod';
import type { EndpointRoute } from './endpoint-route';

/** An entry of the endpoint table: how the call is sent, what it takes and what it answers. */
export interface Endpoint extends EndpointRoute {
  readonly params?: z.ZodObject;
  readonly query?: z.ZodObject;
  readonly body?: z.ZodType;
  /** The handler also gets the body's exact bytes (`request.rawBody`), to check a signature. */
  readonly rawBody?: boolean;
  /** A larger body limit than the server's default, for calls that carry whole documents. */
  readonly maxBodyBytes?: number;
  /**
   * `multipart`: `body` describes the text fields of a multipart form; files come beside them.
   * `form`: an HTML form (`application/x-www-form-urlencoded`), as a browser posts it.
   */
  readonly bodyType?: 'json' | 'multipart' | 'form';
  /** The repeated file part of a multipart form, beside the text fields `body` describes. */
  readonly files?: {
    readonly field: string;
    readonly mediaTypes: readonly string[];
    readonly maxCount: number;
  };
  /**
   * A WebSocket: its GET upgrades, and what travels on it is typed beside the table; a plain GET
   * answers 426.
   */
  readonly socket?: true;
  /** The success body; absent for 204, for files and for sockets. */
  readonly response?: z.ZodType;
  readonly summary: string;
  readonly tags: readonly string[];
}

/** The parsed inputs of an endpoint, as a handler receives them. */
export type EndpointInput<E extends Endpoint> = {
  params: E['params'] extends z.ZodType ? z.output<E['params']> : Record<string, never>;
  query: E['query'] extends z.ZodType ? z.output<E['query']> : Record<string, never>;
  /** Multipart fields are read by the handler, beside the files, and parsed with `body` there. */
  body: E['bodyType'] extends 'multipart'
    ? undefined
    : E['body'] extends z.ZodType
      ? z.output<E['body']>
      : undefined;
};

/** What an endpoint answers on success, as its schema reads it (the client's view). */
export type EndpointResponse<E extends Endpoint> = E['response'] extends z.ZodType
  ? z.output<E['response']>
  : undefined;

/** What a handler returns, before the response schema reads it. */
export type EndpointResponseInput<E extends Endpoint> = E['response'] extends z.ZodType
  ? z.input<E['response']>
  : undefined;

/** The inputs a client call sends, before the request schemas read them. */
export type EndpointRequest<E extends Endpoint> = (E['params'] extends z.ZodType
  ? { params: z.input<E['params']> }
  : { params?: undefined }) &
  (E['query'] extends z.ZodType ? { query?: z.input<E['query']> } : { query?: undefined }) &
  (E['body'] extends z.ZodType ? { body: z.input<E['body']> } : { body?: undefined });
