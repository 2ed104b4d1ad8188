// workerd (Cloudflare Workers' runtime): each request runs the scenario; 500 with the failures.
import { runScenario } from "../scenario.js";

export default {
  async fetch() {
    try {
      const { checks, lines } = await runScenario();
      return Response.json({ checks, lines, runtime: navigator.userAgent });
    } catch (error) {
      return new Response(error instanceof Error ? (error.stack ?? error.message) : String(error), { status: 500 });
    }
  },
};
