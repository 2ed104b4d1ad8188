import { usePageTitle } from "../layout/usePageTitle";
import { PasswordSection } from "./settings/PasswordSection";
import { TokensSection } from "./settings/TokensSection";
import "./settings/settings.css";

export default function SettingsPage() {
  usePageTitle("Settings");
  return (
    <>
      <h1>Settings</h1>
      <PasswordSection />
      <TokensSection />
      <section aria-labelledby="everywhere-heading" className="panel">
        <h2 id="everywhere-heading">Sign out everywhere</h2>
        <p>
          Log out ends the session in this browser (every tab). To sign out every other device and browser at once,{" "}
          <a href="#password">change your password</a>: that ends every session and revokes every personal access token,
          and keeps you signed in here.
        </p>
      </section>
    </>
  );
}
