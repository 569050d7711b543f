// One JSON request to the app's API as its own page would send it: the Origin is the app's, as
// the origin check requires of every change.

/** Sends `body` as JSON with the session `cookie`, if given; resolves with the Fetch response. */
export function callApi(baseUrl, method, pathname, { cookie, body } = {}) {
  return fetch(new URL(pathname, baseUrl), {
    method,
    headers: {
      origin: baseUrl,
      ...(cookie ? { cookie } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
}
