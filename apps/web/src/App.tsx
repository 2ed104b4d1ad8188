import { QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { RouterProvider } from "react-router";
import { newQueryClient } from "./api/queryClient";
import { createAppRouter } from "./routes";
import { SessionProvider } from "./session/SessionProvider";

/** The whole app: one query cache (server state), one session, one router. */
export const App = () => {
  const [queryClient] = useState(newQueryClient);
  const [router] = useState(createAppRouter);
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>
  );
};
