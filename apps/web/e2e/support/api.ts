/** A person's credentials, as typed into the register page. */
export interface Person {
  readonly name: string;
  readonly email: string;
  readonly password: string;
}

const taken = new Map<string, number>();

/**
 * A new person. Each test file starts its own service on a fresh database, so a plain address is
 * free; a name used twice in one file gets a number.
 */
export const aPerson = (name: string): Person => {
  const slug = name.toLowerCase().replaceAll(/\W+/g, ".");
  const count = (taken.get(slug) ?? 0) + 1;
  taken.set(slug, count);
  return { name, email: `${count === 1 ? slug : `${slug}.${count}`}@example.com`, password: "correct horse battery" };
};

// biome-ignore lint/suspicious/noExplicitAny: the tests read arbitrary JSON answers.
export type Json = any;

/** The API straight over HTTP with a bearer token: what the page shows is checked against it. */
export interface Api {
  get(path: string, query?: Record<string, string>): Promise<Json>;
  post(path: string, body: unknown): Promise<Json>;
}

const answer = async (method: string, response: Response, path: string): Promise<Json> => {
  const body = await response.json();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(body)}`);
  return body;
};

export const apiAs = async (baseUrl: string, person: Person): Promise<Api> => {
  const url = (path: string) => `${baseUrl}/api/v1${path}`;
  const login = await answer(
    "POST",
    await fetch(url("/auth/login"), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: person.email, password: person.password }),
    }),
    "/auth/login",
  );
  const authorization = `Bearer ${login.accessToken as string}`;
  return {
    get: async (path, query) => {
      const search = query ? `?${new URLSearchParams(query)}` : "";
      return answer("GET", await fetch(url(path + search), { headers: { authorization } }), path);
    },
    post: async (path, body) =>
      answer(
        "POST",
        await fetch(url(path), {
          method: "POST",
          headers: { authorization, "content-type": "application/json" },
          body: JSON.stringify(body),
        }),
        path,
      ),
  };
};

/** Registers a person through the API (for pages tested apart from the story's sign-up). */
export const registerByApi = async (baseUrl: string, person: Person): Promise<Api> => {
  await answer(
    "POST",
    await fetch(`${baseUrl}/api/v1/auth/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(person),
    }),
    "/auth/register",
  );
  return apiAs(baseUrl, person);
};
