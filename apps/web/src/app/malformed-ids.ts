/** Route params that name a record by its id (`$id`, `$classId`, …): every such id is a UUID. */
const idParam = /^(id|[a-z][A-Za-z]*Id)$/;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether an address names a record by something that cannot be an id: such a page does not
 * exist, so it is not found, rather than a request the server refuses as invalid.
 */
export const hasMalformedId = (params: object) =>
  Object.entries(params).some(
    ([name, value]) => idParam.test(name) && !(typeof value === 'string' && uuid.test(value)),
  );
