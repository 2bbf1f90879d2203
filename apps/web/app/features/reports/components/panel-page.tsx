import { CurrentUserGreeting } from './current-user-greeting';
import { PanelContent } from './company-panel';

/** The company's panel: the greeting, then billing, limits, the Simples estimate and categories. */
export function CompanyPanelContent() {
  return (
    <div className="grid gap-8">
      <CurrentUserGreeting />
      <PanelContent />
    </div>
  );
}
