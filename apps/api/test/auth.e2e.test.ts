import { describe, expect, it } from "vitest";
import {
  anUnknownId,
  apiClient,
  aUser,
  badTokens,
  describeEachStore,
  registerAndLogin,
  tokenFor,
  useTestApp,
} from "./support";

describeEachStore("auth", (store) => {
  const t = useTestApp({ store });
  const anonymous = () => apiClient(t().request);

  describe("POST /auth/register", () => {
    it("answers 201 USER_REGISTERED with the public user (never the hash)", async () => {
      const body = aUser();
      const res = await anonymous().post("/auth/register", body);
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ code: "USER_REGISTERED", message: expect.any(String) });
      expect(res.body.user).toEqual({
        id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
        name: body.name,
        email: body.email,
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      });
      expect(JSON.stringify(res.body)).not.toContain(body.password);
      expect(JSON.stringify(res.body)).not.toMatch(/passwordHash|\$2b\$/);
    });

    it("answers 409 EMAIL_ALREADY_REGISTERED for the same e-mail in any case", async () => {
      const body = aUser();
      await anonymous().post("/auth/register", body);
      const again = await anonymous().post("/auth/register", aUser({ email: body.email.toUpperCase() }));
      expect(again.status).toBe(409);
      expect(again.body).toEqual({
        code: "EMAIL_ALREADY_REGISTERED",
        message: expect.any(String),
        error: again.body.message,
      });
    });

    it("answers 400 VALIDATION_ERROR with details for a short password, a bad e-mail and a missing name", async () => {
      const short = await anonymous().post("/auth/register", aUser({ password: "short" }));
      expect(short.status).toBe(400);
      expect(short.body.code).toBe("VALIDATION_ERROR");
      expect(short.body.details).toContainEqual({ path: "password", message: expect.stringContaining("8") });

      const badEmail = await anonymous().post("/auth/register", aUser({ email: "not-an-email" }));
      expect(badEmail.status).toBe(400);
      expect(badEmail.body.details).toContainEqual({ path: "email", message: expect.any(String) });

      const { name: _name, ...withoutName } = aUser();
      const missing = await anonymous().post("/auth/register", withoutName);
      expect(missing.status).toBe(400);
      expect(missing.body.details).toContainEqual({ path: "name", message: expect.any(String) });
    });

    it("refuses unknown fields", async () => {
      const res = await anonymous().post("/auth/register", { ...aUser(), role: "admin" });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe("VALIDATION_ERROR");
      expect(res.body.details).toContainEqual({ path: "role", message: expect.stringContaining("role") });
    });
  });

  describe("POST /auth/login", () => {
    it("answers 200 LOGIN_SUCCESS with a Bearer JWT, its lifetime and the user; e-mail case does not matter", async () => {
      const body = aUser();
      await anonymous().post("/auth/register", body);
      const res = await anonymous().post("/auth/login", { email: body.email.toUpperCase(), password: body.password });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        code: "LOGIN_SUCCESS",
        message: expect.any(String),
        tokenType: "Bearer",
        expiresIn: 3600,
        user: { email: body.email, name: body.name },
      });
      expect(res.body.accessToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
      const wallets = await apiClient(t().request, res.body.accessToken).get("/wallet");
      expect(wallets.status).toBe(200);
    });

    it("answers 401 INVALID_CREDENTIALS alike for a wrong password and an unknown e-mail", async () => {
      const body = aUser();
      await anonymous().post("/auth/register", body);
      const wrong = await anonymous().post("/auth/login", { email: body.email, password: "wrong password!" });
      const unknown = await anonymous().post("/auth/login", { email: aUser().email, password: body.password });
      for (const res of [wrong, unknown]) {
        expect(res.status).toBe(401);
        expect(res.body.code).toBe("INVALID_CREDENTIALS");
      }
      expect(wrong.body).toEqual(unknown.body);
    });

    it("answers 400 VALIDATION_ERROR for a missing password", async () => {
      const res = await anonymous().post("/auth/login", { email: aUser().email });
      expect(res.status).toBe(400);
      expect(res.body.details).toContainEqual({ path: "password", message: expect.any(String) });
    });
  });

  describe("protected routes", () => {
    const expect401 = (
      res: { status: number; body: { code: string; message: string; error: string } },
      code: string,
    ) => {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ code, message: expect.any(String), error: res.body.message });
    };

    it("answer 401 AUTH_TOKEN_MISSING without an Authorization header or with an empty Bearer", async () => {
      expect401(await t().request("GET", "/api/v1/wallet"), "AUTH_TOKEN_MISSING");
      expect401(
        await t().request("GET", "/api/v1/wallet", { headers: { authorization: "Bearer " } }),
        "AUTH_TOKEN_MISSING",
      );
    });

    it("answer 401 AUTH_TOKEN_INVALID for another scheme, garbage, alg none, other algorithms, bad signatures, tampering and an iat in the future", async () => {
      const { user } = await registerAndLogin(t());
      const tokens = await badTokens(user.id);
      expect401(
        await t().request("GET", "/api/v1/wallet", { headers: { authorization: "Basic dXNlcjpwYXNz" } }),
        "AUTH_TOKEN_INVALID",
      );
      for (const token of [
        tokens.garbage,
        tokens.algNone,
        tokens.otherAlgorithm,
        tokens.badSignature,
        tokens.tampered,
        tokens.issuedInTheFuture,
      ]) {
        expect401(await t().request("GET", "/api/v1/wallet", { token }), "AUTH_TOKEN_INVALID");
      }
    });

    it("answer 401 AUTH_TOKEN_INVALID for a well-signed token of a user that does not exist", async () => {
      expect401(
        await t().request("POST", "/api/v1/wallet", { token: tokenFor(anUnknownId()), body: {} }),
        "AUTH_TOKEN_INVALID",
      );
    });

    it("answer 401 AUTH_TOKEN_EXPIRED for a token past exp", async () => {
      const { user } = await registerAndLogin(t());
      const { expired } = await badTokens(user.id);
      expect401(await t().request("GET", "/api/v1/wallet", { token: expired }), "AUTH_TOKEN_EXPIRED");
    });

    it("check the token before the body: no token and invalid JSON is a 401", async () => {
      const res = await t().request("POST", "/api/v1/wallet", {
        rawBody: "{not json",
        headers: { "content-type": "application/json" },
      });
      expect401(res, "AUTH_TOKEN_MISSING");
    });
  });
});
