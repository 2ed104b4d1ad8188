import type { ReactNode } from "react";

/** The signed-out pages: the product's name, then one narrow card with the page's form. */
export const AuthFrame = ({ title, children }: { title: string; children: ReactNode }) => (
  <main id="main" className="auth-page">
    <p className="brand">Finance</p>
    <div className="auth-card">
      <h1>{title}</h1>
      {children}
    </div>
  </main>
);
