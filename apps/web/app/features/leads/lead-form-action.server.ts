import type { ActionFunctionArgs } from 'react-router';
import { submitLead } from './submit-lead.server';

/** The action of a public page with "Prefere falar com um contador?" (the LeadForm posts here). */
export async function leadFormAction({ request }: ActionFunctionArgs) {
  return submitLead(request);
}
