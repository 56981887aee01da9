import { vi } from 'vitest';

/** One request a test's fake server saw: its method, address (path and query) and JSON body. */
export interface SeenRequest {
  method: string;
  url: string;
  body: unknown;
}

/** An answer of the fake server: a status (200 unless given) and a JSON body. */
export interface FakeAnswer {
  status?: number;
  body: unknown;
}

/**
 * Stands in for the studio's servers in component tests: `fetch` answers each `METHOD address` from
 * `routes` (a function gets the request's JSON body), 404 otherwise; `requests` lists what was asked.
 */
export function fakeFetch(routes: Record<string, FakeAnswer | ((body: unknown) => FakeAnswer)>): {
  requests: SeenRequest[];
} {
  const requests: SeenRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      requests.push({ method, url: input, body });
      const route = routes[`${method} ${input}`];
      const answer = typeof route === 'function' ? route(body) : route;
      if (!answer)
        return new Response(JSON.stringify({ message: `no route ${method} ${input}` }), { status: 404 });
      return new Response(JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return { requests };
}
