import type { Endpoint } from '../shared/endpoint';
import {
  discardParkedStatementSchema,
  lrsConnectionChangeSchema,
  lrsStateResponseSchema,
  lrsTestResponseSchema,
  parkedStatementChangeResponseSchema,
  parkedStatementParamsSchema,
  parkedStatementsQuerySchema,
  parkedStatementsResponseSchema,
} from './schemas';

const admin = ['admin'] as const;
const tags = ['Admin: learning records'];

/** The school's learning record store: its connection, delivery and refused statements. Admins only. */
export const learningRecordEndpoints = {
  learningRecordStore: {
    api: 'sparked',
    method: 'GET',
    path: '/learning-records',
    auth: admin,
    response: lrsStateResponseSchema,
    summary: 'The learning record store connection (secrets hidden) and how delivery is going',
    tags,
  },
  saveLearningRecordStore: {
    api: 'sparked',
    method: 'PUT',
    path: '/learning-records/connection',
    auth: admin,
    body: lrsConnectionChangeSchema,
    response: lrsStateResponseSchema,
    summary: 'Set the store statements are sent to; it replaces the environment’s',
    tags,
  },
  clearLearningRecordStore: {
    api: 'sparked',
    method: 'DELETE',
    path: '/learning-records/connection',
    auth: admin,
    response: lrsStateResponseSchema,
    summary: 'Forget the page’s connection: the environment’s applies again, if any',
    tags,
  },
  testLearningRecordStore: {
    api: 'sparked',
    method: 'POST',
    path: '/learning-records/test',
    auth: admin,
    idempotent: true,
    response: lrsTestResponseSchema,
    summary: 'Ask the store for its /about document and tell what it answered',
    tags,
  },
  parkedStatements: {
    api: 'sparked',
    method: 'GET',
    path: '/learning-records/parked',
    auth: admin,
    query: parkedStatementsQuerySchema,
    response: parkedStatementsResponseSchema,
    summary: 'Statements the store refused, newest first, with its reasons',
    tags,
  },
  retryParkedStatement: {
    api: 'sparked',
    method: 'POST',
    path: '/learning-records/parked/{statementId}/retry',
    auth: admin,
    idempotent: true,
    params: parkedStatementParamsSchema,
    response: parkedStatementChangeResponseSchema,
    summary: 'Send a refused statement again with the next delivery',
    tags,
  },
  discardParkedStatement: {
    api: 'sparked',
    method: 'DELETE',
    path: '/learning-records/parked/{statementId}',
    auth: admin,
    params: parkedStatementParamsSchema,
    body: discardParkedStatementSchema,
    response: parkedStatementChangeResponseSchema,
    summary: 'Stop trying to send a refused statement (it stays in Sparked)',
    tags,
  },
} as const satisfies Record<string, Endpoint>;
