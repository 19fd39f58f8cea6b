/** What a console list's address may hold, read as the contract allows it: an id's letters, a page up to its limit. */

const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
const PAGE_MAX = 100_000;

/** An id from the address, or "" (every one) when it is missing or not an id. */
export const readId = (text: string | null) => (text !== null && ID_PATTERN.test(text) ? text : "");

/** A page number from the address, or 1 when it is missing or out of range. */
export const readPage = (text: string | null) => {
  const page = text !== null && /^\d{1,6}$/.test(text) ? Number(text) : 1;
  return page >= 1 && page <= PAGE_MAX ? page : 1;
};
