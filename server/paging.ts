import { badRequest } from "./errors";

export interface Page {
  limit: number;
  beforeId: string;
}

/** `limit` (1…100, default 100) and `before_id`; any other query member is a 400 (docs/contract.md §3). */
export function readPaging(query: Record<string, unknown>): Page {
  for (const [name, value] of Object.entries(query)) {
    if (name !== "limit" && name !== "before_id")
      throw badRequest(
        `query member ${JSON.stringify(name.slice(0, 40))} is not known; lists take limit and before_id`,
        name,
      );
    if (typeof value !== "string")
      throw badRequest(`query member ${name} must be given once`, name, name === "limit" ? 233 : 400);
  }
  const limitText = query.limit as string | undefined;
  let limit = 100;
  if (limitText !== undefined) {
    if (!/^[0-9]{1,3}$/.test(limitText) || Number(limitText) < 1 || Number(limitText) > 100)
      throw badRequest("limit must be a whole number from 1 to 100", "limit", 233);
    limit = Number(limitText);
  }
  const before = query.before_id as string | undefined;
  if (before !== undefined && !/^[a-z]{1,10}_[0-9a-z]{1,40}$/.test(before))
    throw badRequest(
      "before_id must be an id taken from next_page_uri; follow next_page_uri as given",
      "before_id",
    );
  // Ids are ASCII, so "\uffff" sorts after every one of them: no before_id means from the newest.
  return { limit, beforeId: before ?? "\uffff" };
}

export function nextPageUri(collectionUri: string, page: Page, lastId: string): string {
  return `${collectionUri}?limit=${page.limit}&before_id=${encodeURIComponent(lastId)}`;
}

/** Any query member on an endpoint that is not a list is a mistake worth reporting. */
export function rejectQuery(query: Record<string, unknown>) {
  const name = Object.keys(query)[0];
  if (name !== undefined)
    throw badRequest(
      `query member ${JSON.stringify(name.slice(0, 40))} is not known here; this endpoint takes none`,
      name,
    );
}
