import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError, registerErrorHandling, unauthorized } from './errors';

describe("an error answer carries its sentence's catalogue entry (decision 0046)", () => {
  it('sends the English `error` for integrators and the id and values for translation', async () => {
    const app = Fastify();
    registerErrorHandling(app);
    app.get('/default', async () => {
      throw unauthorized();
    });
    app.get('/values', async () => {
      throw new AppError(409, 'conflict', {
        id: 'test.named',
        message: '{title} is taken.',
        values: { title: 'Cap' },
      });
    });
    app.get('/plain', async () => {
      throw new AppError(400, 'bad_request', 'Plain English.');
    });
    expect((await app.inject('/default')).json()).toEqual({
      statusCode: 401,
      code: 'unauthorized',
      error: 'Sign in to continue.',
      message: { id: 'error.sign-in-to-continue' },
    });
    expect((await app.inject('/values')).json()).toEqual({
      statusCode: 409,
      code: 'conflict',
      error: 'Cap is taken.',
      message: { id: 'test.named', values: { title: 'Cap' } },
    });
    expect((await app.inject('/plain')).json()).toEqual({
      statusCode: 400,
      code: 'bad_request',
      error: 'Plain English.',
    });
    await app.close();
  });
});
