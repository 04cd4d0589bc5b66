import { describe, expect, it, vi } from 'vitest';
import { type ApiClient, ApiError } from '../../api-client';
import { fetchCurrentModuleAuthor } from './current-module-author';

const refusing = (status: number, code: string) =>
  ({
    request: vi.fn(async () => ({ status, statusCode: status, code, error: `Refused: ${code}.` })),
  }) as unknown as ApiClient;

describe('fetchCurrentModuleAuthor', () => {
  it('answers no authorship for a module the user does not author or that does not exist', async () => {
    expect(await fetchCurrentModuleAuthor(refusing(404, 'not_found'), 'm1')).toBeNull();
    expect(await fetchCurrentModuleAuthor(refusing(400, 'validation_failed'), 'x')).toBeNull();
  });

  it('rejects with the ApiError for any other failure', async () => {
    const failing = fetchCurrentModuleAuthor(refusing(503, 'unavailable'), 'm1');
    await expect(failing).rejects.toBeInstanceOf(ApiError);
    await expect(failing).rejects.toMatchObject({ status: 503, code: 'unavailable' });
  });
});
