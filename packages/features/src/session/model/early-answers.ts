/**
 * A request the document started before the app's code arrived (the inline restore of decision
 * 0043), with its answer: the body it was sent with and the response, or null when the document
 * decided not to send it after all (the cookies held a live access token, say).
 */
export interface EarlyAnswer {
  url: string;
  answer: Promise<{ body: string; response: Response } | null>;
}

type Send = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

/**
 * `send` (looked up per call; the page's `fetch` by default), except that the first request to an
 * early answer's address, with the same body, gets that answer instead of going out: the session's
 * own restore adopts the document's, so it costs no round trip of its own, and a refresh token the
 * document spent is never sent again. Each early answer is taken once; a request with another
 * body, and every later one, goes out as usual.
 */
export function answeringEarly(send: Send | undefined, early: readonly EarlyAnswer[]): Send {
  const waiting = [...early];
  return async (input, init) => {
    const index = waiting.findIndex((entry) => entry.url === input);
    const entry = index < 0 ? undefined : waiting.splice(index, 1)[0];
    // Awaited even when it turns out unused: the document may still be deciding whether to spend
    // the refresh token, and a request of ours sent meanwhile could spend it a second time.
    const answer = entry ? await entry.answer : null;
    return answer && answer.body === init?.body
      ? answer.response
      : (send ?? globalThis.fetch)(input, init);
  };
}
