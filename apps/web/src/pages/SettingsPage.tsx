import { usePageTitle } from "../layout/usePageTitle";

export default function SettingsPage() {
  usePageTitle("Settings");
  return <h1>Settings</h1>;
}
