import { expect } from "vitest";
import { apiClient, type LoggedInUser, type TestApp } from "./support";

/** What the token suites share: the shapes of the secrets and the calls that make and spend them. */
export const REFRESH_TOKEN = /^fin_rt_[A-Za-z0-9_-]{43}$/;
export const PAT = /^fin_pat_[A-Za-z0-9_-]{43}$/;

export const refresh = (t: TestApp, refreshToken: unknown) =>
  apiClient(t.request).post("/auth/refresh", { refreshToken });
export const logout = (t: TestApp, refreshToken: unknown) =>
  apiClient(t.request).post("/auth/logout", { refreshToken });

export const aToken = async (user: LoggedInUser, body: Record<string, unknown> = {}) => {
  const res = await user.api.post("/auth/tokens", { name: "script", scopes: ["read"], ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { id: res.body.token.id as string, secret: res.body.secret as string, res };
};

export const expectError = (res: { status: number; body: Record<string, unknown> }, status: number, code: string) => {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body).toMatchObject({ code, message: expect.any(String), error: res.body.message });
};
