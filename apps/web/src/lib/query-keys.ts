/**
 * Query-key roots that more than one feature uses. A key only one feature reads stays beside
 * its fetcher in that feature (house style); a root moves here once a second feature needs it,
 * since features do not import each other.
 */

/**
 * Every stake list: /stakes (today, history) and the admin panel's. Publishing, settling or
 * deleting a stake invalidates this root, so all of them reload together.
 */
export const stakesRootQueryKey = ['stakes'] as const;
