/** A person's credentials, as typed into the register page. */
export interface Person {
  readonly name: string;
  readonly email: string;
  readonly password: string;
}

let people = 0;

/** A new person with an e-mail no other run uses. */
export const aPerson = (name: string): Person => {
  people += 1;
  const unique = `${Date.now().toString(36)}${process.pid.toString(36)}${people}`;
  return {
    name,
    email: `${name.toLowerCase().replaceAll(/\W+/g, ".")}.${unique}@example.com`,
    password: "correct horse battery",
  };
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
